/*
 * "Remove the demo content" (Admin Dashboard, managers): its texts and counts. No zod and no server code.
 *
 * What the demo seeded is listed row by row in `demo_seeded`. A seeded row counts as changed by staff, and is
 * kept, when an Activity row names it; a seeded game also when anything about it was not seeded: a repair, a
 * work entry, a part, a repair step (a visitor's 'Same problem' too), a status change or a verified-working
 * check written after the seed, a buyer inquiry, a fix watcher, a former slug, or an Activity row naming one of
 * its repairs. Everything else the demo seeded goes, in one transaction.
 */

export const DEMO_KINDS = [
  "games",
  "events",
  "faqs",
  "products",
  "gift_cards",
  "announcements",
  "hero_slides",
] as const;
export type DemoKind = (typeof DEMO_KINDS)[number];
export type DemoCounts = Record<DemoKind, number>;

/** What "Remove the demo content" would do now: the seeded rows it removes and those it keeps. */
export type DemoReview = { remove: DemoCounts; keep: DemoCounts };

const NOUNS: Record<DemoKind, [string, string]> = {
  games: ["game", "games"],
  events: ["event", "events"],
  faqs: ["FAQ", "FAQs"],
  products: ["product", "products"],
  gift_cards: ["gift card", "gift cards"],
  announcements: ["announcement", "announcements"],
  hero_slides: ["hero slide", "hero slides"],
};

export const noCounts = (): DemoCounts => Object.fromEntries(DEMO_KINDS.map((kind) => [kind, 0])) as DemoCounts;

/** Counts as an Activity row kept them; anything missing or malformed is 0. */
export function readCounts(value: unknown): DemoCounts {
  const counts = noCounts();
  if (value && typeof value === "object")
    for (const kind of DEMO_KINDS) {
      const n = (value as Record<string, unknown>)[kind];
      if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) counts[kind] = n;
    }
  return counts;
}

export const totalOf = (counts: DemoCounts) => DEMO_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

/** "3 games, 1 event and 14 FAQs": the kinds with a count, in the list's order. */
export function countsText(counts: DemoCounts) {
  const parts = DEMO_KINDS.filter((kind) => counts[kind] > 0).map(
    (kind) => `${counts[kind]} ${NOUNS[kind][counts[kind] === 1 ? 0 : 1]}`,
  );
  return parts.length <= 1 ? (parts[0] ?? "nothing") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** What the screen says once the content is gone. */
export function removedMessage(review: DemoReview) {
  const kept = totalOf(review.keep) ? ` Kept what staff added to or changed: ${countsText(review.keep)}.` : "";
  return `Removed the demo content: ${countsText(review.remove)}.${kept}`;
}

export const NOTHING_TO_REMOVE = "There is no demo content left to remove.";
export const REMOVE_FAILED = "The demo content could not be removed. Nothing was changed; please try again.";
