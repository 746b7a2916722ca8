import type { HeroPicture } from "./hero-picture";

/**
 * The home page's hero slides, as managers keep them on /admin/hero: their limits, the screen's texts and the
 * rule for a button's target. No zod and no server code (the form's schema is hero-slide.schema.ts).
 */

export const HERO_SLIDES_MIN = 1;
export const HERO_SLIDES_MAX = 6;

export const ALT_MAX = 200;
export const HEADING_MAX = 80;
export const LINE_MAX = 200;
export const BUTTON_LABEL_MAX = 30;
export const BUTTON_TARGET_MAX = 300;

export const PHOTO_REQUIRED = "Upload a photo for the slide.";
export const PHOTO_MISSING = "That photo is no longer in the uploads: upload it again.";
export const ALT_REQUIRED = "Describe the photo for people who cannot see it.";
export const HEADING_REQUIRED = "Write the slide's heading.";
export const TARGET_INVALID = "Use a site path such as /collection, or an address that starts with https://.";
export const BUTTON_INCOMPLETE = "Give the button both a label and a target, or leave both empty.";

export const HERO_FULL = `The home page shows at most ${HERO_SLIDES_MAX} slides: delete one before adding another.`;
export const HERO_LAST_SLIDE = "The home page needs at least one slide: add another before deleting this one.";
export const HERO_NO_SLIDES =
  "The home page has no slide: it shows the museum's name and intro on a plain background. Add a slide to give it a photo.";
export const HERO_SAVE_FAILED = "The slide could not be saved. Please try again.";
export const HERO_DELETE_FAILED = "The slide could not be deleted. Please try again.";
export const HERO_MOVE_FAILED = "The slides could not be reordered. Please try again.";
export const HERO_LOAD_FAILED = "The slides could not be loaded. Please reload the page.";
export const HERO_SLIDE_GONE = "That slide is no longer there: someone else may have deleted it.";

export const slideAdded = (heading: string) => `Added the slide “${heading}”.`;
export const slideSaved = (heading: string) => `Saved the slide “${heading}”.`;
export const slideDeleted = (heading: string) => `Deleted the slide “${heading}”.`;
export const slideMoved = (heading: string, position: number) => `Moved “${heading}” to position ${position}.`;

export type HeroDirection = "up" | "down";

/** A slide as the manager's screen edits it. */
export type HeroSlideValues = {
  imageUrl: string;
  alt: string;
  heading: string;
  line: string;
  buttonLabel: string;
  buttonTarget: string;
};

/** A slide as the manager's screen lists it. */
export type HeroSlide = HeroSlideValues & { id: number };

export const NEW_HERO_SLIDE: HeroSlideValues = {
  imageUrl: "",
  alt: "",
  heading: "",
  line: "",
  buttonLabel: "",
  buttonTarget: "",
};

/** The demo's four pictures, files of the build: `/images/hero/hero-{n}-1600.webp`. */
export const DEMO_HERO_ART_RE = /^\/images\/hero\/hero-([1-4])-1600\.webp$/;

/**
 * Where a slide's button may lead: a path of this site (`/collection`, `/events?type=tournament#next`) or an
 * https address. Nothing that a browser would read as another scheme or another host (`//evil`, `/\evil`),
 * and no spaces or control characters.
 */
export function isButtonTarget(target: string): boolean {
  if (target.length > BUTTON_TARGET_MAX || /[\s\\\p{Cc}]/u.test(target)) return false;
  if (target.startsWith("/")) return !target.startsWith("//");
  if (!target.startsWith("https://")) return false;
  try {
    const url = new URL(target);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** An https target opens another site: the home page says so and adds rel="noopener". */
export const isExternalTarget = (target: string) => target.startsWith("https://");

/** A slide as the home page draws it. */
export type PublicHeroSlide = {
  id: number;
  picture: HeroPicture;
  alt: string;
  heading: string;
  line: string;
  button: { label: string; target: string; external: boolean } | null;
};
