import { z } from "zod";
import { REQUEST_INVALID, type FieldErrors, type FormResult } from "~/utils/forms";
import type { DayException, WeeklyHours } from "./hours";
import { formText as text, ticked } from "../shared/fields";
import { optionalText } from "../shared/fields.schema";

/**
 * The forms of Admin Hours: the week's regular hours and one special day. One
 * schema each, used by the browser for instant messages and by the action for the truth. Times are the
 * museum's wall clock ("HH:MM" from a time input), so no time zone is involved. Nothing here may import
 * server code.
 */

// --- Texts (the product names none for these fields, so they follow the event form's) ---

/** The spec's refusal of a staff member's save, shown before Access Denied's 'Only managers can ...'. */
export const HOURS_POST_DENIED = "User not authorized to update business hours";
export { HOURS_LOAD_FAILED } from "./hours";
export const HOURS_SAVE_FAILED = "Failed to save business hours. Please try again.";
export const OPEN_REQUIRED = "Open time is required";
export const CLOSE_REQUIRED = "Close time is required";
export const CLOSE_AFTER_OPEN = "Close time must be after open time";
export const TIME_INVALID = "Enter a time such as 11:00";
export const DATE_REQUIRED = "Date is required";
export const DATE_INVALID = "Enter a date such as 2026-12-24";
export const DATE_PAST = "Date must be today or later";
export const SPECIAL_SAVE_FAILED = "Failed to save special hours. Please try again.";
export const SPECIAL_DELETE_FAILED = "Failed to delete special hours";
export const SPECIAL_DELETE_CONFIRM = "Are you sure you want to delete these special hours?";

export const REASON_MAX = 200;

// --- Schemas -------------------------------------------------------------------

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDate(value: string) {
  if (!DATE_RE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

type Times = { isClosed: boolean; openTime: string; closeTime: string };

/** Open and close are needed unless the day is closed, and the museum closes after it opens (no day runs past midnight). */
function checkTimes(value: Times, ctx: z.RefinementCtx, names = { open: "openTime", close: "closeTime" }) {
  if (value.isClosed) return;
  const open = value.openTime;
  const close = value.closeTime;
  if (!open) ctx.addIssue({ code: "custom", path: [names.open], message: OPEN_REQUIRED });
  else if (!TIME_RE.test(open)) ctx.addIssue({ code: "custom", path: [names.open], message: TIME_INVALID });
  if (!close) ctx.addIssue({ code: "custom", path: [names.close], message: CLOSE_REQUIRED });
  else if (!TIME_RE.test(close)) ctx.addIssue({ code: "custom", path: [names.close], message: TIME_INVALID });
  else if (TIME_RE.test(open) && close <= open)
    ctx.addIssue({ code: "custom", path: [names.close], message: CLOSE_AFTER_OPEN });
}

/** A time input may add seconds ("11:00:00"); the stored form is HH:MM. */
const timeText = z
  .string()
  .trim()
  .max(8, TIME_INVALID)
  .transform((v) => (/^\d{2}:\d{2}:00$/.test(v) ? v.slice(0, 5) : v));

const dayTimes = z.object({ isClosed: z.boolean(), openTime: timeText, closeTime: timeText });

/** The week's regular hours: seven rows, Sunday (0) first, saved together. */
export const weeklyHoursSchema = z
  .object({ days: z.array(dayTimes.superRefine((v, ctx) => checkTimes(v, ctx))).length(7) })
  .transform(({ days }): WeeklyHours[] =>
    days.map((d, day) => ({
      day_of_week: day,
      open_time: d.isClosed ? null : d.openTime,
      close_time: d.isClosed ? null : d.closeTime,
      is_closed: d.isClosed,
    })),
  );

export type WeeklyHoursValues = z.input<typeof weeklyHoursSchema>;

/** A special day from `today` on (museum date): the admin list shows only those, so an earlier one would vanish on save. */
export function specialHoursSchema(today: string) {
  return z
    .object({
      date: z
        .string()
        .trim()
        .min(1, DATE_REQUIRED)
        .refine(isCalendarDate, DATE_INVALID)
        .refine((v) => v >= today, DATE_PAST),
      // The entry being edited, when its date is changed: it moves rather than being copied.
      previousDate: z
        .string()
        .trim()
        .transform((v) => (isCalendarDate(v) ? v : null)),
      isClosed: z.boolean(),
      openTime: timeText,
      closeTime: timeText,
      reason: optionalText("Reason", REASON_MAX),
    })
    .superRefine((v, ctx) => checkTimes(v, ctx))
    .transform((v): DayException & { previousDate: string | null } => ({
      date: v.date,
      open_time: v.isClosed ? null : v.openTime,
      close_time: v.isClosed ? null : v.closeTime,
      is_closed: v.isClosed,
      reason: v.reason,
      previousDate: v.previousDate === v.date ? null : v.previousDate,
    }));
}

export type SpecialHoursInput = z.output<ReturnType<typeof specialHoursSchema>>;
export type SpecialHoursValues = z.input<ReturnType<typeof specialHoursSchema>>;

/** The date of an entry to delete. */
export const specialDateSchema = z.string().trim().refine(isCalendarDate, REQUEST_INVALID);

// --- Form values -------------------------------------------------------------------

/** Field names of one weekday's row: `openTime-3` is Wednesday's open time. */
export const dayField = (field: keyof Times, day: number) => `${field}-${day}`;

export function weeklyHoursValues(form: FormData): WeeklyHoursValues {
  return {
    days: Array.from({ length: 7 }, (_, day) => ({
      isClosed: ticked(form, dayField("isClosed", day)),
      openTime: text(form, dayField("openTime", day)),
      closeTime: text(form, dayField("closeTime", day)),
    })),
  };
}

export function specialHoursValues(form: FormData): SpecialHoursValues {
  return {
    date: text(form, "date"),
    previousDate: text(form, "previousDate"),
    isClosed: ticked(form, "isClosed"),
    openTime: text(form, "openTime"),
    closeTime: text(form, "closeTime"),
    reason: text(form, "reason"),
  };
}

/** What the week's form starts with: the stored hours (times as HH:MM). */
export const weeklyHoursToValues = (week: WeeklyHours[]): WeeklyHoursValues => ({
  days: week.map((d) => ({
    isClosed: d.is_closed,
    openTime: d.open_time?.slice(0, 5) ?? "",
    closeTime: d.close_time?.slice(0, 5) ?? "",
  })),
});

export const specialHoursToValues = (s: DayException): SpecialHoursValues => ({
  date: s.date,
  previousDate: s.date,
  isClosed: s.is_closed,
  openTime: s.open_time?.slice(0, 5) ?? "",
  closeTime: s.close_time?.slice(0, 5) ?? "",
  reason: s.reason ?? "",
});

export const EMPTY_SPECIAL_VALUES: SpecialHoursValues = {
  date: "",
  previousDate: "",
  isClosed: true,
  openTime: "",
  closeTime: "",
  reason: "",
};

/** First message per field, keyed by the field's name in the form (a weekday's row: `closeTime-3`). */
export function hoursFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, day, field] = issue.path;
    const key =
      first === "days" && typeof day === "number" ? dayField(field as keyof Times, day) : String(first ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

// --- What the page's action answers ------------------------------------------------

export type AdminHoursIntent =
  "save-hours" | "save-special" | "delete-special" | "save-announcement" | "delete-announcement";

export type AdminHoursResult = FormResult<string, AdminHoursIntent>;
