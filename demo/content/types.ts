import type { AnnouncementType, EventType, GameLocation, GameStatus, GameType, RepairSeverity } from "~/db/schema";

/**
 * Demo content seeded into an empty database on first start (seed.server.ts).
 * Plain data only; dates are relative to the day of seeding so the site
 * always looks current. Facts match the public text: established 2015, over
 * 100 restored machines, free play after admission, repairs within 24-48 h.
 */

/** Screen scenes the image generator can draw for an arcade cabinet. */
export type ArcadeScene =
  | "maze"
  | "invaders"
  | "girders"
  | "fighter"
  | "court"
  | "lightcycle"
  | "swarm"
  | "bugs"
  | "joust"
  | "asteroids"
  | "tube"
  | "terrain"
  | "river"
  | "dirt"
  | "pyramid"
  | "brawler"
  | "racing"
  | "city"
  | "dungeon";

/** Backglass motifs the image generator can draw for a pinball machine. */
export type PinballMotif =
  | "castle"
  | "saucer"
  | "haunted"
  | "spiral"
  | "magic"
  | "eightball"
  | "space"
  | "jungle"
  | "skyline"
  | "clown"
  | "drivein";

export type DemoArt =
  | { kind: "arcade"; scene: ArcadeScene; title: string; vertical?: boolean; players?: 1 | 2 | 4 }
  | { kind: "pinball"; motif: PinballMotif; title: string; dmd: boolean }
  | { kind: "skeeball"; title: string }
  | { kind: "table"; title: string };

export type DemoGame = {
  /** Unique handle for demo repairs; defaults to the name. */
  key?: string;
  name: string;
  type: GameType;
  type_other?: string;
  location: GameLocation;
  status: GameStatus;
  year_made: number;
  high_score?: string;
  condition_notes?: string;
  for_sale?: boolean;
  asking_price?: number | null;
  sale_condition_notes?: string;
  sale_notes?: string;
  missing_parts?: string[];
  /** created_at = seeding time minus this many days, so "date added" sorts meaningfully. */
  added_days_ago: number;
  /** How many gallery images to generate (1-3). */
  images: 1 | 2 | 3;
  art: DemoArt;
};

/** A part ordered when its repair was logged, not yet received. */
export type DemoPart = { name: string; cost: number };

export type DemoRepair = {
  game: string;
  comment: string;
  days_ago: number;
  resolved_days_ago?: number;
  /** Parts on order: the repair is Waiting for parts and its machine Awaiting Parts. */
  parts?: DemoPart[];
  source?: "staff" | "visitor";
  /** Unplayable unless said: a Minor or Cosmetic repair leaves its machine playing. */
  severity?: RepairSeverity;
  reporter_name?: string;
  reporter_email?: string;
};

export type DemoEvent = {
  title: string;
  description: string;
  type: EventType;
  /** Day of the week (0 Sunday); the seed picks the first such day at least two days ahead, plus `weeks` weeks. */
  weekday: number;
  weeks: number;
  time: string;
  registration_fee: number | null;
  admission_fee: number | null;
};

export type DemoFaq = { category: string; question: string; answer: string };

export type ProductArt = "tshirt" | "cap" | "membership" | "pins" | "hoodie";

export type DemoProduct = {
  name: string;
  category: string;
  price: number;
  description: string;
  in_stock: boolean;
  art: ProductArt;
};

export type DemoAnnouncement = {
  message: string;
  type: AnnouncementType;
  start_days: number;
  end_days: number;
  is_active: boolean;
};
