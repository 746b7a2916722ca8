import { TZDate } from "@date-fns/tz";
import type { GameStatus } from "~/db/schema";
import { addCalendarDays, type DayException, type WeeklyHours } from "../hours/hours";
import { museumClock } from "../hours/museum-clock";

/*
 * Repair Stats' uptime and repair times (docs/product.md#repair-stats), as pure arithmetic over instants (epoch
 * milliseconds). Everything that needs the museum's calendar goes through `openingSpans`, which builds the opening
 * hours in the museum's own zone, so a DST change or the server's zone cannot shift an hour.
 */

export const AVAILABILITY_DEFINITION =
  "Availability is the share of the museum's opening hours in the period during which a machine was Operational and on the floor; hours when the museum is closed and time in the Warehouse count neither way.";
export const TIME_TO_REPAIR_DEFINITION =
  "Time to repair runs from the moment a machine left Operational to the moment it was Operational again, counted in opening hours and in calendar hours, for repairs finished in the period.";

/**
 * What the Time to repair card says under its figures: how many returns to Operational it timed and, when the
 * Repair Dashboard resolved a different number of repairs in the period, why the two differ.
 */
export function repairsTimedNote(timed: number, resolved: number) {
  const finished =
    timed === 0
      ? "No machine came back to Operational in this period."
      : `${timed === 1 ? "1 repair" : `${timed} repairs`} finished in this period.`;
  if (timed === resolved) return [finished];
  return [
    finished,
    `${resolved === 1 ? "1 repair was" : `${resolved} repairs were`} resolved on the Repair Dashboard in this period. Only a machine's return to Operational is timed: a repair that left its machine playable, or whose machine is not back yet, has no time to count; repairs ended by one return count once; a machine set back to Operational by hand counts too.`,
  ];
}
export const TIME_TO_TRIAGE_DEFINITION =
  "Time to triage runs from a visitor's report to the first thing a staff member did about it (triage, taking it, a work entry, resolving it), counted in opening hours and in calendar hours.";

/** A half-open stretch of time [start, end), in epoch milliseconds. */
export type Span = { start: number; end: number };
export type StatusChange = { at: number; to: GameStatus };

const MINUTE = 60_000;

/**
 * The museum's opening hours within [from, to), one span per open day, by the rule
 * `todaysHours` applies: a special day overrides the weekday when it says closed or gives both times.
 */
export function openingSpans(
  weekly: WeeklyHours[],
  special: DayException[],
  from: number,
  to: number,
  timeZone: string,
): Span[] {
  if (to <= from) return [];
  const spans: Span[] = [];
  const last = museumClock(new Date(to - 1), timeZone).date;
  for (let date = museumClock(new Date(from), timeZone).date; date <= last; date = addCalendarDays(date, 1)) {
    const [y, m, d] = date.split("-").map(Number);
    const exception = special.find((s) => s.date === date);
    if (exception?.is_closed) continue;
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    const day =
      exception?.open_time && exception.close_time ? exception : weekly.find((w) => w.day_of_week === weekday);
    if (!day || day.is_closed || !day.open_time || !day.close_time) continue;
    // TZDate reads the wall-clock time in the museum's zone, so 10:00 is 10:00 on both sides of a DST change.
    const at = (time: string) => {
      const [h, min] = time.split(":").map(Number);
      return new TZDate(y, m - 1, d, h, min, timeZone).getTime();
    };
    const start = Math.max(at(day.open_time), from);
    const end = Math.min(at(day.close_time), to);
    if (end > start) spans.push({ start, end });
  }
  return spans;
}

/** Minutes of `span` that fall inside the `within` spans (sorted and disjoint, as `openingSpans` makes them). */
export function overlapMinutes(span: Span, within: Span[]) {
  let ms = 0;
  for (let i = firstEndingAfter(within, span.start); i < within.length && within[i].start < span.end; i++)
    ms += Math.min(span.end, within[i].end) - Math.max(span.start, within[i].start);
  return ms / MINUTE;
}

/**
 * The instant at which `minutes` of the `within` spans (sorted and disjoint) have passed since `from`: a
 * maintenance interval counted in opening hours. Null when the spans end first.
 */
export function afterOpenMinutes(from: number, minutes: number, within: Span[]): number | null {
  let left = minutes * MINUTE;
  for (let i = firstEndingAfter(within, from); i < within.length; i++) {
    const start = Math.max(from, within[i].start);
    const length = within[i].end - start;
    if (left <= length) return start + left;
    left -= length;
  }
  return null;
}

/**
 * The index of the first of the sorted, disjoint `spans` that ends after `at` (a binary search): a year of
 * opening hours is walked from there, not from its first day, for each of thousands of status spans.
 */
export function firstEndingAfter(spans: Span[], at: number) {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (spans[mid].end <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A machine's statuses over [from, to). `before` is its status before the first change (null: the game did
 * not exist yet, so that time counts neither way). Changes at the same instant: the last one stands.
 */
export function statusSpans(
  before: GameStatus | null,
  changes: StatusChange[],
  from: number,
  to: number,
): (Span & { status: GameStatus | null })[] {
  const spans: (Span & { status: GameStatus | null })[] = [];
  let status = before;
  let since = -Infinity;
  const push = (until: number) => {
    const start = Math.max(since, from);
    const end = Math.min(until, to);
    if (end > start) spans.push({ start, end, status });
  };
  for (const change of sortChanges(changes)) {
    push(change.at);
    status = change.to;
    since = change.at;
  }
  push(Infinity);
  return spans;
}

/**
 * The machine's repairs that finished in [from, to): each stretch from leaving Operational to being
 * Operational again, in full even when it began before `from`. A stretch whose start is not recorded (down
 * since before the first row, or created broken) has no length to report, so it is left out.
 */
export function finishedRepairs(before: GameStatus | null, changes: StatusChange[], from: number, to: number): Span[] {
  const repairs: Span[] = [];
  let status = before;
  let downSince: number | null = null;
  for (const change of sortChanges(changes)) {
    if (status === "Operational" && change.to !== "Operational") downSince = change.at;
    if (status !== "Operational" && change.to === "Operational") {
      if (downSince !== null && change.at >= from && change.at < to) repairs.push({ start: downSince, end: change.at });
      downSince = null;
    }
    status = change.to;
  }
  return repairs;
}

function sortChanges(changes: StatusChange[]) {
  // Array.prototype.sort is stable, so rows at the same instant keep the order they were written in.
  return [...changes].sort((a, b) => a.at - b.at);
}

export type RepairTime = { openMinutes: number; calendarMinutes: number };

export type MachineInput = {
  from: number;
  to: number;
  /** Opening spans from the earliest finished repair's start (or `from`) to `to`. */
  open: Span[];
  /** On the floor (location Replay); a machine elsewhere has no open minutes to be up or down in. */
  onFloor: boolean;
  before: GameStatus | null;
  changes: StatusChange[];
};

export type MachineUptime = {
  minutesOpen: number;
  minutesUp: number;
  availability: number | null;
  repairs: RepairTime[];
  /** Open and up minutes on each open day of the period, in the order of `periodDays(open, from, to)`. */
  openByDay: number[];
  upByDay: number[];
};

/** The opening spans that fall in [from, to), one per open day. */
export function periodDays(open: Span[], from: number, to: number): Span[] {
  return open.filter((s) => s.end > from && s.start < to);
}

export function machineUptime(input: MachineInput): MachineUptime {
  const days = periodDays(input.open, input.from, input.to);
  const openByDay = days.map(() => 0);
  const upByDay = days.map(() => 0);
  if (input.onFloor) {
    for (const span of statusSpans(input.before, input.changes, input.from, input.to)) {
      // Before the game existed it was neither up nor down.
      if (span.status === null) continue;
      for (let i = firstEndingAfter(days, span.start); i < days.length && days[i].start < span.end; i++) {
        const minutes = (Math.min(span.end, days[i].end) - Math.max(span.start, days[i].start)) / MINUTE;
        openByDay[i] += minutes;
        if (span.status === "Operational") upByDay[i] += minutes;
      }
    }
  }
  const minutesOpen = sum(openByDay);
  const minutesUp = sum(upByDay);
  const repairs = finishedRepairs(input.before, input.changes, input.from, input.to).map((r) =>
    repairTime(r, input.open),
  );
  return { minutesOpen, minutesUp, availability: ratio(minutesUp, minutesOpen), repairs, openByDay, upByDay };
}

export type DayFigure = { date: string; minutesOpen: number; minutesUp: number; availability: number | null };

/**
 * The collection's availability on each open day of the period (`days` from `periodDays`), from the
 * machines' own per-day minutes: no pass over the history per day. Closed days have no figure to give.
 */
export function dailyAvailability(days: Span[], machines: MachineUptime[], timeZone: string): DayFigure[] {
  return days.map((day, i) => {
    let minutesOpen = 0;
    let minutesUp = 0;
    for (const machine of machines) {
      minutesOpen += machine.openByDay[i];
      minutesUp += machine.upByDay[i];
    }
    return {
      date: museumClock(new Date(day.start), timeZone).date,
      minutesOpen,
      minutesUp,
      availability: ratio(minutesUp, minutesOpen),
    };
  });
}

export function repairTime(span: Span, open: Span[]): RepairTime {
  return { openMinutes: overlapMinutes(span, open), calendarMinutes: (span.end - span.start) / MINUTE };
}

export type TimeSummary = {
  count: number;
  meanOpenMinutes: number | null;
  medianOpenMinutes: number | null;
  meanCalendarMinutes: number | null;
  medianCalendarMinutes: number | null;
};

export function summarizeTimes(times: RepairTime[]): TimeSummary {
  const open = times.map((t) => t.openMinutes);
  const calendar = times.map((t) => t.calendarMinutes);
  return {
    count: times.length,
    meanOpenMinutes: mean(open),
    medianOpenMinutes: median(open),
    meanCalendarMinutes: mean(calendar),
    medianCalendarMinutes: median(calendar),
  };
}

/** The collection's availability weighs each machine by its open minutes, not each machine equally. */
export function collectionUptime(machines: Pick<MachineUptime, "minutesOpen" | "minutesUp" | "repairs">[]) {
  const minutesOpen = sum(machines.map((m) => m.minutesOpen));
  const minutesUp = sum(machines.map((m) => m.minutesUp));
  return {
    minutesOpen,
    minutesUp,
    availability: ratio(minutesUp, minutesOpen),
    repairs: summarizeTimes(machines.flatMap((m) => m.repairs)),
  };
}

function sum(values: number[]) {
  return values.reduce((a, b) => a + b, 0);
}

export function mean(values: number[]) {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: number[]) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ratio(part: number, whole: number) {
  return whole > 0 ? part / whole : null;
}
