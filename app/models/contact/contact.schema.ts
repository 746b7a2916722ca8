import { z } from "zod";
import { CONTACT_LIMITS } from "./contact";
import { emailField } from "../newsletter/newsletter.schema";
import { toOneLine } from "../shared/one-line";

/** Spec section 5: name, email (email format) and message are required. */
export const ContactSchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .overwrite(toOneLine)
    .trim()
    .min(1, "Please enter your name")
    .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: emailField,
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(
      CONTACT_LIMITS.message,
      `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`,
    ),
});
