import type { Generated } from "kysely";

/** One of the home page's hero slides (migration 20261129_0033; models/hero/ holds its rules). */
export interface HeroSlidesTable {
  id: Generated<number>;
  position: number;
  /** An upload's `/uploads/{id}-1200.webp`, or the demo's art (`/images/hero/hero-{n}-1600.webp`). */
  image_url: string;
  alt: string;
  heading: string;
  line: Generated<string>;
  /** Both empty, or both given: the slide's button. */
  button_label: Generated<string>;
  button_target: Generated<string>;
  updated_at: string;
  updated_by: number | null;
}
