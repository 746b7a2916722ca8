import { z } from "zod";
import { requiredMoney } from "../shared/fields.schema";
import { tooLong } from "../shared/fields";
import { toOneLine } from "../shared/one-line";
import { STORED_IMAGE_RE } from "~/utils/images";
import type { MuseumSettings } from "./museum-settings";

/**
 * The museum settings form's schema, shared by the screen and its action. Every text is one line (they reach
 * headers, titles, JSON-LD and mail), links are https only, a phone has 7 to 15 digits, prices are money.
 */

export const ROW_LIMITS = { admission: 12, social: 10, offers: 6 } as const;

const line = (label: string, max: number) =>
  z.string().overwrite(toOneLine).trim().min(1, `Enter the ${label.toLowerCase()}`).max(max, tooLong(label, max));
const optionalLine = (label: string, max: number) =>
  z.string().overwrite(toOneLine).trim().max(max, tooLong(label, max));

export const HTTPS_ONLY = "Enter a link that starts with https://";
const httpsUrl = z
  .string()
  .trim()
  .min(1, HTTPS_ONLY)
  .max(500, tooLong("A link", 500))
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === "https:" && Boolean(url.hostname) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, HTTPS_ONLY);

export const PHONE_INVALID = "Enter a phone number such as (561) 555-0100 or +1 561 555 0100";
const phone = z
  .string()
  .overwrite(toOneLine)
  .trim()
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, "")), PHONE_INVALID);

export const YEAR_INVALID = "Enter a year such as 2015";
const PRICE_NEGATIVE = "A price cannot be below 0";

const admissionRow = z.object({
  label: line("Label", 40),
  price: requiredMoney("Enter a price (0 for free)", PRICE_NEGATIVE),
  note: optionalLine("Note", 60),
});
const socialLink = z.object({ platform: line("Platform", 30), url: httpsUrl });
const offer = z.object({ name: line("Offer name", 60), text: line("Offer text", 160) });

export const museumSettingsSchema = z.object({
  name: line("Name", 40),
  longName: line("Long name", 80),
  tagline: line("Tagline", 120),
  established: z
    .string()
    .trim()
    .regex(/^\d{4}$/, YEAR_INVALID)
    .transform(Number)
    .refine((year) => year >= 1800 && year <= 2100, YEAR_INVALID),
  logoUrl: z
    .string()
    .trim()
    .refine((v) => v === "" || STORED_IMAGE_RE.test(v), "Upload the logo again")
    .transform((v) => v || null),
  street: line("Street", 100),
  city: line("City", 60),
  region: line("State", 30),
  regionName: line("State in words", 60),
  postalCode: line("ZIP code", 12),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Enter the two-letter country code, such as US"),
  phone,
  email: z
    .string()
    .overwrite(toOneLine)
    .trim()
    .max(254)
    .pipe(z.email("Enter an e-mail address such as hello@example.org")),
  mapUrl: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(httpsUrl.nullable()),
  social: z.array(socialLink).max(ROW_LIMITS.social, `At most ${ROW_LIMITS.social} social links`),
  admission: z
    .array(admissionRow)
    .min(1, "Add at least one admission price")
    .max(ROW_LIMITS.admission, `At most ${ROW_LIMITS.admission} admission rows`),
  offers: z.array(offer).max(ROW_LIMITS.offers, `At most ${ROW_LIMITS.offers} offers`),
  offerLine: optionalLine("Footer offer line", 120),
  priceRange: optionalLine("Price range", 40).transform((v) => v || null),
  paymentAccepted: line("Payment accepted", 80),
  collectionClaim: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, "Enter a whole number, or leave it empty")
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((v) => v === null || v >= 1, "Enter a whole number, or leave it empty"),
}) satisfies z.ZodType<MuseumSettings, unknown>;

type Rows = Record<string, string>[];
export type SettingsFormInput = Record<string, string | Rows>;

const ROWS = { admission: ["label", "price", "note"], social: ["platform", "url"], offers: ["name", "text"] } as const;

/**
 * The posted form as the schema reads it. Rows are posted as `admission.0.label`, `admission.1.label`...
 * in the order the screen shows them; they are read in that order until the first missing index.
 */
export function settingsFormValues(form: FormData): SettingsFormInput {
  const out: SettingsFormInput = {};
  for (const key of Object.keys(museumSettingsSchema.shape)) {
    if (key in ROWS) continue;
    const value = form.get(key);
    out[key] = typeof value === "string" ? value : "";
  }
  for (const [list, columns] of Object.entries(ROWS)) {
    const rows: Rows = [];
    for (let i = 0; i < 50 && form.has(`${list}.${i}.${columns[0]}`); i++)
      rows.push(Object.fromEntries(columns.map((c) => [c, String(form.get(`${list}.${i}.${c}`) ?? "")])));
    out[list] = rows;
  }
  return out;
}

/** Messages keyed by the posted field's own name (`admission.1.price`), so each lands beside its input. */
export function settingsErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join(".") || "form"] ??= issue.message;
  return out;
}
