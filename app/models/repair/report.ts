// Zod-free on purpose: the browser imports these with the page; ReportSchema (and zod)
// lives in ./report.schema and loads only when the form is submitted.
import { formFields } from "../shared/fields";

/** Spec section 8 (Repairs). */
export const REPORT_FAILURE = "Failed to submit repair report. Please try again or contact staff.";
export const REPORT_GAME_ID_MISSING = "Game ID is missing";
export const REPORT_GAME_NOT_FOUND = "Game not found";
export const REPORT_COMMENT_REQUIRED = "Please describe the problem";

export const REPORT_FIELDS = ["comment", "reporterName", "reporterEmail"] as const;

export const reportFormValues = (form: FormData) => formFields(form, REPORT_FIELDS);

/** The gameId query parameter as a positive integer, or null when it is not one. */
export function parseGameId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
