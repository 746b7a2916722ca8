/** How the Activity screen names and tells a maintenance cycle taken and done (models/audit/activity.ts). */
export const MAINTENANCE_DONE_ACTION_LABELS = {
  maintenance_taken: "Maintenance taken",
  maintenance_done: "Maintenance done",
  maintenance_done_undone: "Maintenance done undone",
};

const what = (d: Record<string, unknown>) =>
  `${typeof d.title === "string" ? `"${d.title}"` : "a maintenance task"}${typeof d.gameName === "string" ? ` on ${d.gameName}` : ""}`;

/** The sentence of a maintenance cycle's step, or null for another action. */
export function describeMaintenanceDoneActivity(action: string, d: Record<string, unknown>) {
  switch (action) {
    case "maintenance_taken":
      return `Took ${what(d)}${typeof d.from === "string" ? ` over from ${d.from}` : ""}`;
    case "maintenance_done":
      return `Did ${what(d)}${d.late ? ", late" : ""}`;
    case "maintenance_done_undone":
      return `Undid doing ${what(d)}`;
    default:
      return null;
  }
}
