import type { Offer, PublicMuseum } from "~/models/settings/museum-settings";
import { useRootData } from "./root-data";

/**
 * The museum's facts as the root loader read them for this request (the settings managers keep on
 * /admin/settings): every component reads them here, never from constants.
 */
export function useMuseum(): PublicMuseum {
  const museum = useRootData()?.museum;
  // A page renders only after the root loader answered; its failure draws the root's error page instead.
  if (!museum) throw new Error("The museum settings were not loaded");
  return museum;
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The same for a meta function, from its matches; undefined when the root loader failed. */
export function museumIn(matches: Matches): PublicMuseum | undefined {
  return (matches.find((m) => m?.id === "root")?.data as { museum?: PublicMuseum } | undefined)?.museum;
}

/** A page title with the museum's name after it, unless it names it already. */
export function titled(matches: Matches, title: string) {
  const name = museumIn(matches)?.name;
  if (!name) return title;
  return title.includes(name) ? title : `${title} | ${name}`;
}

// Here rather than beside the settings' other rules: every public page loads this module with the layout, so
// the pages that word the museum's facts need no extra file for them.

/** A phrase at the start of a sentence: 'Over 100'. */
export const capitalized = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

/** An offer as one sentence: 'Late Night Date Night: 2 entries for $26 after 8pm Fri-Sat'. */
export const offerSentence = (offer: Offer) => `${offer.name}: ${offer.text}`;
