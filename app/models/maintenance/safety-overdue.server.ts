import type { DB } from "~/utils/db.server";
import { readDueList } from "./due-list.server";
import { cyclePath } from "./maintenance";
import { overdueBy } from "./overdue-by";
import type { SafetyOverdue } from "./safety-overdue";

/** The safety-related tasks overdue on one machine, the longest overdue first: its staff page shows each. */
export async function readSafetyOverdue(db: DB, gameId: number, now: Date): Promise<SafetyOverdue[]> {
  const overdue = await readDueList(db, { gameId, state: "overdue" }, now.getTime());
  return overdue
    .filter((row) => row.safety)
    .map((row) => ({
      taskId: row.taskId,
      title: row.title,
      overdueBy: overdueBy(row.dueAt!, now.getTime()),
      path: cyclePath(row.taskId, row.gameId),
    }));
}
