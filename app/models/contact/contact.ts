// Zod-free on purpose: the browser imports these with the page; ContactSchema (and zod)
// lives in ./contact.schema and loads only when the form is submitted.
import type { FormResult } from "~/utils/forms";
import { EMAIL_MAX } from "../shared/fields";

/** The exact texts users must see. */
export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again.";

/**
 * The subject of every contact message, stored and in the staff mail, in the exact words the product fixes, whichever
 * page sent it: staff tell the pages apart by `CONTACT_PAGES`, which the message keeps as its `source_page`.
 */
export const CONTACT_SUBJECT = "Contact Form Submission";

/** The pages that carry the contact form, with the name staff read for each. */
export const CONTACT_PAGES = { "/about": "About", "/sell-donate": "Sell/Donate" } as const;
export type ContactSource = keyof typeof CONTACT_PAGES;

/** The name of the page a message came from; an address the form no longer lives on is shown as it is. */
export const contactPageName = (sourcePage: string) =>
  Object.hasOwn(CONTACT_PAGES, sourcePage) ? CONTACT_PAGES[sourcePage as ContactSource] : sourcePage;

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX, message: 5000 } as const;

export const CONTACT_FIELDS = ["name", "email", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

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
