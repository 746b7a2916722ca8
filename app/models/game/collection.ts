import { displayLocation, displayType, type PublicGame } from "./game";

/**
 * The collection page's rules, pure so the
 * loader, the page and the tests share them. The filter lives in the URL:
 * ?all=1&type=Pinball&status=In+Repair&q=...&sort=name&dir=asc
 */

export const TYPE_FILTERS = ["All", "Pinball", "Arcade"] as const;
export const STATUS_FILTERS = ["All", "Operational", "In Repair", "Awaiting Parts"] as const;
export const SORT_KEYS = ["name", "year", "dateAdded"] as const;

export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = "asc" | "desc";
export type Sort = { sort: SortKey; dir: SortDir };

export type CollectionFilter = Sort & {
  /** 'Search All Locations'; unticked means Replay only. */
  all: boolean;
  type: TypeFilter;
  status: StatusFilter;
  q: string;
};

export const SORT_LABELS: Record<SortKey, string> = { name: "Name", year: "Year", dateAdded: "Date Added" };

/** By default: location Replay, everything else All, newest first. */
export const DEFAULT_FILTER: CollectionFilter = {
  all: false,
  type: "All",
  status: "All",
  q: "",
  sort: "dateAdded",
  dir: "desc",
};

const MAX_QUERY = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Any query string to a valid filter; unknown or malformed values fall back to the defaults. */
export function parseCollectionParams(params: URLSearchParams): CollectionFilter {
  const sort = oneOf(SORT_KEYS, params.get("sort"), DEFAULT_FILTER.sort);
  const dirParam = params.get("dir");
  // A key given without a direction starts ascending, except the default key, whose default is newest first.
  const dir: SortDir =
    dirParam === "asc" || dirParam === "desc" ? dirParam : sort === DEFAULT_FILTER.sort ? DEFAULT_FILTER.dir : "asc";
  const all = params.get("all");
  return {
    all: all === "1" || all === "true" || all === "on",
    type: oneOf(TYPE_FILTERS, params.get("type"), "All"),
    status: oneOf(STATUS_FILTERS, params.get("status"), "All"),
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY),
    sort,
    dir,
  };
}

/** The shortest query string for a filter: defaults are left out, so the plain page is just /collection. */
export function toSearchParams(filter: CollectionFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.all) params.set("all", "1");
  if (filter.type !== "All") params.set("type", filter.type);
  if (filter.status !== "All") params.set("status", filter.status);
  const q = filter.q.trim();
  if (q) params.set("q", q);
  if (filter.sort !== DEFAULT_FILTER.sort || filter.dir !== DEFAULT_FILTER.dir) {
    params.set("sort", filter.sort);
    params.set("dir", filter.dir);
  }
  return params;
}

export const collectionHref = (filter: CollectionFilter) => {
  const search = toSearchParams(filter).toString();
  return search ? `/collection?${search}` : "/collection";
};

/** Clicking the active key flips its direction; a new key starts ascending. */
export function nextSort(current: Sort, clicked: SortKey): Sort {
  if (current.sort === clicked) return { sort: clicked, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: clicked, dir: "asc" };
}

type Filterable = Pick<PublicGame, "name" | "type" | "typeOther" | "location" | "status">;

export function filterGames<T extends Filterable>(games: readonly T[], filter: CollectionFilter): T[] {
  const terms = filter.q.toLowerCase().split(" ").filter(Boolean);
  return games.filter((game) => {
    if (!filter.all && game.location !== "Replay") return false;
    if (filter.type !== "All" && game.type !== filter.type) return false;
    if (filter.status !== "All" && game.status !== filter.status) return false;
    if (!terms.length) return true;
    // Every word must appear in the name or the type, in any order.
    const haystack = `${game.name} ${displayType(game)}`.toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}

type Sortable = Pick<PublicGame, "id" | "name" | "yearMade" | "dateAdded">;

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** A new array sorted by the key; ties (and games without a year, which always come last) fall back to the name. */
export function sortGames<T extends Sortable>(games: readonly T[], { sort, dir }: Sort): T[] {
  const sign = dir === "asc" ? 1 : -1;
  const names = (a: T, b: T) => byName.compare(a.name, b.name) || a.id - b.id;
  const compare = (a: T, b: T): number => {
    switch (sort) {
      case "name":
        return sign * names(a, b);
      case "year":
        if (a.yearMade == null || b.yearMade == null) {
          return a.yearMade == null && b.yearMade == null ? names(a, b) : a.yearMade == null ? 1 : -1;
        }
        return sign * (a.yearMade - b.yearMade) || names(a, b);
      case "dateAdded":
        return sign * (a.dateAdded.localeCompare(b.dateAdded) || a.id - b.id);
    }
  };
  return [...games].sort(compare);
}

/** Only what a card shows: 500 of these must stay light in the HTML and the hydration data. */
export type GameCardData = {
  id: number;
  slug: string;
  name: string;
  type: string;
  location: string;
  status: string;
  image: string | null;
  year: number | null;
};

export function toGameCard(game: PublicGame): GameCardData {
  return {
    id: game.id,
    slug: game.slug,
    name: game.name,
    type: displayType(game),
    location: displayLocation(game),
    status: game.status,
    image: game.thumbnailUrl ?? game.imageUrl,
    year: game.yearMade,
  };
}

/** Filter, sort and trim to card data: the whole page's work, done on the server. */
export function collectionView(games: readonly PublicGame[], filter: CollectionFilter): GameCardData[] {
  return sortGames(filterGames(games, filter), filter).map(toGameCard);
}
