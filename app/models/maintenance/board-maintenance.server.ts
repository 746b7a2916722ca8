import { boardAge, BOARD_ROWS, cutTo, type BoardList } from "~/models/board/board";
import type { DB } from "~/utils/db.server";
import type { BoardMaintenanceRow } from "./board-maintenance";
import { readDueList } from "./due-list.server";

/**
 * The workshop board's overdue maintenance: the due list's overdue cycles, safety-related ones first, then the
 * longest overdue. Part of the board's data, so the board's change signal (a hash of it) moves when a cycle is
 * done or a reading makes one overdue.
 */
export async function readBoardMaintenance(db: DB, now: Date): Promise<BoardList<BoardMaintenanceRow>> {
  const overdue = await readDueList(db, { state: "overdue" }, now.getTime());
  const rows = overdue
    .map((row) => ({ row, minutes: (now.getTime() - row.dueAt!) / 60_000 }))
    // The due list is already longest overdue first; a stable sort keeps that within each group.
    .sort((a, b) => Number(b.row.safety) - Number(a.row.safety))
    .map(({ row, minutes }): BoardMaintenanceRow => ({
      key: `${row.taskId}:${row.gameId}`,
      task: row.title,
      game: row.gameName,
      overdue: boardAge(minutes),
      safety: row.safety,
      takenBy: row.assignee,
    }));
  return cutTo(rows, BOARD_ROWS.maintenance);
}
