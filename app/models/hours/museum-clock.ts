import { TZDate } from "@date-fns/tz";
import type { DayException, WeeklyHours } from "./hours";

/*
 * The two rules that need the museum's time zone in the browser (the home card's "open now"). Kept apart
 * from hours.ts so that every page's footer, which shows the hours, does not carry a time-zone library.
 */

/** The museum's wall clock: date, weekday and HH:MM in its own time zone. */
export function museumClock(now: Date, timeZone: string) {
  // TZDate's getters read the wall clock of its zone; no formatting library needed in the browser for this.
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    dayOfWeek: local.getDay(),
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/**
 * A special-hours entry for today overrides the week when it says closed or gives both
 * times. Otherwise today's weekday entry applies; no entry, closed. Null on a closed day.
 */
export function todaysHours(weekly: WeeklyHours[], special: DayException[], now: Date, timeZone: string) {
  const clock = museumClock(now, timeZone);
  const exception = special.find((s) => s.date === clock.date);
  if (exception?.is_closed) return null;
  const today =
    exception?.open_time && exception.close_time ? exception : weekly.find((w) => w.day_of_week === clock.dayOfWeek);
  if (!today || today.is_closed || !today.open_time || !today.close_time) return null;
  return { clock, open: today.open_time.slice(0, 5), close: today.close_time.slice(0, 5) };
}

/** Open from the open time, closed from the close time on. */
export function isOpenNow(weekly: WeeklyHours[], special: DayException[], now: Date, timeZone: string) {
  const today = todaysHours(weekly, special, now, timeZone);
  return today !== null && today.clock.time >= today.open && today.clock.time < today.close;
}
