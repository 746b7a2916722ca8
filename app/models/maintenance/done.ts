import type { IntervalUse } from "./due";
import { INTERVAL_UNITS } from "./maintenance";

/**
 * Doing a maintenance task on one machine (docs/product.md#maintenance): the cycle page's texts and the one rule
 * of its checklist, for the browser and the server alike (no zod).
 */

export const DONE_NOTE_MAX = 2000;

/**
 * Every step is ticked, or the note says why one was not: a skipped step is allowed (a part not in stock, a
 * step that does not apply to this machine), a silently skipped one is not.
 */
export const STEPS_UNTICKED = "Tick every step, or say in the note why one was skipped";
export const STEPS_RULE = "Tick each step as you do it. Skipped one? Say why in the note.";
export const STEP_INVALID = "A step could not be read. Please reload the page and try again.";
export const CYCLE_GONE = "This task is no longer set for this machine.";
export const CYCLE_FAILED = "Could not save. Please try again.";

/** Whether the ticked steps leave one out with no note saying why. */
export function skippedWithoutReason(stepCount: number, ticked: readonly number[], note: string | null) {
  const done = new Set(ticked.filter((i) => i >= 0 && i < stepCount));
  return done.size < stepCount && !note;
}

/** 'Take it' said: whose it was, when it was someone else's. */
export const takenMessage = (previous: string | null) =>
  previous ? `Taken over from ${previous}. It is yours now.` : "Taken. It is yours now.";

const amount = (use: Pick<IntervalUse, "kind" | "every" | "used">) => {
  const left = Math.max(0, Math.round(use.every - use.used));
  const unit = INTERVAL_UNITS[use.kind];
  return `${left.toLocaleString("en-US")} ${left === 1 ? unit.one : unit.many}`;
};

/**
 * How long until the next due point, from the new cycle's figures: what is left of the interval that runs out
 * first; while no interval has a due point yet (plays only, no reading since), what is left of each.
 */
export function nextDueIn(uses: readonly IntervalUse[]) {
  const timed = uses.filter((u) => u.dueAt !== null).sort((a, b) => a.dueAt! - b.dueAt!);
  if (timed.length) return amount(timed[0]);
  return uses.map(amount).join(" or ") || null;
}

/** "Done: Wax the playfield on Medieval Madness. Next due in 60 opening hours." */
export const doneMessage = (title: string, gameName: string, next: string | null) =>
  `Done: ${title} on ${gameName}.${next ? ` Next due in ${next}.` : ""}`;

/** The intent the toast's Undo posts after Mark done. */
export const UNDO_DONE_INTENT = "undo-done";

/** How the history marks a task done after its due point. */
export const DONE_LATE = "Done late";
