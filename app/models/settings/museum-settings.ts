/**
 * The museum's own facts as managers keep them on /admin/settings (name, contact, admission, offers, logo),
 * and what every page is given from them. Their values live in the database only (migration 0028 starts
 * them); this module holds their shape, the rules that derive the rest, and the screen's texts. No zod, no
 * server code: the settings screen and the pages' hook read it.
 */

export type SocialLink = { platform: string; url: string };
/** One admission row; a price of 0 reads 'Free'. */
export type AdmissionRow = { label: string; price: number; note: string };
/** An offer such as Late Night Date Night: its name and what it gives. */
export type Offer = { name: string; text: string };

export type MuseumSettings = {
  name: string;
  longName: string;
  tagline: string;
  established: number;
  /** A stored image (`/uploads/{id}-{width}.webp`), or null for the drawn mark. */
  logoUrl: string | null;
  street: string;
  city: string;
  /** The state or region as an address writes it (FL), and in words (Florida). */
  region: string;
  regionName: string;
  postalCode: string;
  /** ISO 3166 two-letter code (US). */
  country: string;
  phone: string;
  email: string;
  /** A map link of the manager's own; null for one derived from the address. */
  mapUrl: string | null;
  social: SocialLink[];
  admission: AdmissionRow[];
  offers: Offer[];
  /** The footer's short line about the offers; empty for none. */
  offerLine: string;
  /** The JSON-LD price range; null for one derived from the admission prices. */
  priceRange: string | null;
  paymentAccepted: string;
  /** 'over N restored machines' as the manager sets it; null for N from the collection itself. */
  collectionClaim: number | null;
};

/** What every page is given (the root loader's `museum`): the settings with what derives from them. */
export type PublicMuseum = Omit<MuseumSettings, "admission" | "mapUrl" | "priceRange" | "collectionClaim"> & {
  admission: { label: string; price: string; note: string }[];
  mapUrl: string;
  priceRange: string;
  phoneHref: string;
  /** The address on one line: street, then city, state and ZIP code. */
  address: string;
  /** How many machines the texts claim, as words: 'over N' (N a ten), or the exact number below ten. */
  collection: string;
  /** The same as a figure: '100+'. */
  collectionFigure: string;
};

/** An amount as a visitor reads it: 'Free', '$16', '$10.50'. */
export function priceText(price: number) {
  if (price === 0) return "Free";
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** '$10-$16' from the priced rows ('Free' leaves the range), or the one price, or 'Free'. */
export function priceRangeOf(admission: AdmissionRow[]) {
  const prices = admission.map((row) => row.price).filter((price) => price > 0);
  if (prices.length === 0) return "Free";
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? priceText(low) : `${priceText(low)}-${priceText(high)}`;
}

export const addressLine = (s: Pick<MuseumSettings, "street" | "city" | "region" | "postalCode">) =>
  `${s.street}, ${s.city}, ${s.region} ${s.postalCode}`;

/** A map search for the address, when the manager has set no link of their own. */
export function mapUrlOf(s: MuseumSettings) {
  const query = [s.street, s.city, s.region, s.postalCode].join(" ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query).replace(/%20/g, "+")}`;
}

/** The phone as a tel: link: its own country code when written with '+', else the country's (1 for the US). */
export function phoneHrefOf(phone: string, country: string) {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return country === "US" || country === "CA" ? `tel:+1${digits.replace(/^1(?=\d{10}$)/, "")}` : `tel:${digits}`;
}

/**
 * 'over N' for the collection's texts: N is the number of machines rounded down to a ten (or the manager's
 * own N). A count that is a whole ten, or under ten, is said as it is, so the claim is never more than true;
 * a count that could not be read (null) says 'many'.
 */
export function collectionPhrase(machines: number | null, claim: number | null) {
  if (claim !== null) return `over ${claim}`;
  if (machines === null) return "many";
  if (machines < 10 || machines % 10 === 0) return String(machines);
  return `over ${Math.floor(machines / 10) * 10}`;
}

export function publicMuseum(settings: MuseumSettings, machines: number | null): PublicMuseum {
  const { admission, mapUrl, priceRange, collectionClaim, ...rest } = settings;
  const collection = collectionPhrase(machines, collectionClaim);
  return {
    ...rest,
    admission: admission.map((row) => ({ label: row.label, price: priceText(row.price), note: row.note })),
    mapUrl: mapUrl ?? mapUrlOf(settings),
    priceRange: priceRange ?? priceRangeOf(admission),
    phoneHref: phoneHrefOf(settings.phone, settings.country),
    address: addressLine(settings),
    collection,
    collectionFigure: collection.replace(/^over (\d+)$/, "$1+"),
  };
}

export const SETTINGS_SAVED = "Museum settings saved. Every page shows them now.";
export const SETTINGS_SAVE_FAILED = "The museum settings could not be saved. Please try again.";
export const SETTINGS_UNCHANGED = "Nothing was changed: the settings are as they were.";
