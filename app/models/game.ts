import type { GameStatus } from "~/db/schema";

/** What a visitor may see of a game. Condition notes and repairs are never part of it (DESIGN departure 3). */
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

export const GAME_STATUSES: GameStatus[] = ["Operational", "In Repair", "Awaiting Parts"];

export const displayType = (g: Pick<PublicGame, "type" | "typeOther">) => (g.type === "Other" && g.typeOther ? g.typeOther : g.type);
export const displayLocation = (g: Pick<PublicGame, "location" | "locationOther">) =>
  g.location === "Other" && g.locationOther ? g.locationOther : g.location;

/** Spec section 4: on the sales listing when for_sale is true or the asking price is above zero. */
export const isListedForSale = (g: Pick<PublicGame, "forSale" | "askingPrice">) => g.forSale || (g.askingPrice ?? 0) > 0;

export function formatPrice(value: number | null | undefined) {
  if (value == null) return "";
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: value % 1 ? 2 : 0 }).format(value);
}
