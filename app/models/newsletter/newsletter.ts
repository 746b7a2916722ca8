// Zod-free on purpose: the browser imports these texts with the page; the schemas
// (and zod) live in ./newsletter.schema and load only when a form is submitted.
export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Check your email to confirm.";
export const NEWSLETTER_FAILURE = "Failed to subscribe. Please try again later.";

/** A confirmation link works once, for 7 days. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type SubscriberStatus = "confirmed" | "pending" | "unsubscribed";

export const CONFIRMED_HEADING = "You're subscribed!";
export const CONFIRMED_TEXT =
  "Thanks for confirming. You'll hear from us about tournaments, events and newly restored machines.";
export const CONFIRM_INVALID_HEADING = "This link has expired or was already used";
export const CONFIRM_INVALID_TEXT =
  "Confirmation links work once, for 7 days. Sign up again at the bottom of any page and we'll send a new one.";
export const UNSUBSCRIBE_HEADING = "Unsubscribe";
export const unsubscribeQuestion = (museum: string) =>
  `Stop getting the ${museum} newsletter at this address? One click below and it's done.`;
export const UNSUBSCRIBE_BUTTON = "Unsubscribe";
export const UNSUBSCRIBED_HEADING = "You're unsubscribed";
export const UNSUBSCRIBED_TEXT =
  "We won't send you the newsletter again. Changed your mind? Sign up again at the bottom of any page.";
export const UNSUBSCRIBE_INVALID_TEXT =
  "This unsubscribe link is not valid. Please use the link from your most recent newsletter e-mail.";
