/** The four hero photos: public/images/hero/hero-{n}-{width}.webp. */
export const HERO_WIDTHS = [640, 1024, 1600, 1920] as const;

export const HERO_SLIDES = [
  { n: 1, alt: "An aisle of neon-lit classic arcade cabinets stretching into the distance" },
  { n: 2, alt: "A glowing pinball playfield seen from the flippers, with bumpers at the far end" },
  { n: 3, alt: "Players cheering at a row of pinball machines under a tournament bracket" },
  { n: 4, alt: "Classic arcade cabinets and a pinball machine under spotlights against a brick wall" },
] as const;

export const heroSrc = (n: number, width: (typeof HERO_WIDTHS)[number]) => `/images/hero/hero-${n}-${width}.webp`;
export const heroSrcSet = (n: number) => HERO_WIDTHS.map((w) => `${heroSrc(n, w)} ${w}w`).join(", ");

/**
 * The photos fill a fixed-height box with object-cover, so on narrow screens
 * they are drawn wider than the viewport: box height x 32/15 (34rem, 36rem,
 * 40rem tall at the base, sm and lg breakpoints).
 */
export const HERO_SIZES = "(min-width: 1366px) 100vw, (min-width: 1024px) 1366px, (min-width: 640px) 1229px, 1160px";

/** Phones (under 640 px) get the centre slice they actually show: see scripts/generate-hero-images.ts. */
export const HERO_PHONE_MEDIA = "(max-width: 639px)";
export const HERO_DESKTOP_MEDIA = "(min-width: 640px)";
export const heroPhoneSrcSet = (n: number) =>
  `/images/hero/hero-${n}-m480.webp 480w, /images/hero/hero-${n}-m645.webp 645w`;
export const HERO_PHONE_SIZES = "100vw";
