/**
 * What every form's fields share, without zod: the caps and texts the schemas repeat, the readers that turn
 * posted FormData into a schema's input, and how a stored amount goes back into its field. Browser-safe and
 * light: texts modules that a public page loads with it may import this; the zod builders are in
 * ./fields.schema.
 */

/** The longest address a mail server accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";
export const VISITOR_NAME_REQUIRED = "Please enter your name";
export const VISITOR_MESSAGE_REQUIRED = "Please enter a message";

/** The back office's cap message: 'Title must be 200 characters or fewer'. */
export const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

/** Amounts in dollars typed into the back office (fees, prices, gift cards). */
export const FEE_MAX = 100000;
export const AMOUNT_INVALID = "Enter an amount such as 15 or 15.50";
export const AMOUNT_TOO_HIGH = `Enter an amount up to ${FEE_MAX}`;

/** How a stored amount goes back into its field: 15 or 15.50. */
export const amountText = (amount: number | null) =>
  amount == null ? "" : Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

// --- Reading a posted form: the same in the browser and in an action ---------------

/** A text field's value; a missing field (or a file posted in its place) reads as empty. */
export function formText(form: FormData, key: string) {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
}

/** Every value of a repeated text field (missing parts, images), files left out. */
export const formTexts = (form: FormData, key: string) =>
  form.getAll(key).filter((v): v is string => typeof v === "string");

/** A checkbox: ticked when it was posted with the browser's default value. */
export const ticked = (form: FormData, key: string) => form.get(key) === "on";

/** The named fields as text, for the public forms that echo what was typed back into a page without JavaScript. */
export function formFields<K extends string>(form: FormData, keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, String(form.get(k) ?? "")])) as Record<K, string>;
}
