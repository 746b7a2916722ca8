import { z } from "zod";
import { CONTACT_LIMITS, type ContactField } from "./contact";
import { emailField, visitorMessageField, visitorNameField } from "../shared/fields.schema";

/** Name, email (email format) and message are required. */
export const ContactSchema = z.object({
  name: visitorNameField(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: emailField,
  message: visitorMessageField(
    CONTACT_LIMITS.message,
    `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`,
  ),
} satisfies Record<ContactField, z.ZodType>);

export type ContactInput = z.output<typeof ContactSchema>;
