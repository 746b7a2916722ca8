import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import type { AnnouncementType } from "~/db/schema";
import { museumClock } from "../hours/museum-clock";
import { formText, ticked, tooLong } from "../shared/fields";
import { requiredText } from "../shared/fields.schema";

/**
 * The announcement form: message, type, start, end, active. Start and end are the
 * museum's wall clock in the spec's format yyyy-MM-dd'T'HH:mm (a datetime-local input), whatever zone the
 * browser is in; the schema turns them into the UTC instants that are stored. Used by the browser and by
 * the action, with the museum's time zone. Nothing here may import server code.
 */

export const ANNOUNCEMENT_TYPES: AnnouncementType[] = ["info", "warning", "success", "error"];
export const MESSAGE_MAX = 500;

export const MESSAGE_REQUIRED = "Message is required";
export const START_REQUIRED = "Start date is required";
export const END_REQUIRED = "End date is required";
export const DATE_TIME_INVALID = "Enter a date and time such as 2026-12-24T11:00";
export const END_AFTER_START = "End date must be after start date";
export const TYPE_INVALID = "Choose info, warning, success or error";
export const MESSAGE_TOO_LONG = tooLong("Message", MESSAGE_MAX);
/** The spec names no text for this read; this one follows its 'Failed to load ...' messages. */
export const ANNOUNCEMENTS_LOAD_FAILED = "Failed to load announcements";
export const ANNOUNCEMENT_SAVE_FAILED = "Failed to save announcement. Please try again.";
export const ANNOUNCEMENT_DELETE_FAILED = "Failed to delete announcement";
export const ANNOUNCEMENT_DELETE_CONFIRM = "Are you sure you want to delete this announcement?";

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A wall-clock yyyy-MM-dd'T'HH:mm that exists on the calendar (no 2026-02-30T25:00). */
function isLocalDateTime(value: string) {
  const m = LOCAL_RE.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi
  );
}

/** The museum's wall clock (yyyy-MM-dd'T'HH:mm) to the instant it names, as stored (ISO, UTC). */
export function museumLocalToIso(local: string, timeZone: string) {
  const [y, mo, d, h, mi] = LOCAL_RE.exec(local)!.slice(1).map(Number);
  // On the night the clocks go forward a skipped time (02:30) is read as the hour after it, as a wall clock would.
  return new Date(new TZDate(y, mo - 1, d, h, mi, 0, timeZone).getTime()).toISOString();
}

/** A stored instant as the museum's wall clock, the value of a datetime-local input. */
export function isoToMuseumLocal(iso: string, timeZone: string) {
  const clock = museumClock(new Date(iso), timeZone);
  return `${clock.date}T${clock.time}`;
}

const dateTime = (required: string) =>
  z
    .string()
    .trim()
    // A browser may add seconds; the spec's format has none.
    .transform((v) => (/T\d{2}:\d{2}:00(\.0+)?$/.test(v) ? v.slice(0, 16) : v))
    .pipe(z.string().min(1, required).refine(isLocalDateTime, DATE_TIME_INVALID));

export function announcementFormSchema(timeZone: string) {
  return z
    .object({
      message: requiredText("Message", MESSAGE_REQUIRED, MESSAGE_MAX),
      type: z
        .string()
        .trim()
        .transform((v) => v || "info")
        .refine((v) => (ANNOUNCEMENT_TYPES as string[]).includes(v), TYPE_INVALID),
      startDate: dateTime(START_REQUIRED),
      endDate: dateTime(END_REQUIRED),
      isActive: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (
        isLocalDateTime(v.startDate) &&
        isLocalDateTime(v.endDate) &&
        museumLocalToIso(v.endDate, timeZone) <= museumLocalToIso(v.startDate, timeZone)
      ) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: END_AFTER_START });
      }
    })
    .transform((v) => ({
      message: v.message,
      type: v.type as AnnouncementType,
      start_date: museumLocalToIso(v.startDate, timeZone),
      end_date: museumLocalToIso(v.endDate, timeZone),
      is_active: v.isActive,
    }));
}

export type AnnouncementInput = z.output<ReturnType<typeof announcementFormSchema>>;
export type AnnouncementValues = z.input<ReturnType<typeof announcementFormSchema>>;

export const announcementValues = (form: FormData): AnnouncementValues => ({
  message: formText(form, "message"),
  type: formText(form, "type"),
  startDate: formText(form, "startDate"),
  endDate: formText(form, "endDate"),
  isActive: ticked(form, "isActive"),
});

/** The same wall-clock time a week later, so a clock change in between does not shift it by an hour. */
function weekAfter(local: string) {
  const [y, mo, d] = LOCAL_RE.exec(local)!.slice(1, 4).map(Number);
  return `${new Date(Date.UTC(y, mo - 1, d + 7)).toISOString().slice(0, 10)}${local.slice(10)}`;
}

/**
 * A new announcement: type info, active, starting now on the museum's clock. The spec
 * starts the end at now too, which the form can never save (the end must follow the start), so the end
 * is a week later (docs/departures.md#announcement-end).
 */
export function newAnnouncementValues(now: Date, timeZone: string): AnnouncementValues {
  const local = isoToMuseumLocal(now.toISOString(), timeZone);
  return { message: "", type: "info", startDate: local, endDate: weekAfter(local), isActive: true };
}

export const announcementToValues = (
  a: { message: string; type: string; start_date: string; end_date: string; is_active: boolean },
  timeZone: string,
): AnnouncementValues => ({
  message: a.message,
  type: a.type,
  startDate: isoToMuseumLocal(a.start_date, timeZone),
  endDate: isoToMuseumLocal(a.end_date, timeZone),
  isActive: a.is_active,
});

/** The id of an announcement to edit or delete. */
export const announcementIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number);
