import { formatTimeRange } from "~/utils/time";

/** The exact text users must see wherever the hours would be when they cannot be read. */
export const HOURS_LOAD_FAILED = "Failed to load business hours";

export type WeeklyHours = {
  day_of_week: number;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean;
};
export type DayException = {
  date: string;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean;
  reason: string | null;
};

/** Seven rows, Sunday first, with a Closed row for any missing day. */
export function fullWeek(weekly: WeeklyHours[]): WeeklyHours[] {
  return Array.from(
    { length: 7 },
    (_, day) =>
      weekly.find((w) => w.day_of_week === day) ?? {
        day_of_week: day,
        open_time: null,
        close_time: null,
        is_closed: true,
      },
  );
}

/** How far ahead every page's hours announce a special day: today and the six days after it. */
export const SPECIAL_DAYS_AHEAD = 7;

/** A museum calendar date (yyyy-MM-dd) `days` later: calendar arithmetic, no time zone involved. */
export function addCalendarDays(date: string, days: number) {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The week and the special days of the coming week, as every page's hours show them. */
export type HoursAhead = { weekly: WeeklyHours[]; special: DayException[] };

export type SpecialDayNotice = { date: string; label: string; hours: string; reason: string | null };

/**
 * The special days from `today` (the museum's date) through the next six, each as a visitor reads it,
 * "Thu Nov 26: Closed — Thanksgiving". Cheap enough for the browser: no formatting library.
 */
export function specialDaysAhead(
  special: DayException[],
  today: string,
  days = SPECIAL_DAYS_AHEAD,
): SpecialDayNotice[] {
  const end = addCalendarDays(today, days);
  return special
    .filter((s) => s.date >= today && s.date < end)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => {
      const [y, m, d] = s.date.split("-").map(Number);
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      return {
        date: s.date,
        label: `${SHORT_DAYS[weekday]} ${SHORT_MONTHS[m - 1]} ${d}`,
        hours: s.is_closed ? "Closed" : formatTimeRange(s.open_time, s.close_time),
        reason: s.reason?.trim() || null,
      };
    });
}
