import { z } from "zod";
import { EMAIL_INVALID } from "../shared/fields";
import { emailField } from "../shared/fields.schema";
import { REPORT_COMMENT_REQUIRED } from "./report";
import { toOneLine } from "../shared/one-line";

/** Spec section 5 "Repair comment": required and trimmed; reporter name and e-mail are optional. */
export const ReportSchema = z.object({
  comment: z
    .string({ error: REPORT_COMMENT_REQUIRED })
    .trim()
    .min(1, REPORT_COMMENT_REQUIRED)
    .max(2000, "Please keep the description under 2000 characters"),
  reporterName: z
    .string()
    .overwrite(toOneLine)
    .trim()
    .max(100, "Please use at most 100 characters")
    .transform((v) => (v === "" ? null : v)),
  reporterEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || emailField.safeParse(v).success, EMAIL_INVALID)
    .transform((v) => (v === "" ? null : v)),
});

export type ReportInput = z.output<typeof ReportSchema>;
