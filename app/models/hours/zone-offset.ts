import { tzOffset } from "@date-fns/tz";

/*
 * A time zone's UTC offset at an instant, for arithmetic over many instants (a due list of thousands of cycles).
 * Each Intl lookup is slow, and a zone's offset changes at most once a day: each UTC day's offset at its start
 * and at its end are kept, and a day whose two differ (a DST change) is left to the calendar.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Days kept per process before the memo starts again: a few years of one museum's zone. */
const KEPT = 4_000;

const zones = new Map<string, Map<number, readonly [number, number]>>();

/**
 * The zone's offset from UTC in milliseconds (New York in winter: -5 hours) all through the UTC day of `at`; null on
 * a day the offset changes, where the calendar's own rules decide.
 */
export function steadyOffset(timeZone: string, at: number) {
  const day = Math.floor(at / DAY);
  let days = zones.get(timeZone);
  if (!days) zones.set(timeZone, (days = new Map()));
  let ends = days.get(day);
  if (!ends) {
    if (days.size >= KEPT) days.clear();
    ends = [tzOffset(timeZone, new Date(day * DAY)), tzOffset(timeZone, new Date((day + 1) * DAY))];
    days.set(day, ends);
  }
  return ends[0] === ends[1] ? ends[0] * MINUTE : null;
}
