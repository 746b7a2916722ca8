import { z } from "zod";
import type { ReportNotice } from "~/db/schema";

/**
 * Who hears what: each staff member chooses which visitors' reports and staff repairs are mailed to
 * them as they come (users.notify_reports), and whether the morning digest comes (users.notify_digest).
 * Browser and server share this.
 */

export const REPORT_NOTICES = ["all", "urgent", "none"] as const satisfies readonly ReportNotice[];

export const REPORT_NOTICE_LABELS: Record<ReportNotice, string> = {
  all: "Every new report",
  urgent: "Only safety and Unplayable",
  none: "Nothing",
};

export const DIGEST_LABEL = "A daily digest at opening time";
export const CHOOSE_REPORT_NOTICE_MESSAGE = "Choose which new reports are mailed to you.";
export const BAD_DIGEST_MESSAGE = "The daily digest is either ticked or not.";
export const REPAIR_MAIL_SAVED_MESSAGE = "Repair mail saved.";
export const REPAIR_MAIL_FAILED_MESSAGE = "Your repair mail choice could not be saved. Please try again.";

/** A ticked box posts "on"; an unticked one posts nothing. */
export const RepairMailSchema = z.object({
  notifyReports: z.enum(REPORT_NOTICES, { error: CHOOSE_REPORT_NOTICE_MESSAGE }),
  notifyDigest: z
    .enum(["on"], { error: BAD_DIGEST_MESSAGE })
    .optional()
    .transform((value) => value === "on"),
});

export type RepairMailField = "notifyReports" | "notifyDigest";
export type RepairMail = z.output<typeof RepairMailSchema>;
