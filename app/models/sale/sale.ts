import type { PublicGame } from "../game/game";
import { displayLocation, displayType } from "../game/game";

/** What a sale card needs; a subset of PublicGame, so the page ships no more than it shows. */
export type SaleGame = Pick<
  PublicGame,
  | "id"
  | "slug"
  | "name"
  | "type"
  | "location"
  | "status"
  | "imageUrl"
  | "images"
  | "askingPrice"
  | "forSale"
  | "saleConditionNotes"
  | "missingParts"
  | "saleNotes"
  | "yearMade"
> & { typeLabel: string; locationLabel: string };

/** On Games For Sale: for sale, or an asking price above zero. */
export const listedForSale = (g: Pick<PublicGame, "forSale" | "askingPrice">) =>
  g.forSale || hasAskingPrice(g.askingPrice);

/**
 * Missing parts are part of a sale offer: they are sent only for a game on sale, never for one shown
 * in "All Games (Make Offers)" that is not (the museum does not publish what its floor machines lack).
 */
export const toSaleGame = (g: PublicGame): SaleGame => ({
  id: g.id,
  slug: g.slug,
  name: g.name,
  type: g.type,
  location: g.location,
  status: g.status,
  imageUrl: g.imageUrl,
  images: g.images,
  askingPrice: g.askingPrice,
  forSale: g.forSale,
  saleConditionNotes: g.saleConditionNotes,
  missingParts: listedForSale(g) ? g.missingParts : [],
  saleNotes: g.saleNotes,
  yearMade: g.yearMade,
  typeLabel: displayType(g),
  locationLabel: displayLocation(g),
});

/** Only games for sale (default) or all games, for offers. */
export type SaleMode = "sale" | "all";

/** The price filters, with the thresholds 500 and 1000 (docs/product.md#rules-worth-knowing). */
export const PRICE_FILTERS = [
  { value: "all", label: "All Prices" },
  { value: "offer", label: "Make Offer Only" },
  { value: "under-500", label: "Under $500" },
  { value: "500-1000", label: "$500-$1000" },
  { value: "over-1000", label: "Over $1000" },
] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number]["value"];

export const SALE_TYPES = ["All", "Pinball", "Arcade", "Skeeball", "Other"] as const;
/** The location filter's values. */
export const SALE_LOCATIONS = ["All", "Replay", "Warehouse"] as const;

export type SaleFilters = {
  mode: SaleMode;
  q: string;
  type: (typeof SALE_TYPES)[number];
  location: (typeof SALE_LOCATIONS)[number];
  price: PriceFilter;
};

export const DEFAULT_SALE_FILTERS: SaleFilters = { mode: "sale", q: "", type: "All", location: "All", price: "all" };

/** An asking price counts only when above zero: empty, zero or negative is "no asking price" (shown as 'Make Offer'). */
export const hasAskingPrice = (price: number | null | undefined): price is number =>
  typeof price === "number" && Number.isFinite(price) && price > 0;

export function matchesPriceFilter(price: number | null | undefined, filter: PriceFilter) {
  switch (filter) {
    case "offer":
      return !hasAskingPrice(price);
    case "under-500":
      return hasAskingPrice(price) && price < 500;
    case "500-1000":
      return hasAskingPrice(price) && price >= 500 && price <= 1000;
    case "over-1000":
      return hasAskingPrice(price) && price > 1000;
    default:
      return true;
  }
}

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.find((a) => a.toLowerCase() === (value ?? "").toLowerCase()) ?? fallback;

/** Reads the filters from the URL; anything unknown falls back to the default, so a hand-edited URL never breaks the page. */
export function parseSaleFilters(params: URLSearchParams): SaleFilters {
  return {
    mode: params.get("show") === "all" ? "all" : "sale",
    q: (params.get("q") ?? "").trim().slice(0, 100),
    type: pick(SALE_TYPES, params.get("type"), "All"),
    location: pick(SALE_LOCATIONS, params.get("location"), "All"),
    price: pick(
      PRICE_FILTERS.map((p) => p.value),
      params.get("price"),
      "all",
    ),
  };
}

/** The filters as a query string without defaults, so the plain page stays at /games-for-sale. */
export function saleFiltersToParams(filters: SaleFilters) {
  const params = new URLSearchParams();
  if (filters.mode === "all") params.set("show", "all");
  if (filters.q) params.set("q", filters.q);
  if (filters.type !== "All") params.set("type", filters.type);
  if (filters.location !== "All") params.set("location", filters.location);
  if (filters.price !== "all") params.set("price", filters.price);
  return params;
}

export const hasActiveFilters = (f: SaleFilters) =>
  Boolean(f.q) || f.type !== "All" || f.location !== "All" || f.price !== "all";

/** Search (name, type, location, year), type, location and price; the order of `games` is kept. */
export function filterSaleGames<
  G extends Pick<SaleGame, "name" | "type" | "typeLabel" | "location" | "locationLabel" | "yearMade" | "askingPrice">,
>(games: G[], f: SaleFilters): G[] {
  const q = f.q.toLowerCase();
  return games.filter((g) => {
    if (f.type !== "All" && g.type !== f.type) return false;
    if (f.location !== "All" && g.location !== f.location) return false;
    if (!matchesPriceFilter(g.askingPrice, f.price)) return false;
    if (!q) return true;
    return [g.name, g.typeLabel, g.locationLabel, g.yearMade ? String(g.yearMade) : ""].some((s) =>
      s.toLowerCase().includes(q),
    );
  });
}
