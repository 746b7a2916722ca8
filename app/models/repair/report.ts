// Zod-free on purpose: the browser imports these with the page; ReportSchema (and zod)
// lives in ./report.schema and loads only when the form is submitted.
import { formFields } from "../shared/fields";

/** The exact texts users must see on a report. */
export const REPORT_FAILURE = "Failed to submit repair report. Please try again or contact staff.";
export const REPORT_GAME_ID_MISSING = "Game ID is missing";
export const REPORT_GAME_NOT_FOUND = "Game not found";
export const REPORT_COMMENT_REQUIRED = "Please describe the problem";
/** A label scanned off the floor (the Warehouse, a machine sold or stored): visitors report only what they can play. */
export const REPORT_NOT_ON_FLOOR =
  "This machine is not on the museum floor, so it cannot be reported here. If you found a problem with it, please tell a member of staff.";

/** The two plain questions before the description. */
export const PLAYABLE_QUESTION = "Can it still be played?";
export const PLAYABLE_CHOICES = [
  { value: "no", label: "No, not at all" },
  { value: "yes", label: "Yes, but something is wrong" },
] as const;
export const UNSAFE_QUESTION = "Is anything unsafe? (sparks, smoke, a burning smell, broken glass, loose wires)";

export const REPORT_FIELDS = ["comment", "reporterName", "reporterEmail", "playable", "unsafe"] as const;

export const reportFormValues = (form: FormData) => formFields(form, REPORT_FIELDS);

/** Which of the page's forms was posted; a post without one is the report (older pages). */
export const VISITOR_INTENTS = ["report", "same-problem", "watch"] as const;
export type VisitorIntent = (typeof VISITOR_INTENTS)[number];
export const visitorIntentOf = (form: FormData): VisitorIntent | null => {
  const value = form.get("intent") ?? "report";
  return VISITOR_INTENTS.find((intent) => intent === value) ?? null;
};

/** "E-mail me when it is fixed" (docs/departures.md#fix-notice). */
export const WATCH_FIELDS = ["watchEmail"] as const;
export const watchFormValues = (form: FormData) => formFields(form, WATCH_FIELDS);
/** How many addresses wait for one machine, and for one sender over all machines (known-issue.server.ts). */
export const WATCHERS_PER_MACHINE = 25;
export const WATCHES_PER_SENDER = 3;
export const WATCH_OPERATIONAL =
  "This machine is playing now, so there is nothing to e-mail you about. If something is wrong with it, please report it.";
export const WATCH_MACHINE_FULL =
  "Enough people are already waiting to hear about this machine. Please look at its page again in a few days.";
export const WATCH_SENDER_FULL = `We already keep ${WATCHES_PER_SENDER} addresses asked for from your connection. Please ask again once one of them has had its mail.`;
export const WATCH_DONE =
  "Thank you. We will e-mail you once, when this machine is playable again, and then delete your address.";

/** The gameId query parameter as a positive integer, or null when it is not one. */
export function parseGameId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
