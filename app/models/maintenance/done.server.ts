import { getConfig } from "~/utils/config.server";
import { inTransaction, lockForWrite, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { photoOf } from "../repair/thread";
import { readCycle, takeCycle } from "./claim.server";
import {
  CYCLE_GONE,
  doneMessage,
  nextDueIn,
  skippedWithoutReason,
  STEPS_UNTICKED,
  takenMessage,
  UNDO_DONE_INTENT,
} from "./done";
import type { CyclePost, DonePost } from "./done.schema";
import { isLate } from "./due";
import { doneUndoOffer, undoDone } from "./done-undo.server";
import type { UndoOffer } from "../shared/undo";

/**
 * Doing a maintenance task on one machine (docs/product.md#maintenance): one `maintenance_done` row closes the
 * cycle with its due point then (from the engine), whether that was late, and the play counter then; the claim
 * goes, and the next interval starts from now (the reader starts every cycle at its last done).
 */

/** Why a cycle's post changed nothing: its status and message, and the field it names. */
export type CycleRefusal = { ok: false; status: number; error: string; fieldErrors?: Record<string, string> };
export type DoneAnswer = { ok: true; message: string; doneId: number; undo: UndoOffer } | CycleRefusal;

export async function markDone(
  db: DB,
  cycleOf: { taskId: number; gameId: number },
  post: Omit<DonePost, "intent">,
  actor: Actor,
  now = Date.now(),
  timeZone = getConfig().timeZone,
) {
  const { taskId, gameId } = cycleOf;
  return inTransaction(db, async (trx): Promise<DoneAnswer> => {
    // Two people marking the same cycle done at once close it once each, in turn, never both from the same start.
    await lockForWrite(trx, "maintenance_done");
    const cycle = await readCycle(trx, taskId, gameId, now, timeZone);
    if (!cycle) return { ok: false, status: 404, error: CYCLE_GONE };
    if (skippedWithoutReason(cycle.steps.length, post.steps, post.note))
      return { ok: false, status: 400, error: STEPS_UNTICKED, fieldErrors: { steps: STEPS_UNTICKED } };
    const doneAt = new Date(now).toISOString();
    const counter = await trx
      .selectFrom("play_readings")
      .select(["reading", "plays_total"])
      .where("game_id", "=", gameId)
      .where("read_at", "<=", doneAt)
      .orderBy("read_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const ticked = new Set(post.steps);
    const late = isLate(now, cycle.dueAt);
    const { id } = await trx
      .insertInto("maintenance_done")
      .values({
        task_id: taskId,
        game_id: gameId,
        done_at: doneAt,
        done_by: actor.id,
        minutes: post.minutes,
        note: post.note,
        steps_done: JSON.stringify(cycle.steps.filter((_, i) => ticked.has(i)).map((step) => step.text)),
        photos: JSON.stringify(post.photos.map(photoOf)),
        due_at: cycle.dueAt === null ? null : new Date(cycle.dueAt).toISOString(),
        late,
        plays_at_done: counter?.reading ?? null,
        plays_total_at_done: counter?.plays_total ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const claim = await trx
      .deleteFrom("maintenance_claims")
      .where("task_id", "=", taskId)
      .where("game_id", "=", gameId)
      .returning(["assigned_to", "assigned_at"])
      .executeTakeFirst();
    await audit(trx, {
      action: "maintenance_done",
      userId: actor.id,
      entity: "maintenance_cycle",
      entityId: `${taskId}-${gameId}`,
      details: { doneId: id, taskId, gameId, title: cycle.title, gameName: cycle.gameName, late },
      ip: actor.ip,
    });
    const next = await readCycle(trx, taskId, gameId, now, timeZone);
    const before = claim ? { assignedTo: claim.assigned_to, assignedAt: claim.assigned_at } : null;
    return {
      ok: true,
      message: doneMessage(cycle.title, cycle.gameName, next && nextDueIn(next.uses)),
      doneId: id,
      undo: doneUndoOffer(taskId, gameId, id, actor, doneAt, before),
    };
  });
}

/** One post of the cycle page, inside the transaction that keeps its answer: Take it, Mark done or its Undo. */
export async function runCyclePost(
  trx: DB,
  cycle: { taskId: number; gameId: number },
  post: CyclePost,
  actor: Actor,
): Promise<{ ok: true; message: string; undo?: UndoOffer } | CycleRefusal> {
  if (post.intent === "done") return markDone(trx, cycle, post, actor);
  if (post.intent === UNDO_DONE_INTENT) return undoDone(trx, cycle, post.undo, actor);
  const taken = await takeCycle(trx, cycle.taskId, cycle.gameId, actor);
  return taken.ok ? { ok: true, message: takenMessage(taken.previous) } : { ok: false, status: 404, error: CYCLE_GONE };
}
