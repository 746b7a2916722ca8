import { z } from "zod";
import { EMAIL_INVALID } from "../shared/fields";
import { emailField } from "../shared/fields.schema";
import { REPORT_COMMENT_REQUIRED } from "./report";
import { toOneLine } from "../shared/one-line";

/** The repair comment is required and trimmed; reporter name and e-mail are optional. */
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

/**
 * The visitor's two questions, as submitVisitorReport takes them. "Can it still be played?" is optional here: a
 * page from before the question sends none (null, counted as Unplayable). "Is anything unsafe?" is a checkbox.
 */
export const VisitorAnswersSchema = z.object({
  playable: z
    .enum(["", "no", "yes"], { error: "Please choose one of the answers" })
    .optional()
    .transform((v) => (v === "yes" ? true : v === "no" ? false : null)),
  unsafe: z
    .string()
    .optional()
    .transform((v) => v === "on"),
});

/** The report form as posted: the spec's fields and the two answers. */
export const ReportFormSchema = ReportSchema.extend(VisitorAnswersSchema.shape);

/** "E-mail me when it is fixed": one address, required. */
export const WatchSchema = z.object({ watchEmail: emailField });
