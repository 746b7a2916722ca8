/**
 * The Repair Dashboard's filter (spec section 2; issue 10), kept in the URL like the collection's:
 * /repairs?q=flipper&status=open&hide=1&sort=game&dir=asc. Pure, so loader, page and tests share it.
 */

export const REPAIR_STATUS_FILTERS = ["all", "open", "resolved"] as const;
export const REPAIR_SORT_KEYS = ["date", "game"] as const;

export type RepairStatusFilter = (typeof REPAIR_STATUS_FILTERS)[number];
export type RepairSortKey = (typeof REPAIR_SORT_KEYS)[number];
export type RepairFilter = { q: string; status: RepairStatusFilter; hideResolved: boolean; sort: RepairSortKey; dir: "asc" | "desc"; limit: number };

export const NO_MATCHING_REPAIRS = "No repairs found matching your criteria";
export const NO_REPAIRS = "No repairs have been logged yet";
/** Rows drawn at once; "Show more" adds as many again. */
export const PAGE_SIZE = 100;
const MAX_LIMIT = 5000;

/** Spec: newest first by default. */
export const DEFAULT_REPAIR_FILTER: RepairFilter = { q: "", status: "all", hideResolved: false, sort: "date", dir: "desc", limit: PAGE_SIZE };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseRepairParams(params: URLSearchParams): RepairFilter {
  const sort = oneOf(REPAIR_SORT_KEYS, params.get("sort"), "date");
  const dir = params.get("dir");
  const limit = Number(params.get("limit"));
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    status: oneOf(REPAIR_STATUS_FILTERS, params.get("status"), "all"),
    hideResolved: params.get("hide") === "1",
    sort,
    dir: dir === "asc" || dir === "desc" ? dir : sort === "date" ? "desc" : "asc",
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : PAGE_SIZE,
  };
}

/** The shortest URL for a filter; defaults are left out. */
export function repairsHref(filter: RepairFilter) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.hideResolved) params.set("hide", "1");
  if (filter.sort !== "date" || filter.dir !== "desc") {
    params.set("sort", filter.sort);
    params.set("dir", filter.dir);
  }
  if (filter.limit !== PAGE_SIZE) params.set("limit", String(filter.limit));
  const search = params.toString();
  return search ? `/repairs?${search}` : "/repairs";
}

/** Clicking the active key flips its direction; a new key starts with its natural order (date newest, game A-Z). */
export function nextRepairSort(current: RepairFilter, clicked: RepairSortKey): Pick<RepairFilter, "sort" | "dir"> {
  if (current.sort === clicked) return { sort: clicked, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: clicked, dir: clicked === "date" ? "desc" : "asc" };
}
