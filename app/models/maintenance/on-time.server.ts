import type { DB } from "~/utils/db.server";
import { readDueList } from "./due-list.server";
import { cyclesDueIn, onTimeByMachine, onTimeRate } from "./on-time";

/**
 * The on-time rate over [from, to) (`to` no later than now): the done rows whose due point falls in it, and the
 * open cycles from the due list, on machines in the collection (not the Trash). A task in the Trash keeps
 * what was done: its cycles done count; it has no open ones.
 */
export async function readOnTime(db: DB, period: { from: string; to: string }, now: Date, timeZone: string) {
  const [done, open] = await Promise.all([
    db
      .selectFrom("maintenance_done as d")
      .innerJoin("games as g", "g.id", "d.game_id")
      .select(["d.game_id", "d.due_at", "d.late"])
      .where("d.due_at", ">=", period.from)
      .where("d.due_at", "<", period.to)
      .where("g.deleted_at", "is", null)
      .execute(),
    readDueList(db, {}, now.getTime(), timeZone),
  ]);
  const cycles = cyclesDueIn(
    done.map((d) => ({ gameId: d.game_id, dueAt: Date.parse(d.due_at!), late: Boolean(d.late) })),
    open.map((o) => ({ gameId: o.gameId, dueAt: o.dueAt })),
    { from: Date.parse(period.from), to: Date.parse(period.to) },
  );
  return { collection: onTimeRate(cycles), byGame: onTimeByMachine(cycles) };
}
