import { imageSrcSet, imageVariant, STORED_IMAGE_RE } from "~/utils/images";
import { DEMO_HERO_ART_RE } from "./hero-slide";

/**
 * What the home page's <picture> needs for one slide's photo. The photos fill a fixed-height box with
 * object-cover, so on narrow screens they are drawn wider than the viewport: box height x 32/15 (34rem, 36rem,
 * 40rem tall at the base, sm and lg breakpoints): HERO_SIZES. Phones (under 640 px) get a source of their own:
 * - the demo's art has centre slices made for them (scripts/generate-hero-images.ts: m480, m645);
 * - an upload has only the pipeline's 400, 800 and 1200 px variants, so phones are offered 400 and 800 at the
 *   viewport's width: a 390 px phone at 2x takes the 800, never the 1200 (the box shows about half of a wide
 *   photo, so it is drawn a little soft rather than twice as heavy). Larger screens choose among all three.
 */
export const HERO_SIZES = "(min-width: 1366px) 100vw, (min-width: 1024px) 1366px, (min-width: 640px) 1229px, 1160px";
export const HERO_PHONE_MEDIA = "(max-width: 639px)";
export const HERO_DESKTOP_MEDIA = "(min-width: 640px)";
export const HERO_PHONE_SIZES = "100vw";

export type HeroPicture = {
  src: string;
  srcSet: string;
  phoneSrcSet: string;
  width: number;
  height: number;
};

const ART_WIDTHS = [640, 1024, 1600, 1920] as const;
const art = (n: string, width: number | string) => `/images/hero/hero-${n}-${width}.webp`;

/** The picture of a slide's stored photo address under `uploadsBase`; null for an address that is neither kind. */
export function heroPicture(url: string, uploadsBase: string): HeroPicture | null {
  const demo = DEMO_HERO_ART_RE.exec(url);
  if (demo) {
    const n = demo[1];
    return {
      src: art(n, 1600),
      srcSet: ART_WIDTHS.map((w) => `${art(n, w)} ${w}w`).join(", "),
      phoneSrcSet: `${art(n, "m480")} 480w, ${art(n, "m645")} 645w`,
      width: 1920,
      height: 900,
    };
  }
  if (!STORED_IMAGE_RE.test(url)) return null;
  return {
    src: imageVariant(url, 1200, uploadsBase),
    srcSet: imageSrcSet(url, uploadsBase)!,
    phoneSrcSet: `${imageVariant(url, 400, uploadsBase)} 400w, ${imageVariant(url, 800, uploadsBase)} 800w`,
    width: 1200,
    height: 675,
  };
}

/** The smallest picture of a slide's photo, for the managers' list and form. */
export function heroThumb(url: string, uploadsBase: string): string | null {
  const demo = DEMO_HERO_ART_RE.exec(url);
  if (demo) return art(demo[1], ART_WIDTHS[0]);
  return STORED_IMAGE_RE.test(url) ? imageVariant(url, 400, uploadsBase) : null;
}
