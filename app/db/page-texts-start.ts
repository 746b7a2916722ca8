import type { PageTextKey } from "~/models/content/page-text";

/**
 * What the public pages' texts start with, written by a start when a text is missing (a new museum, or a
 * database restored from before the texts were data): the words the site was built with. The only copy of
 * them in the code; from then on they are data a manager keeps on /admin/texts. `{longName}` and the other
 * braces are filled in from the museum's facts when a page shows them.
 */
export const STARTING_PAGE_TEXTS: Record<PageTextKey, string> = {
  about_story: `{longName} was established in {established} by a few friends who could not bear to see the games of their childhood end up in landfills. What started as a handful of cabinets in a garage is now a hands-on museum in downtown {city}.

Since then we have restored {collection} arcade and pinball machines, from 1970s electromechanical pinball to the golden age of the arcade and the big 1990s wide-body tables. We rotate games between the floor and our warehouse, so there is always something new to play.

Games are **free to play after admission**: no quarters, no tokens, no time limits. When a machine needs attention, our technicians normally handle repairs within 24-48 hours, and safety-critical issues immediately.`,
  sell_donate: `Working or not, complete or in pieces: most of the {collection} machines we have restored arrived needing help. If it was ever in an arcade, a bowling alley or a basement rec room, we would like to hear about it.

- Arcade cabinets: uprights, cocktail tables and sit-downs
- Pinball machines of any era, electromechanical to modern
- Skee-Ball lanes and other coin-op amusements
- Boards, monitors, parts, manuals, flyers and backglasses`,
  home_intro: `{Collection} restored arcade and pinball machines, and every game is **free to play after admission**.`,
};
