import { z } from "zod";
import { emailField } from "./newsletter";

/**
 * Spec section 8: the inquiry success text reads 'Your purchase request/offer has been
 * submitted successfully! We will contact you soon.' The slash marks alternatives, as
 * elsewhere in that catalogue ('Failed to fetch/add/delete knowledge item'), so the
 * message names the kind the buyer sent.
 */
export const inquirySuccessMessage = (type: InquiryType) =>
  `Your ${type === "purchase" ? "purchase request" : "offer"} has been submitted successfully! We will contact you soon.`;
export const INQUIRY_FAILURE = "Failed to submit inquiry. Please try again.";
export const INQUIRY_NOT_FOR_SALE = "This game is not listed for sale at a set price. You can make an offer instead.";
export const INQUIRY_GAME_GONE = "This game is no longer available.";

export const INQUIRY_TYPES = ["purchase", "offer"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TITLES: Record<InquiryType, string> = { purchase: "Purchase Inquiry", offer: "Make an Offer" };

const optionalText = (max: number, message: string) =>
  z
    .string()
    .default("")
    .pipe(z.string().trim().max(max, message))
    .transform((v) => (v === "" ? null : v));

/** Dollars with at most two decimals (spec: step 0.01); "$1,250.50" is accepted as typed. */
const AMOUNT_RE = /^\d{1,8}(\.\d{1,2})?$/;
export const OFFER_AMOUNT_ERROR = "Please enter a valid amount, for example 750 or 750.50";

/** Spec section 5 "Buyer form": name, email, message required; phone optional; offer amount optional (offers only). */
export const InquirySchema = z
  .object({
    gameId: z.coerce.number({ error: INQUIRY_GAME_GONE }).int(INQUIRY_GAME_GONE).positive(INQUIRY_GAME_GONE),
    inquiryType: z.enum(INQUIRY_TYPES, { error: INQUIRY_FAILURE }),
    name: z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name").max(100, "Please use at most 100 characters"),
    email: emailField,
    phone: optionalText(30, "Please enter a valid phone number").refine(
      (v) => v === null || (/^[\d\s()+.-]+$/.test(v) && v.replace(/\D/g, "").length >= 7),
      "Please enter a valid phone number",
    ),
    // Absent on a purchase form: the field is shown only for offers.
    offerAmount: z
      .string()
      .default("")
      .transform((v) => v.trim())
      .transform((v) => v.replace(/^\$/, "").replace(/,/g, ""))
      .refine((v) => v === "" || (AMOUNT_RE.test(v) && Number(v) > 0), OFFER_AMOUNT_ERROR)
      .transform((v) => (v === "" ? null : Number(v))),
    message: z.string({ error: "Please enter a message" }).trim().min(1, "Please enter a message").max(2000, "Please keep the message under 2000 characters"),
  })
  // The amount is asked for only on offers; a purchase never stores one.
  .transform((v) => (v.inquiryType === "purchase" ? { ...v, offerAmount: null } : v));

export type InquiryInput = z.output<typeof InquirySchema>;

/** The form's field names, shared by the modal, the no-JavaScript form and the action. */
export const INQUIRY_FIELDS = ["gameId", "inquiryType", "name", "email", "phone", "offerAmount", "message"] as const;

export function inquiryFormValues(form: FormData) {
  return Object.fromEntries(INQUIRY_FIELDS.map((k) => [k, String(form.get(k) ?? "")])) as Record<(typeof INQUIRY_FIELDS)[number], string>;
}

export type InquiryResult =
  | { ok: true; message: string; inquiryType: InquiryType }
  | { ok: false; message: string | null; fieldErrors: Record<string, string>; values: Record<string, string> };
