import { TZDate } from "@date-fns/tz";
import { steadyOffset } from "../hours/zone-offset";
import { afterOpenMinutes, overlapMinutes, type Span } from "../stats/uptime";
import { INTERVAL_KINDS, type IntervalKind, type Intervals } from "./maintenance";

/*
 * When a maintenance task falls due on one machine (docs/product.md#maintenance), as pure arithmetic over
 * instants (epoch milliseconds). A cycle starts when the task was last done on the machine (or when the machine
 * joined the task) and is due at the first of its intervals to run out:
 * - days: the same wall-clock time N calendar days later in the museum's zone, so a DST change moves no hour;
 * - opening hours: once N hours of the museum's own opening hours have passed (the spans `openingSpans`
 *   builds for availability, with special days and closures);
 * - plays: at the first counter reading N plays or more past the start (counted by `plays-counted.server.ts`).
 */

/** What the play counter says of a cycle: the plays since it began, and the reading at which they reached its interval. */
export type Played = { plays: number; dueAt: number | null };

export type Cycle = {
  intervals: Intervals;
  /** When the cycle began. */
  start: number;
  /** For a task by plays: its machine's counter since `start`, up to now. */
  played: Played | null;
  /** The museum's opening spans from `start` on, sorted; far enough ahead to find a due point in the future. */
  open: Span[];
  now: number;
  timeZone: string;
};

/** How much of one interval is used: in its own unit (days, hours, plays) and as a share of it. */
export type IntervalUse = { kind: IntervalKind; every: number; used: number; share: number; dueAt: number | null };

/** overdue: past its due point; due: nine tenths or more of an interval used; later: neither. */
export type DueState = "overdue" | "due" | "later";

/** From nine tenths of an interval used on, a task is due: time to plan it before it is overdue. */
export const DUE_SHARE = 0.9;

export type CycleDue = {
  uses: IntervalUse[];
  /** The first due point among the intervals; null while only plays count and too few are known. */
  dueAt: number | null;
  state: DueState;
  /** The largest share used: how far along the cycle is, comparable across units. */
  share: number;
};

const DAY = 86_400_000;

/**
 * `days` calendar days after `from` at the same wall-clock time in the museum's zone. Most cycles cross no DST
 * change, and those are plain arithmetic on the zone's offset; one that does is moved by the change. A cycle that
 * starts or ends on the day of a change is left to the calendar's own rules (a skipped or repeated hour).
 */
export function calendarDaysAfter(from: number, days: number, timeZone: string) {
  const same = from + days * DAY;
  const before = steadyOffset(timeZone, from);
  const after = steadyOffset(timeZone, same);
  if (before !== null && after !== null) {
    const moved = same + before - after;
    if (moved === same || steadyOffset(timeZone, moved) === after) return moved;
  }
  const local = new TZDate(from, timeZone);
  return new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() + days,
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
    timeZone,
  ).getTime();
}

function intervalUse(kind: IntervalKind, every: number, cycle: Cycle): IntervalUse {
  const { start, now } = cycle;
  if (kind === "days") {
    const dueAt = calendarDaysAfter(start, every, cycle.timeZone);
    return { kind, every, used: (now - start) / DAY, share: (now - start) / (dueAt - start), dueAt };
  }
  if (kind === "openHours") {
    const used = overlapMinutes({ start, end: now }, cycle.open) / 60;
    return { kind, every, used, share: used / every, dueAt: afterOpenMinutes(start, every * 60, cycle.open) };
  }
  const { plays, dueAt } = cycle.played ?? { plays: 0, dueAt: null };
  return { kind, every, used: plays, share: plays / every, dueAt };
}

export function cycleDue(cycle: Cycle): CycleDue {
  const uses: IntervalUse[] = [];
  let dueAt: number | null = null;
  let share = 0;
  for (const kind of INTERVAL_KINDS) {
    const every = cycle.intervals[kind];
    if (every === null) continue;
    const used = intervalUse(kind, every, cycle);
    uses.push(used);
    if (used.dueAt !== null && (dueAt === null || used.dueAt < dueAt)) dueAt = used.dueAt;
    share = Math.max(share, used.share);
  }
  const state: DueState = dueAt !== null && cycle.now >= dueAt ? "overdue" : share >= DUE_SHARE ? "due" : "later";
  return { uses, dueAt, state, share };
}

/** A cycle done after its due point was done late; one without a due point yet cannot be. */
export const isLate = (doneAt: number, dueAt: number | null) => dueAt !== null && doneAt > dueAt;
