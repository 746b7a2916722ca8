import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { addCalendarDays } from "../hours/hours";
import { museumClock } from "../hours/museum-clock";
import { DEFAULT_PRESET, MAX_RANGE_DAYS, STATS_PRESETS, type StatsPreset, type StatsRange } from "./stats-range";

const DATE_FORMAT = "Enter dates as YYYY-MM-DD, for example 2026-03-01.";
export const RANGE_ERRORS = {
  format: DATE_FORMAT,
  both: "Choose both a start date and an end date.",
  order: "The start date must be on or before the end date.",
  future: "The end date cannot be after today.",
  long: `Choose a range of at most ${MAX_RANGE_DAYS} days.`,
  preset: `Choose the last ${STATS_PRESETS.join(", ")} days or a range of dates.`,
} as const;

// 2026-02-30 has the form; a real date comes back unchanged from the calendar.
const calendarDate = z
  .string()
  .refine((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addCalendarDays(date, 0) === date, DATE_FORMAT);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** `?range=`: one of the presets. */
export const presetSchema = z.object({
  range: z.enum(STATS_PRESETS.map(String) as [string, ...string[]], { error: RANGE_ERRORS.preset }),
});

/** `?from=&to=`: two real dates in order, at most a year apart (checked against today after). */
export const datesSchema = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((r) => r.from <= r.to, RANGE_ERRORS.order)
  .refine((r) => daysBetween(r.from, r.to) < MAX_RANGE_DAYS, RANGE_ERRORS.long);

/** The last `days` museum days, today included. */
export function lastDays(days: number, now: Date, timeZone: string): StatsRange {
  const today = museumClock(now, timeZone).date;
  return { preset: null, from: addCalendarDays(today, 1 - days), to: today };
}

export function presetRange(preset: StatsPreset, now: Date, timeZone: string): StatsRange {
  return { ...lastDays(preset, now, timeZone), preset };
}

/**
 * The range a query asks for, or the default (the last 30 days) with the reason it was refused. No query at
 * all is the default without a message.
 */
export function parseStatsRange(
  params: URLSearchParams,
  now: Date,
  timeZone: string,
): { range: StatsRange; error: string | null } {
  const fallback = (error: string | null) => ({ range: presetRange(DEFAULT_PRESET, now, timeZone), error });
  const range = params.get("range");
  const from = params.get("from");
  const to = params.get("to");
  if (range === null && !from && !to) return fallback(null);
  if (range === null && (!from || !to)) return fallback(RANGE_ERRORS.both);
  if (range !== null) {
    const preset = presetSchema.safeParse({ range });
    if (!preset.success) return fallback(preset.error.issues[0].message);
    return { range: presetRange(Number(preset.data.range) as StatsPreset, now, timeZone), error: null };
  }
  const parsed = datesSchema.safeParse({ from, to });
  if (!parsed.success) return fallback(parsed.error.issues[0].message);
  if (parsed.data.to > museumClock(now, timeZone).date) return fallback(RANGE_ERRORS.future);
  return { range: { preset: null, ...parsed.data }, error: null };
}

/**
 * The range as instants: from the museum's midnight that starts `from` to the one that ends `to`, or to now
 * while `to` is today (the rest of the day has not happened).
 */
export function rangeInstants(range: StatsRange, now: Date, timeZone: string) {
  const midnight = (date: string) => {
    const [y, m, d] = date.split("-").map(Number);
    return new TZDate(y, m - 1, d, 0, 0, timeZone).getTime();
  };
  const end = Math.min(midnight(addCalendarDays(range.to, 1)), now.getTime());
  return { from: new Date(midnight(range.from)).toISOString(), to: new Date(end).toISOString() };
}
