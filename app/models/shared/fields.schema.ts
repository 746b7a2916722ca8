import { z } from "zod";
import {
  AMOUNT_INVALID,
  AMOUNT_TOO_HIGH,
  EMAIL_INVALID,
  EMAIL_MAX,
  EMAIL_REQUIRED,
  FEE_MAX,
  VISITOR_MESSAGE_REQUIRED,
  VISITOR_NAME_REQUIRED,
  tooLong,
} from "./fields";
import { toOneLine } from "./one-line";

/**
 * The zod field builders the forms' schemas share. Only *.schema.ts modules import this, so zod reaches a
 * public page's browser only when one of its forms loads its schema.
 */

/** A visitor's e-mail: one line (it reaches a staff mail's headers), trimmed, required and well formed. */
export const emailField = z
  .string({ error: EMAIL_REQUIRED })
  .overwrite(toOneLine)
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(EMAIL_MAX, EMAIL_INVALID)
  .pipe(z.email(EMAIL_INVALID));

/** A visitor's name: one line (it reaches a staff mail's subject), trimmed and required. */
export const visitorNameField = (max: number, tooLongMessage: string) =>
  z
    .string({ error: VISITOR_NAME_REQUIRED })
    .overwrite(toOneLine)
    .trim()
    .min(1, VISITOR_NAME_REQUIRED)
    .max(max, tooLongMessage);

/** A visitor's message, trimmed and required; line breaks are kept. */
export const visitorMessageField = (max: number, tooLongMessage: string) =>
  z.string({ error: VISITOR_MESSAGE_REQUIRED }).trim().min(1, VISITOR_MESSAGE_REQUIRED).max(max, tooLongMessage);

/** A back-office text that must be given: trimmed, `required` when empty, 'Label must be N characters or fewer'. */
export const requiredText = (label: string, required: string, max: number) =>
  z.string().trim().min(1, required).max(max, tooLong(label, max));

/** A back-office text that may be left empty (then null), with the same cap message. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .transform((v) => v || null);

/** A row id posted by a form of ours (a PostgreSQL integer). */
export const rowIdField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * An optional amount: empty is null (an empty fee is stored as null, not 0), a negative one gets `negative` (the
 * field's own text), and at most two decimals (the forms' step 0.01).
 */
export const money = (negative: string) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === "") return;
      if (/^-\s*\d/.test(v)) ctx.addIssue({ code: "custom", message: negative });
      else if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) ctx.addIssue({ code: "custom", message: AMOUNT_INVALID });
      else if (Number(v) > FEE_MAX) ctx.addIssue({ code: "custom", message: AMOUNT_TOO_HIGH });
    })
    .transform((v) => (v === "" ? null : Number(v)));

/** An amount that must be given. */
export const requiredMoney = (required: string, negative: string) =>
  money(negative)
    .refine((v) => v !== null, required)
    .transform((v) => v as number);
