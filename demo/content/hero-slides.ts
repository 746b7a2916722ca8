/**
 * The demo museum's hero slides: the four pictures of public/images/hero/ (scripts/generate-hero-images.ts)
 * with their words. Seeded as demo content, so "Remove the demo content" takes them away with the rest.
 */
export const DEMO_HERO_SLIDES = [
  {
    image_url: "/images/hero/hero-1-1600.webp",
    alt: "An aisle of neon-lit classic arcade cabinets stretching into the distance",
    heading: "Free play, all day",
    line: "Pay admission once and every cabinet on the floor is yours to play.",
    button_label: "View Collection",
    button_target: "/collection",
  },
  {
    image_url: "/images/hero/hero-2-1600.webp",
    alt: "A glowing pinball playfield seen from the flippers, with bumpers at the far end",
    heading: "Pinball from every era",
    line: "Electromechanical classics to modern wide-body tables, restored in our own workshop.",
    button_label: "",
    button_target: "",
  },
  {
    image_url: "/images/hero/hero-3-1600.webp",
    alt: "Players cheering at a row of pinball machines under a tournament bracket",
    heading: "Tournaments every month",
    line: "High-score nights and bracket play, for first-timers and wizards alike.",
    button_label: "See Events",
    button_target: "/events",
  },
  {
    image_url: "/images/hero/hero-4-1600.webp",
    alt: "Classic arcade cabinets and a pinball machine under spotlights against a brick wall",
    heading: "Plan your visit",
    line: "Hours, admission and directions, all on one page.",
    button_label: "Visitor Info",
    button_target: "/museum-info",
  },
] as const;
