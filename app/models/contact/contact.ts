// Zod-free on purpose: the browser imports these with the page; ContactSchema (and zod)
// lives in ./contact.schema and loads only when the form is submitted.
import type { z } from "zod";
import type { FormResult } from "~/utils/forms";
import type { ContactSchema } from "./contact.schema";

/** Spec section 8. */
export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type ContactInput = z.infer<typeof ContactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: ContactField[] = ["name", "email", "message"];

/** What the contact action hands back; `values` lets a page rendered without JavaScript keep what was typed. */
export type ContactResult = FormResult<ContactField>;

/**
 * Browser side of the contact action: when the request itself fails (network
 * gone, server unreachable) the form shows the spec's failure text and keeps
 * what was typed, instead of replacing the page with an error screen.
 */
export async function contactClientAction<T>(serverAction: () => Promise<T>): Promise<T | ContactResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: CONTACT_FAILURE };
  }
}
