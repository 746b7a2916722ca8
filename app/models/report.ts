import { z } from "zod";
import { emailField } from "./newsletter";

/** Spec section 8 (Repairs). */
export const REPORT_FAILURE = "Failed to submit repair report. Please try again or contact staff.";
export const REPORT_GAME_ID_MISSING = "Game ID is missing";
export const REPORT_GAME_NOT_FOUND = "Game not found";
export const REPORT_COMMENT_REQUIRED = "Please describe the problem";

/** Spec section 5 "Repair comment": required and trimmed; reporter name and e-mail are optional. */
export const ReportSchema = z.object({
  comment: z.string({ error: REPORT_COMMENT_REQUIRED }).trim().min(1, REPORT_COMMENT_REQUIRED).max(2000, "Please keep the description under 2000 characters"),
  reporterName: z
    .string()
    .trim()
    .max(100, "Please use at most 100 characters")
    .transform((v) => (v === "" ? null : v)),
  reporterEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || emailField.safeParse(v).success, "Please enter a valid email address")
    .transform((v) => (v === "" ? null : v)),
});

export type ReportInput = z.output<typeof ReportSchema>;

export const REPORT_FIELDS = ["comment", "reporterName", "reporterEmail"] as const;

export function reportFormValues(form: FormData) {
  return Object.fromEntries(REPORT_FIELDS.map((k) => [k, String(form.get(k) ?? "")])) as Record<(typeof REPORT_FIELDS)[number], string>;
}

/** The gameId query parameter as a positive integer, or null when it is not one. */
export function parseGameId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
