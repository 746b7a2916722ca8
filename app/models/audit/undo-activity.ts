/** How the Activity screen names and tells the reversals staff made with Undo (models/audit/activity.ts). */
export const UNDO_ACTION_LABELS = {
  repair_resolve_undone: "Resolve undone",
  repair_take_undone: "Take undone",
  repair_delete_undone: "Repair delete undone",
  game_delete_undone: "Game delete undone",
};

/** The sentence of an Undo, or null for another action. */
export function describeUndoActivity(action: string, entityId: string | null, d: Record<string, unknown>) {
  const repair = `repair #${entityId ?? "?"}`;
  switch (action) {
    case "repair_resolve_undone":
      return `Undid resolving ${repair}${typeof d.to === "string" ? `, machine back to ${d.to}` : ""}`;
    case "repair_take_undone":
      return `Undid taking ${repair}`;
    case "repair_delete_undone":
      return `Undid deleting ${repair}`;
    case "game_delete_undone":
      return `Undid deleting the game${typeof d.name === "string" ? ` "${d.name}"` : ""}`;
    default:
      return null;
  }
}
