import { z } from "zod";
import type { FieldErrors } from "~/utils/forms";
import { emailField } from "./newsletter";

/** Spec section 8. */
export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** Spec section 5: name, email (email format) and message are required. */
export const ContactSchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters`),
  email: emailField,
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message.toLocaleString("en-US")} characters`),
});

export type ContactInput = z.infer<typeof ContactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: ContactField[] = ["name", "email", "message"];

/** What the contact action hands back; `values` lets a page rendered without JavaScript keep what was typed. */
export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; message?: string; fieldErrors?: FieldErrors; values?: Partial<Record<ContactField, string>> };

/**
 * Browser side of the contact action: when the request itself fails (network
 * gone, server unreachable) the form shows the spec's failure text and keeps
 * what was typed, instead of replacing the page with an error screen.
 */
export async function contactClientAction<T>(serverAction: () => Promise<T>): Promise<T | ContactResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: CONTACT_FAILURE };
  }
}
