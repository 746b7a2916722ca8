import { z } from "zod";
import type { EventType } from "~/db/schema";
import { DATE_INVALID, isCalendarDate } from "../hours/hours.schema";
import { amountText, formText } from "../shared/fields";
import { money, requiredText } from "../shared/fields.schema";

/**
 * The event form, used by the browser and by the action: title, description, date and
 * time (the museum's wall clock), type, and the one fee that type has. Nothing here may import server code.
 */

export const EVENT_TYPES: EventType[] = ["event", "tournament"];
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/** The form's checks and the exact texts users must see (docs/product.md#texts-checks-and-limits). */
export const TITLE_REQUIRED = "Title is required";
export const DESCRIPTION_REQUIRED = "Description is required";
export const DATE_REQUIRED = "Date is required";
export const TIME_REQUIRED = "Time is required";
export const REGISTRATION_FEE_NEGATIVE = "Registration fee cannot be negative";
export const ADMISSION_FEE_NEGATIVE = "Admission fee cannot be negative";
export const EVENT_SAVE_FAILED = "Failed to save event. Please try again.";
export const EVENT_DELETE_FAILED = "Failed to delete event";
export const EVENT_DELETE_CONFIRM = "Are you sure you want to delete this event?";

export const TIME_INVALID = "Enter a time such as 19:00";
export const TYPE_INVALID = "Choose Special Event or Tournament";

export const eventFormSchema = z
  .object({
    title: requiredText("Title", TITLE_REQUIRED, TITLE_MAX),
    description: requiredText("Description", DESCRIPTION_REQUIRED, DESCRIPTION_MAX),
    date: z.string().trim().min(1, DATE_REQUIRED).refine(isCalendarDate, DATE_INVALID),
    // A browser may add seconds; the museum's clock here is hours and minutes.
    time: z
      .string()
      .trim()
      .min(1, TIME_REQUIRED)
      .transform((v) => (/^\d{2}:\d{2}:00$/.test(v) ? v.slice(0, 5) : v))
      .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), TIME_INVALID),
    type: z.enum(EVENT_TYPES as [EventType, ...EventType[]], TYPE_INVALID),
    registrationFee: z.string(),
    admissionFee: z.string(),
  })
  // Only the fee of the chosen type is read and kept: a tournament has a registration fee, an event an admission fee.
  .transform((v, ctx) => {
    const tournament = v.type === "tournament";
    const fee = tournament
      ? money(REGISTRATION_FEE_NEGATIVE).safeParse(v.registrationFee)
      : money(ADMISSION_FEE_NEGATIVE).safeParse(v.admissionFee);
    if (!fee.success) {
      ctx.addIssue({
        code: "custom",
        path: [tournament ? "registrationFee" : "admissionFee"],
        message: fee.error.issues[0].message,
      });
      return z.NEVER;
    }
    return {
      title: v.title,
      description: v.description,
      date: v.date,
      time: v.time,
      type: v.type,
      registration_fee: tournament ? fee.data : null,
      admission_fee: tournament ? null : fee.data,
    };
  });

export type EventInput = z.output<typeof eventFormSchema>;
export type EventValues = z.input<typeof eventFormSchema>;

const FIELDS = ["title", "description", "date", "time", "type", "registrationFee", "admissionFee"] as const;

export function eventValues(form: FormData): EventValues {
  return Object.fromEntries(FIELDS.map((f) => [f, formText(form, f)])) as EventValues;
}

export const NEW_EVENT: EventValues = {
  title: "",
  description: "",
  date: "",
  time: "",
  type: "event",
  registrationFee: "",
  admissionFee: "",
};

export const eventToValues = (e: {
  title: string;
  description: string;
  date: string;
  time: string;
  type: string;
  registrationFee: number | null;
  admissionFee: number | null;
}): EventValues => ({
  title: e.title,
  description: e.description,
  date: e.date,
  time: e.time,
  type: e.type === "tournament" ? "tournament" : "event",
  registrationFee: amountText(e.registrationFee),
  admissionFee: amountText(e.admissionFee),
});

export type AdminEventsIntent = "save-event" | "delete-event";
