import type { DB } from "~/utils/db.server";
import { cyclePath } from "./maintenance";
import { audit, type Actor } from "../audit/audit.server";
import { UNDO_INVALID, UNDO_MOVED_ON } from "../shared/undo";
import { offerUndo, readUndo } from "../shared/undo-token.server";
import { UNDO_DONE_INTENT } from "./done";
import type { CycleRefusal } from "./done.server";

/**
 * Undo of Mark done (docs/design.md#confirmations-and-undo): the done row goes and the claim it cleared comes
 * back, for the person who did it, within the undo window, and only while that done is still the cycle's last.
 */

type Claim = { assignedTo: number; assignedAt: string } | null;
/** What the ticket holds: the done row, and the claim it cleared. The ticket's id is the machine's. */
type DoneBefore = { taskId: number; doneId: number; claim: Claim };

export function doneUndoOffer(taskId: number, gameId: number, doneId: number, actor: Actor, at: string, claim: Claim) {
  const page = cyclePath(taskId, gameId);
  const before: DoneBefore = { taskId, doneId, claim };
  return offerUndo(page, UNDO_DONE_INTENT, { kind: "maintenance-done", id: gameId, by: actor.id, at, before });
}

export async function undoDone(
  trx: DB,
  cycle: { taskId: number; gameId: number },
  token: string | undefined,
  actor: Actor,
  now = Date.now(),
): Promise<{ ok: true; message: string } | CycleRefusal> {
  const read = readUndo<DoneBefore>(token, { kind: "maintenance-done", id: cycle.gameId, userId: actor.id }, now);
  if (!read.ok) return read;
  const { before, at } = read.ticket;
  if (before.taskId !== cycle.taskId) return { ok: false, status: 400, error: UNDO_INVALID };
  const last = await trx
    .selectFrom("maintenance_done as d")
    .innerJoin("maintenance_tasks as t", "t.id", "d.task_id")
    .innerJoin("games as g", "g.id", "d.game_id")
    .select(["d.id", "d.done_at", "t.title", "g.name"])
    .where("d.task_id", "=", cycle.taskId)
    .where("d.game_id", "=", cycle.gameId)
    .orderBy("d.done_at", "desc")
    .orderBy("d.id", "desc")
    .executeTakeFirst();
  if (!last || last.id !== before.doneId || last.done_at !== at)
    return { ok: false, status: 409, error: UNDO_MOVED_ON };
  await trx.deleteFrom("maintenance_done").where("id", "=", last.id).execute();
  if (before.claim)
    await trx
      .insertInto("maintenance_claims")
      .values({
        task_id: cycle.taskId,
        game_id: cycle.gameId,
        assigned_to: before.claim.assignedTo,
        assigned_at: before.claim.assignedAt,
      })
      .onConflict((oc) => oc.columns(["task_id", "game_id"]).doNothing())
      .execute();
  await audit(trx, {
    action: "maintenance_done_undone",
    userId: actor.id,
    entity: "maintenance_cycle",
    entityId: `${cycle.taskId}-${cycle.gameId}`,
    details: { doneId: last.id, taskId: cycle.taskId, gameId: cycle.gameId, title: last.title, gameName: last.name },
    ip: actor.ip,
  });
  return { ok: true, message: `Undone: ${last.title} on ${last.name} is no longer marked done.` };
}
