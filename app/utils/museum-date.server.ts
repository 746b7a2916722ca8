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

/** A museum calendar date ('2026-12-03', as stored for "expected back") as people read it: 'Dec 3, 2026'. */
export function formatMuseumDay(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  return format(new Date(year, month - 1, day), MUSEUM_DATE_FORMATS.day);
}
