import { z } from "zod";
import { emailField } from "../shared/fields.schema";

export const NewsletterSchema = z.object({ email: emailField });
