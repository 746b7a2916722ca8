import { TZDate } from "@date-fns/tz";
import { museumClock } from "~/models/hours/museum-clock";
import { DEMO_BUSINESS_HOURS } from "./hours";

/*
 * The demo's calendar: museum dates as day numbers (days since 1970-01-01, free of any time zone) and wall-clock
 * times in the museum's zone, so a demo history lands on the same museum days and hours whatever zone the
 * server runs in.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const toDayNumber = (ymd: string) => {
  const [y, m, d] = ymd.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / DAY;
};
export const fromDayNumber = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);
export const weekdayOf = (n: number) => new Date(n * DAY).getUTCDay();

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

/** The museum's calendar around one instant: day numbers and wall-clock instants in its zone. */
export function museumCalendar(timeZone: string) {
  const dayOf = (ms: number) => toDayNumber(museumClock(new Date(ms), timeZone).date);
  const minuteOfDay = (ms: number) => minutesOf(museumClock(new Date(ms), timeZone).time);
  /** The instant of `minute` minutes after midnight on museum day `day`. */
  const at = (day: number, minute: number) => {
    const [y, m, d] = fromDayNumber(day).split("-").map(Number);
    return new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, timeZone).getTime();
  };
  /** The regular opening hours of a museum day, in minutes after midnight; null when closed. */
  const openingOf = (day: number) => {
    const hours = DEMO_BUSINESS_HOURS.find((h) => h.day_of_week === weekdayOf(day));
    if (!hours || hours.is_closed || !hours.open_time || !hours.close_time) return null;
    return { open: minutesOf(hours.open_time), close: minutesOf(hours.close_time) };
  };
  return { dayOf, minuteOfDay, at, openingOf };
}

export type MuseumCalendar = ReturnType<typeof museumCalendar>;

/** The workshop's day: staff work on the machines from 10:00 to 20:00, closed days included. */
export const WORKSHOP = { start: 10 * 60, end: 20 * 60 };
