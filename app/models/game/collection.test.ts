import { describe, expect, it } from "vitest";
import {
  collectionHref,
  collectionView,
  DEFAULT_FILTER,
  filterGames,
  nextSort,
  parseCollectionParams,
  sortGames,
  toSearchParams,
  type CollectionFilter,
} from "./collection";
import type { PublicGame } from "./game";

let nextId = 1;
function game(over: Partial<PublicGame>): PublicGame {
  const id = over.id ?? nextId++;
  return {
    id,
    slug: `game-${id}`,
    name: `Game ${id}`,
    type: "Arcade",
    typeOther: null,
    location: "Replay",
    locationOther: null,
    status: "Operational",
    imageUrl: null,
    thumbnailUrl: null,
    images: [],
    forSale: false,
    askingPrice: null,
    saleConditionNotes: null,
    missingParts: [],
    saleNotes: null,
    yearMade: null,
    highScore: null,
    dateAdded: "2024-01-01T00:00:00.000Z",
    lastUpdated: "2024-01-01T00:00:00.000Z",
    ...over,
  };
}

const filter = (over: Partial<CollectionFilter> = {}): CollectionFilter => ({ ...DEFAULT_FILTER, ...over });
const parse = (query: string) => parseCollectionParams(new URLSearchParams(query));

describe("parseCollectionParams", () => {
  it("defaults: Replay only, all types and statuses, date added newest first", () => {
    expect(parse("")).toEqual({ all: false, type: "All", status: "All", q: "", sort: "dateAdded", dir: "desc" });
  });

  it("reads every parameter", () => {
    expect(parse("all=1&type=Pinball&status=In+Repair&q=%20 pac   man %20&sort=name&dir=desc")).toEqual({
      all: true,
      type: "Pinball",
      status: "In Repair",
      q: "pac man",
      sort: "name",
      dir: "desc",
    });
  });

  it("accepts what a plain HTML form sends (checkbox 'on', every field present)", () => {
    expect(parse("all=on&type=All&status=Awaiting+Parts&q=&sort=year&dir=asc")).toMatchObject({
      all: true,
      status: "Awaiting Parts",
      sort: "year",
      dir: "asc",
    });
  });

  it("falls back to the defaults for unknown or malformed values", () => {
    expect(parse("all=yes&type=Skeeball&status=Broken&sort=price&dir=up")).toEqual(DEFAULT_FILTER);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });

  it("a key without a direction starts ascending; the default key keeps newest first", () => {
    expect(parse("sort=name")).toMatchObject({ sort: "name", dir: "asc" });
    expect(parse("sort=dateAdded")).toMatchObject({ sort: "dateAdded", dir: "desc" });
  });
});

describe("toSearchParams / collectionHref", () => {
  it("leaves defaults out", () => {
    expect(collectionHref(DEFAULT_FILTER)).toBe("/collection");
    expect(toSearchParams(filter({ q: "  " })).toString()).toBe("");
  });

  it("round-trips through parseCollectionParams", () => {
    const f = filter({
      all: true,
      type: "Arcade",
      status: "In Repair",
      q: "street fighter",
      sort: "year",
      dir: "desc",
    });
    expect(collectionHref(f)).toBe(
      "/collection?all=1&type=Arcade&status=In+Repair&q=street+fighter&sort=year&dir=desc",
    );
    expect(parseCollectionParams(toSearchParams(f))).toEqual(f);
    // Oldest first is not the default, so it is written out.
    expect(toSearchParams(filter({ dir: "asc" })).toString()).toBe("sort=dateAdded&dir=asc");
  });
});

describe("nextSort (spec: clicking the active key flips direction, a new key starts ascending)", () => {
  it("flips the active key", () => {
    expect(nextSort({ sort: "dateAdded", dir: "desc" }, "dateAdded")).toEqual({ sort: "dateAdded", dir: "asc" });
    expect(nextSort({ sort: "name", dir: "asc" }, "name")).toEqual({ sort: "name", dir: "desc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "name")).toEqual({ sort: "name", dir: "asc" });
  });

  it("starts a new key ascending, whatever the old direction", () => {
    expect(nextSort({ sort: "dateAdded", dir: "desc" }, "name")).toEqual({ sort: "name", dir: "asc" });
    expect(nextSort({ sort: "name", dir: "desc" }, "year")).toEqual({ sort: "year", dir: "asc" });
    expect(nextSort({ sort: "year", dir: "asc" }, "dateAdded")).toEqual({ sort: "dateAdded", dir: "asc" });
  });
});

describe("filterGames", () => {
  const games = [
    game({ id: 1, name: "Medieval Madness", type: "Pinball", location: "Replay", status: "Operational" }),
    game({ id: 2, name: "Ms. Pac-Man", type: "Arcade", location: "Replay", status: "In Repair" }),
    game({ id: 3, name: "Addams Family", type: "Pinball", location: "Warehouse", status: "Awaiting Parts" }),
    game({
      id: 4,
      name: "Alley Roller",
      type: "Other",
      typeOther: "Skee-Ball Lane",
      location: "Replay",
      status: "Operational",
    }),
    game({
      id: 5,
      name: "Galaga",
      type: "Arcade",
      location: "Other",
      locationOther: "Storage Unit",
      status: "Operational",
    }),
  ];
  const ids = (f: Partial<CollectionFilter>) => filterGames(games, filter(f)).map((g) => g.id);

  it("shows only Replay unless all locations are searched", () => {
    expect(ids({})).toEqual([1, 2, 4]);
    expect(ids({ all: true })).toEqual([1, 2, 3, 4, 5]);
  });

  it("filters by type and status; Pinball and Arcade match exactly", () => {
    expect(ids({ all: true, type: "Pinball" })).toEqual([1, 3]);
    expect(ids({ all: true, type: "Arcade" })).toEqual([2, 5]);
    expect(ids({ all: true, status: "In Repair" })).toEqual([2]);
    expect(ids({ all: true, status: "Awaiting Parts" })).toEqual([3]);
    expect(ids({ type: "Pinball", status: "Awaiting Parts" })).toEqual([]);
  });

  it("searches name and type, case-insensitive, every word anywhere", () => {
    expect(ids({ q: "pac" })).toEqual([2]);
    expect(ids({ all: true, q: "PINBALL" })).toEqual([1, 3]);
    expect(ids({ q: "skee-ball" })).toEqual([4]);
    expect(ids({ q: "madness medieval" })).toEqual([1]);
    expect(ids({ q: "madness galaga" })).toEqual([]);
    expect(ids({ q: "storage" })).toEqual([]); // location is not searched
  });
});

describe("sortGames", () => {
  const games = [
    game({ id: 1, name: "galaga", yearMade: 1981, dateAdded: "2024-03-01T10:00:00.000Z" }),
    game({ id: 2, name: "Asteroids", yearMade: null, dateAdded: "2024-05-01T10:00:00.000Z" }),
    game({ id: 3, name: "Defender", yearMade: 1981, dateAdded: "2023-12-24T10:00:00.000Z" }),
    game({ id: 4, name: "Zaxxon", yearMade: 1982, dateAdded: "2024-05-01T10:00:00.000Z" }),
    game({ id: 5, name: "Centipede", yearMade: 1980, dateAdded: "2024-04-01T10:00:00.000Z" }),
  ];
  const names = (sort: CollectionFilter["sort"], dir: CollectionFilter["dir"]) =>
    sortGames(games, { sort, dir }).map((g) => g.name);

  it("date added, newest first by default (same instant: later id first)", () => {
    expect(names("dateAdded", "desc")).toEqual(["Zaxxon", "Asteroids", "Centipede", "galaga", "Defender"]);
    expect(names("dateAdded", "asc")).toEqual(["Defender", "galaga", "Centipede", "Asteroids", "Zaxxon"]);
  });

  it("name, ignoring case", () => {
    expect(names("name", "asc")).toEqual(["Asteroids", "Centipede", "Defender", "galaga", "Zaxxon"]);
    expect(names("name", "desc")).toEqual(["Zaxxon", "galaga", "Defender", "Centipede", "Asteroids"]);
  });

  it("year, ties by name, unknown years last in both directions", () => {
    expect(names("year", "asc")).toEqual(["Centipede", "Defender", "galaga", "Zaxxon", "Asteroids"]);
    expect(names("year", "desc")).toEqual(["Zaxxon", "Defender", "galaga", "Centipede", "Asteroids"]);
  });

  it("does not change its input", () => {
    const before = games.map((g) => g.id);
    sortGames(games, { sort: "name", dir: "asc" });
    expect(games.map((g) => g.id)).toEqual(before);
  });
});

describe("collectionView", () => {
  it("returns card data only, never sale or staff fields", () => {
    const cards = collectionView(
      [
        game({
          id: 9,
          name: "Twilight Zone",
          type: "Pinball",
          thumbnailUrl: "/uploads/t.webp",
          imageUrl: "/uploads/i.webp",
          yearMade: 1993,
          saleNotes: "secret",
        }),
      ],
      DEFAULT_FILTER,
    );
    expect(cards).toEqual([
      {
        id: 9,
        slug: "game-9",
        name: "Twilight Zone",
        type: "Pinball",
        location: "Replay",
        status: "Operational",
        image: "/uploads/t.webp",
        year: 1993,
      },
    ]);
  });

  it("shows the other type and location by their given names", () => {
    const [card] = collectionView(
      [game({ type: "Other", typeOther: "Skee-Ball", location: "Other", locationOther: "Lobby" })],
      filter({ all: true }),
    );
    expect(card).toMatchObject({ type: "Skee-Ball", location: "Lobby", image: null });
  });
});
