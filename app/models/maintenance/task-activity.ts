import { TRASH_DAYS } from "../game/game-trash";

/** How the Activity screen names and tells the maintenance tasks' changes (models/audit/activity.ts). */
export const TASK_ACTION_LABELS = {
  maintenance_task_created: "Maintenance task added",
  maintenance_task_updated: "Maintenance task edited",
  maintenance_task_deleted: "Maintenance task deleted",
  maintenance_task_delete_undone: "Maintenance task delete undone",
  maintenance_task_restored: "Maintenance task restored from the Trash",
  maintenance_task_purged: "Maintenance task removed for good",
  maintenance_starter_set_added: "Maintenance starter set added",
};

/** The sentence of a maintenance task's change, or null for another action. */
export function describeTaskActivity(action: string, d: Record<string, unknown>): string | null {
  const title = typeof d.title === "string" ? ` "${d.title}"` : "";
  switch (action) {
    case "maintenance_task_created":
      return `Added the maintenance task${title}`;
    case "maintenance_task_updated":
      return `Edited the maintenance task${title}`;
    case "maintenance_task_deleted":
      return `Deleted the maintenance task${title}`;
    case "maintenance_task_delete_undone":
      return `Undid deleting the maintenance task${title}`;
    case "maintenance_task_restored":
      return `Restored the maintenance task${title} from the Trash`;
    case "maintenance_task_purged":
      return `Removed the maintenance task${title} for good, ${TRASH_DAYS} days after it went to the Trash`;
    case "maintenance_starter_set_added": {
      const types = Array.isArray(d.types) ? d.types.join(" and ") : "some types";
      return `Added the maintenance starter set for ${types}: ${Number(d.added) || 0} added, ${Number(d.there) || 0} there already`;
    }
    default:
      return null;
  }
}
