import { z } from "zod";
import { INQUIRY_FAILURE, INQUIRY_GAME_GONE, INQUIRY_TYPES, OFFER_AMOUNT_ERROR } from "./inquiry";
import { emailField, visitorMessageField, visitorNameField } from "../shared/fields.schema";
import { toOneLine } from "../shared/one-line";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .default("")
    .pipe(z.string().overwrite(toOneLine).trim().max(max, message))
    .transform((v) => (v === "" ? null : v));

/** Dollars with at most two decimals (the field's step is 0.01); "$1,250.50" is accepted as typed. */
const AMOUNT_RE = /^\d{1,8}(\.\d{1,2})?$/;

/** The buyer form: name, email, message required; phone optional; offer amount optional (offers only). */
export const InquirySchema = z
  .object({
    gameId: z.coerce.number({ error: INQUIRY_GAME_GONE }).int(INQUIRY_GAME_GONE).positive(INQUIRY_GAME_GONE),
    inquiryType: z.enum(INQUIRY_TYPES, { error: INQUIRY_FAILURE }),
    name: visitorNameField(100, "Please use at most 100 characters"),
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
    message: visitorMessageField(2000, "Please keep the message under 2000 characters"),
  })
  // The amount is asked for only on offers; a purchase never stores one.
  .transform((v) => (v.inquiryType === "purchase" ? { ...v, offerAmount: null } : v));

export type InquiryInput = z.output<typeof InquirySchema>;
