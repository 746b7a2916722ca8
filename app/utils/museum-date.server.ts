import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { getConfig } from "./config.server";

/**
 * How the site writes a moment for people to read: on the museum's wall clock (MUSEUM_TIMEZONE), whatever zone
 * the server or the reader's browser is in. Server-only on purpose: loaders send the finished label, so no date
 * or time-zone library ships with a page (the footer and the first load of public pages stay without one).
 */
export const MUSEUM_DATE_FORMATS = {
  /** 'Mar 4, 2026' */
  day: "MMM d, yyyy",
  /** 'Mar 4, 2026 3:15 PM': the spec's repair date format, and every other moment staff read. */
  dateTime: "MMM d, yyyy h:mm a",
  /** '3:15 PM' */
  time: "h:mm a",
  /** 'Saturday, July 11, 2026': an event's or a special day's date written out. */
  longDay: "EEEE, MMMM d, yyyy",
} as const;

export type MuseumDateFormat = keyof typeof MUSEUM_DATE_FORMATS;

/** An instant (ISO text, epoch milliseconds or a Date) as the museum's clock shows it. */
export function formatMuseumDate(
  when: string | number | Date,
  style: MuseumDateFormat = "dateTime",
  timeZone = getConfig().timeZone,
) {
  return format(new TZDate(new Date(when).getTime(), timeZone), MUSEUM_DATE_FORMATS[style]);
}

/**
 * A museum calendar date ('2026-12-03', as stored for an event, a special day or "expected back"), read as the
 * calendar day it names with no time zone involved: 'Dec 3, 2026', or in another date-fns `pattern`
 * ('EEE, MMM d'); 'No date' when the text is not a date.
 */
export function formatMuseumDay(date: string, pattern: string = MUSEUM_DATE_FORMATS.day) {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!ymd) return "No date";
  return format(new Date(Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])), pattern);
}
