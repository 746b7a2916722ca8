import { describe, expect, it } from "vitest";
import {
  DEFAULT_SALE_FILTERS,
  filterSaleGames,
  hasAskingPrice,
  matchesPriceFilter,
  parseSaleFilters,
  saleFiltersToParams,
  type PriceFilter,
  type SaleFilters,
} from "./sale";

const prices = [null, 0, 499.99, 500, 1000, 1000.01];
const matching = (filter: PriceFilter) => prices.filter((p) => matchesPriceFilter(p, filter));

describe("price filters (thresholds 500 and 1000)", () => {
  it("'Make Offer Only' is games without an asking price (none or zero)", () => {
    expect(matching("offer")).toEqual([null, 0]);
  });
  it("'Under $500' stops just below 500", () => {
    expect(matching("under-500")).toEqual([499.99]);
  });
  it("'$500-$1000' includes both ends", () => {
    expect(matching("500-1000")).toEqual([500, 1000]);
  });
  it("'Over $1000' starts just above 1000", () => {
    expect(matching("over-1000")).toEqual([1000.01]);
  });
  it("'All Prices' keeps everything, and each priced game is in exactly one range", () => {
    expect(matching("all")).toEqual(prices);
    for (const p of prices) {
      const ranges = (["offer", "under-500", "500-1000", "over-1000"] as const).filter((f) => matchesPriceFilter(p, f));
      expect(ranges).toHaveLength(1);
    }
  });
  it("hasAskingPrice is true only above zero", () => {
    expect([null, undefined, 0, -5, Number.NaN, 0.01].map(hasAskingPrice)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe("filters in the URL", () => {
  it("defaults to games for sale with no filters", () => {
    expect(parseSaleFilters(new URLSearchParams())).toEqual(DEFAULT_SALE_FILTERS);
    expect(saleFiltersToParams(DEFAULT_SALE_FILTERS).toString()).toBe("");
  });
  it("reads every filter, ignores unknown values and round-trips", () => {
    const f = parseSaleFilters(
      new URLSearchParams("show=all&q=%20pac%20&type=pinball&location=Warehouse&price=500-1000"),
    );
    expect(f).toEqual({ mode: "all", q: "pac", type: "Pinball", location: "Warehouse", price: "500-1000" });
    expect(parseSaleFilters(saleFiltersToParams(f))).toEqual(f);
    expect(parseSaleFilters(new URLSearchParams("show=x&type=Boat&location=Moon&price=cheap"))).toEqual(
      DEFAULT_SALE_FILTERS,
    );
  });
});

describe("filterSaleGames", () => {
  const game = (
    name: string,
    type: string,
    location: string,
    askingPrice: number | null,
    yearMade: number | null = null,
  ) => ({
    name,
    type,
    typeLabel: type,
    location,
    locationLabel: location,
    askingPrice,
    yearMade,
  });
  const games = [
    game("Medieval Madness", "Pinball", "Replay", 8500, 1997),
    game("Pac-Man", "Arcade", "Warehouse", 450, 1980),
    game("Skee-Ball Classic", "Skeeball", "Replay", null),
    game("Galaga", "Arcade", "Replay", 1000, 1981),
  ];
  const run = (f: Partial<SaleFilters>) => filterSaleGames(games, { ...DEFAULT_SALE_FILTERS, ...f }).map((g) => g.name);

  it("combines search, type, location and price, keeping the order", () => {
    expect(run({})).toEqual(["Medieval Madness", "Pac-Man", "Skee-Ball Classic", "Galaga"]);
    expect(run({ q: "MA" })).toEqual(["Medieval Madness", "Pac-Man"]);
    expect(run({ q: "1981" })).toEqual(["Galaga"]);
    expect(run({ type: "Arcade" })).toEqual(["Pac-Man", "Galaga"]);
    expect(run({ location: "Warehouse" })).toEqual(["Pac-Man"]);
    expect(run({ type: "Arcade", price: "500-1000" })).toEqual(["Galaga"]);
    expect(run({ price: "offer" })).toEqual(["Skee-Ball Classic"]);
    expect(run({ q: "zzz" })).toEqual([]);
  });
});
