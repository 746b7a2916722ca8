import { staffName } from "~/models/account/staff-name";
import type { DB } from "~/utils/db.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import type { ThreadPhoto } from "../repair/thread";

/**
 * A machine's maintenance history (docs/product.md#maintenance): what was done, newest first, written for the
 * page on the server (museum time, colleagues by name), so `MaintenanceHistory` only draws it.
 */

export type HistoryRow = {
  id: number;
  taskId: number;
  title: string;
  doneAt: string;
  doneAtLabel: string;
  who: string;
  minutes: number | null;
  note: string | null;
  photos: ThreadPhoto[];
  late: boolean;
};

export const HISTORY_LIMIT = 50;

const photosOf = (json: string): ThreadPhoto[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as ThreadPhoto[]) : [];
  } catch {
    return [];
  }
};

/** One machine's done tasks, or one task's on it; a task since moved to the Trash keeps its history. */
export async function readMaintenanceHistory(
  db: DB,
  filter: { gameId: number; taskId?: number },
  limit = HISTORY_LIMIT,
): Promise<HistoryRow[]> {
  const rows = await db
    .selectFrom("maintenance_done as d")
    .innerJoin("maintenance_tasks as t", "t.id", "d.task_id")
    .leftJoin("users as u", "u.id", "d.done_by")
    .select([
      "d.id",
      "d.task_id",
      "t.title",
      "d.done_at",
      "d.minutes",
      "d.note",
      "d.photos",
      "d.late",
      "u.name",
      "u.email",
    ])
    .where("d.game_id", "=", filter.gameId)
    .$if(filter.taskId !== undefined, (q) => q.where("d.task_id", "=", filter.taskId!))
    .orderBy("d.done_at", "desc")
    .orderBy("d.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    taskId: row.task_id,
    title: row.title,
    doneAt: row.done_at,
    doneAtLabel: formatMuseumDate(row.done_at),
    who: staffName(row.name, row.email),
    minutes: row.minutes,
    note: row.note,
    photos: photosOf(row.photos),
    late: Boolean(row.late),
  }));
}
