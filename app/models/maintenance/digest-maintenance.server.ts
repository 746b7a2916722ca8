import type { DB } from "~/utils/db.server";
import { readDueList } from "./due-list.server";
import type { DueRow } from "./due-list.server";
import { overdueBy } from "./overdue-by";

/**
 * The daily digest's maintenance: the cycles that fell due in the period the digest covers (their due point
 * after `since`, up to now), and the ones still overdue from before it. Both come from the due list; a cycle done
 * is in neither.
 */
export async function digestMaintenance(db: DB, since: Date, now: Date) {
  const overdue = await readDueList(db, { state: "overdue" }, now.getTime());
  const fellDue = (row: DueRow) => row.dueAt! > since.getTime();
  return { fellDue: overdue.filter(fellDue), stillOverdue: overdue.filter((row) => !fellDue(row)) };
}

/** One line of the mail: "- Medieval Madness: Wax the playfield, SAFETY, overdue 3 days, taken by Sam". */
export const maintenanceLine = (row: DueRow, now: Date) =>
  `- ${row.gameName}: ${row.title}${row.safety ? ", SAFETY" : ""}, overdue ${overdueBy(row.dueAt!, now.getTime())}${row.assignee ? `, taken by ${row.assignee}` : ""}`;
