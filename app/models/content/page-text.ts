import { capitalized } from "~/utils/museum";

/**
 * The longer texts of the public pages that a manager writes in Markdown on /admin/texts: where each shows,
 * and the words the screen uses. Their wording lives in the database only (a start writes the first words:
 * app/db/page-texts-start.ts); this module holds their keys, placeholders and the screen's texts, without zod,
 * since public pages load it (the form's schema is page-text.schema.ts).
 */
export const PAGE_TEXTS = {
  about_story: { label: "Our Story", page: "/about", where: "About, under Our Story" },
  sell_donate: { label: "What we accept", page: "/sell-donate", where: "Sell or Donate, under What we accept" },
  home_intro: { label: "Home page intro", page: "/", where: "Home, under the museum's name at the top" },
} as const;

export type PageTextKey = keyof typeof PAGE_TEXTS;
export const PAGE_TEXT_KEYS = Object.keys(PAGE_TEXTS) as PageTextKey[];

/**
 * Words in braces that a text may hold and the page fills in from the museum's settings, so a text stays true
 * when the name or the collection changes.
 */
export const PLACEHOLDERS = {
  name: "the museum's name",
  longName: "the museum's long name",
  city: "the city",
  established: "the year the museum opened",
  collection: "how many machines the texts claim ('over 100')",
  Collection: "the same, to start a sentence ('Over 100')",
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;

/** The placeholders' values from the museum's facts as pages have them. */
export const placeholderValues = (museum: {
  name: string;
  longName: string;
  city: string;
  established: number;
  collection: string;
}): Record<Placeholder, string> => ({
  name: museum.name,
  longName: museum.longName,
  city: museum.city,
  established: String(museum.established),
  collection: museum.collection,
  Collection: capitalized(museum.collection),
});

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * A rendered text's `{placeholder}`s filled in, escaped, from the museum's settings: after the sanitizing, so
 * no value can become markup. Braces naming no placeholder stay as written.
 */
export function fillPlaceholders(html: string, values: Record<Placeholder, string>) {
  return html.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as Placeholder].replace(/[&<>"']/g, (c) => ESCAPES[c]) : whole,
  );
}

/** Long enough for a page's story; short enough that no text can fill the page cache. */
export const PAGE_TEXT_MAX = 10_000;

export const PAGE_TEXT_SAVE_FAILED = "The text could not be saved. Please try again.";
export const PAGE_TEXT_PREVIEW_FAILED = "The preview could not be made. Please try again.";
