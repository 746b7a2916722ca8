import { z } from "zod";

/** Amounts in dollars typed into the back office (fees, prices, gift cards). Browser-safe. */

export const FEE_MAX = 100000;
export const AMOUNT_INVALID = "Enter an amount such as 15 or 15.50";
export const AMOUNT_TOO_HIGH = `Enter an amount up to ${FEE_MAX}`;

/**
 * An optional amount: empty is null (spec: "empty fees saved as null"), a negative one gets `negative` (the
 * spec's text for that field), and at most two decimals (the forms' step 0.01).
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

/** How a stored amount goes back into its field: 15 or 15.50. */
export const amountText = (amount: number | null) =>
  amount == null ? "" : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
