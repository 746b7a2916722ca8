// Zod-free on purpose: the browser imports these texts with the page; the schemas
// (and zod) live in ./newsletter.schema and load only when a form is submitted.
export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Check your email to confirm.";
export const NEWSLETTER_FAILURE = "Failed to subscribe. Please try again later.";
