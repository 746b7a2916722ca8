import { COUNTER_KEY_ACTION_LABELS, describeCounterKeyActivity } from "./counter-key-activity";
import { describeMaintenanceDoneActivity, MAINTENANCE_DONE_ACTION_LABELS } from "./done-activity";
import { describeTaskActivity, TASK_ACTION_LABELS } from "./task-activity";

/** How the Activity screen names and tells preventive maintenance's changes (models/audit/activity.ts). */
export const MAINTENANCE_ACTION_LABELS = {
  ...TASK_ACTION_LABELS,
  ...COUNTER_KEY_ACTION_LABELS,
  ...MAINTENANCE_DONE_ACTION_LABELS,
};

export const describeMaintenanceActivity = (action: string, d: Record<string, unknown>) =>
  describeTaskActivity(action, d) ??
  describeCounterKeyActivity(action, d) ??
  describeMaintenanceDoneActivity(action, d);
