/** The four hero photos: public/images/hero/hero-{n}-{width}.webp. */
export const HERO_WIDTHS = [640, 1024, 1600, 1920] as const;

export const HERO_SLIDES = [
  { n: 1, alt: "Rows of restored pinball machines glowing in the museum hall" },
  { n: 2, alt: "Classic upright arcade cabinets lined up along a neon-lit wall" },
  { n: 3, alt: "Close-up of a pinball playfield with flippers, bumpers and bright lights" },
  { n: 4, alt: "Visitors playing arcade games side by side at the museum" },
] as const;

export const heroSrc = (n: number, width: (typeof HERO_WIDTHS)[number]) => `/images/hero/hero-${n}-${width}.webp`;
export const heroSrcSet = (n: number) => HERO_WIDTHS.map((w) => `${heroSrc(n, w)} ${w}w`).join(", ");
