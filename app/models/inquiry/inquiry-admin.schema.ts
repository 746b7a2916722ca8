import { z } from "zod";
import type { InquiryStatus } from "~/db/schema";
import { formatPrice } from "../game/game";
import type { InquiryType } from "./inquiry";
import { rowIdField as id } from "../shared/fields.schema";
import { parseStatusFilter, statusFilterHref, type StatusFilter } from "../shared/list-filter";

/**
 * The back office's buyer inquiries (Admin Buyer Inquiries): the list's filter,
 * kept in the URL, the status and notes forms, and their exact texts. Browser and server share this.
 */

export const INQUIRY_STATUSES: readonly InquiryStatus[] = ["pending", "responded", "accepted", "declined"];
export type InquiryStatusFilter = InquiryStatus | "all";
export type InquiryFilter = StatusFilter<InquiryStatus>;

export const STATUS_FAILED = "Failed to update inquiry status";
export const NOTES_FAILED = "Failed to save notes";
export const NO_INQUIRIES = "No buyer inquiries yet";
export const NO_MATCHING_INQUIRIES = "No inquiries found matching your criteria";
export const MANAGERS_DECIDE = "Only a manager can accept or decline an inquiry";
export const MANAGERS_NOTES = "Only a manager can read or write private notes";
export const MANAGERS_REOPEN = "Only a manager can change an accepted or declined inquiry";
export const TAKE_OFF_SALE = "Take it off Games For Sale";
export const NOTES_MAX = 5000;
export const NOTES_TOO_LONG = `Notes must be ${NOTES_MAX.toLocaleString("en-US")} characters or fewer`;

/** The screen's buttons, and the status each sets. Accepting or declining is a sale decision: managers only. */
export const STATUS_ACTIONS = [
  { status: "responded", label: "Mark Responded", busyLabel: "Marking Responded...", managerOnly: false },
  { status: "accepted", label: "Accept", busyLabel: "Accepting...", managerOnly: true },
  { status: "declined", label: "Decline", busyLabel: "Declining...", managerOnly: true },
] as const satisfies ReadonlyArray<{ status: InquiryStatus; label: string; busyLabel: string; managerOnly: boolean }>;

export const isManagerDecision = (status: InquiryStatus) =>
  STATUS_ACTIONS.some((a) => a.status === status && a.managerOnly);

/** What the buyer asked for, from the type they chose: an offer may come without an amount. */
export const inquiryKindLabel = ({ inquiryType, offerAmount }: Pick<InquiryView, "inquiryType" | "offerAmount">) =>
  inquiryType === "purchase"
    ? "Purchase at the asking price"
    : offerAmount != null
      ? `Offer: ${formatPrice(offerAmount)}`
      : "Offer, no amount given";

export const parseInquiryParams = (params: URLSearchParams): InquiryFilter =>
  parseStatusFilter(params, INQUIRY_STATUSES);

export const inquiriesHref = (filter: InquiryFilter) => statusFilterHref("/admin/buyer-inquiries", filter);

export const inquiryActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id,
    status: z.enum(["responded", "accepted", "declined"]),
    // The box beside Accept; only an acceptance acts on it.
    takeOffSale: z
      .literal("on")
      .optional()
      .transform((v) => v === "on"),
  }),
  z.object({
    intent: z.literal("notes"),
    id,
    notes: z
      .string()
      .max(NOTES_MAX, NOTES_TOO_LONG)
      .transform((s) => s.trim() || null),
  }),
]);
export type InquiryAction = z.infer<typeof inquiryActionSchema>;

/**
 * An accepted game taken off Games For Sale, which moved it from version `from` to `to` (in a status post's
 * answer): an edit form still at `from` follows it instead of turning stale.
 */
export type OffSale = { from: number; to: number };

/** 'Reply by e-mail': the buyer's address with the game in the subject. */
export const replyHref = (email: string, gameName: string, museum: string) =>
  `mailto:${email}?subject=${encodeURIComponent(`Your inquiry about ${gameName} at ${museum}`)}`;

/** One inquiry as the back office shows it; `notes` is present only in a manager's data. */
export type InquiryView = {
  id: number;
  status: InquiryStatus;
  inquiryType: InquiryType;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  offerAmount: number | null;
  message: string;
  createdAt: string;
  createdLabel: string;
  /** `listed`: on Games For Sale (for sale, or an asking price above zero). */
  game: { id: number; name: string; slug: string; askingPrice: number | null; listed: boolean };
  notes?: string | null;
};
