import { z } from "zod";
import type { MailKind } from "~/utils/mail.server";

/** The Failed Mail screen's texts and form. Zod and texts only: the browser loads this too. */

export const MAIL_INTENTS = ["retry", "retry-all", "dismiss"] as const;
export type MailIntent = (typeof MAIL_INTENTS)[number];

export const MailActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("retry"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("retry-all") }),
  z.object({ intent: z.literal("dismiss"), id: z.coerce.number().int().positive() }),
]);

export const MAIL_RETRY_FAILED = "Failed to queue the mail again. Please try again.";
export const MAIL_DISMISS_FAILED = "Failed to dismiss the mail. Please try again.";
export const MAIL_GONE =
  "This mail is no longer waiting here: someone else retried or dismissed it. The list is up to date now.";
export const MAIL_NOT_RESENT = "This mail held a one-time link, which is never sent again.";
export const NO_FAILED_MAIL = "No failed mail. Everything queued has been sent or is still being tried.";

export const retriedText = (count: number) =>
  count === 1
    ? "Queued again: it goes out on the outbox's next run, within a minute."
    : `${count} mails queued again: they go out on the outbox's next run, within a minute.`;
export const DISMISSED_TEXT = "Dismissed: it is no longer listed here.";

export const failedMailSummary = (count: number) =>
  count === 1 ? "1 mail could not be sent" : `${count} mails could not be sent`;

/** What each kind of mail was, in a manager's words. */
export const MAIL_KIND_LABELS: Record<MailKind | "other", string> = {
  contact: "Contact message notice",
  report: "Issue report notice",
  inquiry: "Buyer inquiry notice",
  password_reset: "Password reset link",
  newsletter_confirm: "Newsletter confirmation link",
  newsletter: "Newsletter",
  staff_account: "Staff account notice",
  repair_notice: "Repair notice to a staff member",
  repair_digest: "Daily repair digest",
  fixed_notice: "Machine fixed notice to a visitor",
  test: "Test e-mail",
  other: "E-mail",
};

/** Where what the visitor sent is kept, whatever became of the mail about it (docs/departures.md#nothing-lost). */
export const MAIL_KIND_KEPT: Partial<Record<MailKind, { to: string; label: string }>> = {
  contact: { to: "/admin/messages", label: "The message itself is in Messages" },
  report: { to: "/repairs", label: "The report itself is on the Repair Dashboard" },
  inquiry: { to: "/admin/buyer-inquiries", label: "The inquiry itself is in Buyer Inquiries" },
};

/** A one-time link is never sent again (it may have expired, or may be used by now): what to do instead. */
export function notResentAdvice(kind: string | null, to: string) {
  if (kind === "password_reset") return `Ask ${to} to request a new link: "Forgot your password?" on the sign-in page.`;
  if (kind === "newsletter_confirm")
    return `${to} can sign up again at the bottom of any page to get a new confirmation link.`;
  return `Ask ${to} to ask for a new one.`;
}
