import type { GameStatus } from "~/db/schema";
import type { RepairEntryView } from "../repair/repair-entry";
import type { GameFigures } from "../stats/stats-format";
import type { GameTimeline } from "./game-timeline";
import type { SafetyOverdue } from "../maintenance/safety-overdue";

/** What a visitor may see of a game. Condition notes and repairs are never part of it (docs/departures.md#private-data). */
export type PublicGame = {
  id: number;
  slug: string;
  name: string;
  type: string;
  typeOther: string | null;
  location: string;
  locationOther: string | null;
  status: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  images: string[];
  forSale: boolean;
  askingPrice: number | null;
  saleConditionNotes: string | null;
  missingParts: string[];
  saleNotes: string | null;
  yearMade: number | null;
  highScore: string | null;
  dateAdded: string;
  lastUpdated: string;
};

/** What only staff get on a game page: condition notes, missing parts and the repair history (or why it is missing). */
export type StaffGameData = {
  gameId: number;
  conditionNotes: string | null;
  missingParts: string[];
  repairs: RepairEntryView[] | null;
  repairsError: string | null;
  /** Null when it could not be read (the page says so in its place). */
  timeline: GameTimeline | null;
  /** Availability and repair times (docs/product.md#repair-stats); null when they could not be read. */
  figures: GameFigures | null;
  /** Safety-related maintenance overdue on this machine; null when it could not be read. */
  safetyOverdue: SafetyOverdue[] | null;
};

/** The exact text users must see where a list of games would be when it cannot be read. */
export const GAMES_LOAD_FAILED = "Failed to load games";

export const GAME_STATUSES: GameStatus[] = ["Operational", "In Repair", "Awaiting Parts"];

export const displayType = (g: Pick<PublicGame, "type" | "typeOther">) =>
  g.type === "Other" && g.typeOther ? g.typeOther : g.type;
export const displayLocation = (g: Pick<PublicGame, "location" | "locationOther">) =>
  g.location === "Other" && g.locationOther ? g.locationOther : g.location;

/** Where visitors play, and the only place a visitor can report a machine from (its QR label is there). */
export const FLOOR_LOCATION = "Replay";
export const isOnFloor = (g: Pick<PublicGame, "location">) => g.location === FLOOR_LOCATION;

/** The page a machine's QR code opens (game page and printed labels): report a problem with it. */
export const reportIssuePath = (gameId: number) => `/report-issue?gameId=${gameId}`;

/** On the sales listing when for_sale is true or the asking price is above zero. */
export const isListedForSale = (g: Pick<PublicGame, "forSale" | "askingPrice">) =>
  g.forSale || (g.askingPrice ?? 0) > 0;

/**
 * US dollars as Intl would write them for en-US: "$1,250", or "$1,250.50" when there are cents. Written out
 * because a page's first Intl.NumberFormat costs some 45 ms on a slow phone (it loads the locale's data),
 * which alone made the shop's hydration a long task.
 */
export function formatPrice(value: number | null | undefined) {
  if (value == null || !Number.isFinite(value)) return "";
  const [whole, cents] = Math.abs(value)
    .toFixed(value % 1 ? 2 : 0)
    .split(".");
  return `${value < 0 ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${cents ? `.${cents}` : ""}`;
}
