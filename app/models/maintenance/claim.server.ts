import { staffName } from "~/models/account/staff-name";
import { getConfig } from "~/utils/config.server";
import { inTransaction, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { readDueList, type DueRow } from "./due-list.server";

/**
 * 'Take it' on a maintenance cycle (docs/product.md#maintenance): one claim per cycle, taken over by whoever
 * takes it next, cleared when the cycle is done (done.server.ts).
 */

/** The cycle of one task on one machine as the due list reads it, or null when the task is not set for it. */
export async function readCycle(
  db: DB,
  taskId: number,
  gameId: number,
  now = Date.now(),
  timeZone = getConfig().timeZone,
) {
  const [row] = await readDueList(db, { taskId, gameId }, now, timeZone);
  return (row as DueRow | undefined) ?? null;
}

export type TakeAnswer = { ok: true; previous: string | null } | { ok: false };

export async function takeCycle(db: DB, taskId: number, gameId: number, actor: Actor, now = Date.now()) {
  return inTransaction(db, async (trx): Promise<TakeAnswer> => {
    const cycle = await readCycle(trx, taskId, gameId, now);
    if (!cycle) return { ok: false };
    const before = await trx
      .selectFrom("maintenance_claims as c")
      .innerJoin("users as u", "u.id", "c.assigned_to")
      .select(["c.assigned_to", "u.name", "u.email"])
      .where("c.task_id", "=", taskId)
      .where("c.game_id", "=", gameId)
      .executeTakeFirst();
    if (before?.assigned_to === actor.id) return { ok: true, previous: null };
    const assigned = { assigned_to: actor.id, assigned_at: new Date(now).toISOString() };
    await trx
      .insertInto("maintenance_claims")
      .values({ task_id: taskId, game_id: gameId, ...assigned })
      .onConflict((oc) => oc.columns(["task_id", "game_id"]).doUpdateSet(assigned))
      .execute();
    const previous = before ? staffName(before.name, before.email) : null;
    await audit(trx, {
      action: "maintenance_taken",
      userId: actor.id,
      entity: "maintenance_cycle",
      entityId: `${taskId}-${gameId}`,
      details: {
        taskId,
        gameId,
        title: cycle.title,
        gameName: cycle.gameName,
        ...(previous ? { from: previous } : {}),
      },
      ip: actor.ip,
    });
    return { ok: true, previous };
  });
}
