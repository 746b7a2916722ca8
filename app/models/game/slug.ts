/** The spec's slug: name and location lowercased, non-alphanumeric runs turned to hyphens, joined by a hyphen. */
export function slugify(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function gameSlug(name: string, location: string) {
  return [slugify(name), slugify(location)].filter(Boolean).join("-") || "game";
}

/** Slugs are unique: a taken slug gets -2, -3 ... (docs/departures.md#permanent-slugs). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>) {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
