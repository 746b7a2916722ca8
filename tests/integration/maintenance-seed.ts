import { appendReading } from "~/models/maintenance/plays.server";
import type { DB } from "~/utils/db.server";

/** Maintenance rows for the tests of what shows it around the app: tasks by days on named machines, done, taken. */

export async function seedDaysTask(
  db: DB,
  task: { title: string; everyDays: number; safety?: boolean; gameIds: number[]; addedAt: string },
) {
  const { id } = await db
    .insertInto("maintenance_tasks")
    .values({
      title: task.title,
      steps: JSON.stringify([{ text: task.title, safety: task.safety ?? false }]),
      scope: task.gameIds.length === 1 ? "machine" : "list",
      every_days: task.everyDays,
      every_open_hours: null,
      every_plays: null,
      created_at: task.addedAt,
      updated_at: task.addedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (task.gameIds.length)
    await db
      .insertInto("maintenance_task_games")
      .values(task.gameIds.map((gameId) => ({ task_id: id, game_id: gameId, added_at: task.addedAt })))
      .execute();
  return id;
}

export async function seedDone(
  db: DB,
  done: { taskId: number; gameId: number; doneAt: string; dueAt: string | null; late: boolean },
) {
  await db
    .insertInto("maintenance_done")
    .values({ task_id: done.taskId, game_id: done.gameId, done_at: done.doneAt, due_at: done.dueAt, late: done.late })
    .execute();
}

export async function seedClaim(db: DB, taskId: number, gameId: number, userId: number, at: string) {
  await db
    .insertInto("maintenance_claims")
    .values({ task_id: taskId, game_id: gameId, assigned_to: userId, assigned_at: at })
    .execute();
}

/** The museum's week, in place of whatever hours the database held: open `open`-`close` every day but `closedDay`. */
export async function setWeeklyHours(db: DB, open: string, close: string, closedDay: number) {
  await db.deleteFrom("special_hours").execute();
  await db.deleteFrom("business_hours").execute();
  await db
    .insertInto("business_hours")
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        day_of_week: day,
        open_time: day === closedDay ? null : open,
        close_time: day === closedDay ? null : close,
        is_closed: day === closedDay,
      })),
    )
    .execute();
}

/** A machine's counter readings, oldest first, stored as the app stores them (each with its running total). */
export async function seedReadings(
  db: DB,
  gameId: number,
  readings: { reading: number; readAt: string; note?: string; source?: "staff" | "counter" }[],
) {
  for (const r of readings)
    await appendReading(db, {
      game_id: gameId,
      reading: r.reading,
      read_at: r.readAt,
      note: r.note ?? null,
      source: r.source ?? "staff",
    });
}
