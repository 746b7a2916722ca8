import { z } from "zod";
import { toOneLine } from "../shared/one-line";

export const emailField = z
  .string({ error: "Please enter your email address" })
  .overwrite(toOneLine)
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

export const NewsletterSchema = z.object({ email: emailField });
