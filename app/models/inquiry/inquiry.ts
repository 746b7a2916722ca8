// Zod-free on purpose: the browser imports these with the page; InquirySchema (and zod)
// lives in ./inquiry.schema and loads only when the form is submitted.
import type { FormResult } from "~/utils/forms";
import { formFields } from "../shared/fields";

/**
 * The inquiry success text users must see reads 'Your purchase request/offer has been
 * submitted successfully! We will contact you soon.' The slash marks alternatives, as
 * elsewhere in the product's texts ('Failed to fetch/add/delete knowledge item'), so the
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

export const OFFER_AMOUNT_ERROR = "Please enter a valid amount, for example 750 or 750.50";

/** The form's field names, shared by the modal, the no-JavaScript form and the action. */
export const INQUIRY_FIELDS = ["gameId", "inquiryType", "name", "email", "phone", "offerAmount", "message"] as const;

export const inquiryFormValues = (form: FormData) => formFields(form, INQUIRY_FIELDS);

/** The buyer form's answer: on success the thanks for `inquiryType`, else why not and what was typed. */
export type InquiryResult = FormResult<
  (typeof INQUIRY_FIELDS)[number],
  never,
  { message: string; inquiryType: InquiryType }
>;
