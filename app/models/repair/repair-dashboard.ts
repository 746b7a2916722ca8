import type { RepairSeverity } from "~/db/schema";

/**
 * The Repair Dashboard's filter, kept in the URL like the collection's:
 * /repairs?q=flipper&status=open&sort=game&dir=asc. Pure, so loader, page and tests share it.
 *
 * The floor's views (docs/product.md#the-repair-floors-views): `mine=1` (repairs the signed-in staff member took),
 * `untriaged=1` (open visitor reports nobody has triaged), `severity=` one of the severities or "safety", and the
 * Severity sort (the triage order of floor.ts's triageRank, then newest).
 *
 * The Hide/Show Resolved toggle and the status select are two views of one state, so they can never
 * contradict each other: hiding resolved repairs is the status "open", showing them again
 * is "all", and choosing "resolved" shows them.
 */

export const REPAIR_STATUS_FILTERS = ["all", "open", "resolved"] as const;
export const REPAIR_SORT_KEYS = ["date", "game", "severity"] as const;
/** "safety" is the safety flag, whatever the severity; the others are the severity itself. */
export const REPAIR_SEVERITY_FILTERS = ["all", "unplayable", "major", "minor", "cosmetic", "safety"] as const;

export type RepairStatusFilter = (typeof REPAIR_STATUS_FILTERS)[number];
export type RepairSortKey = (typeof REPAIR_SORT_KEYS)[number];
export type RepairSeverityFilter = "all" | "safety" | RepairSeverity;
export type RepairFilter = {
  q: string;
  status: RepairStatusFilter;
  severity: RepairSeverityFilter;
  mine: boolean;
  untriaged: boolean;
  sort: RepairSortKey;
  dir: "asc" | "desc";
  limit: number;
};

export const NO_MATCHING_REPAIRS = "No repairs found matching your criteria";
export const NO_REPAIRS = "No repairs have been logged yet";
/** Rows drawn at once; "Show more" adds as many again. */
export const PAGE_SIZE = 100;
const MAX_LIMIT = 5000;

/** Newest first by default. */
export const DEFAULT_REPAIR_FILTER: RepairFilter = {
  q: "",
  status: "all",
  severity: "all",
  mine: false,
  untriaged: false,
  sort: "date",
  dir: "desc",
  limit: PAGE_SIZE,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * `hide=1` is the toggle's older spelling of "open"; an explicit status wins over it, since a link
 * saying both "resolved" and "hide resolved" is asking for the resolved ones it names.
 */
function statusOf(params: URLSearchParams): RepairStatusFilter {
  const status = oneOf(REPAIR_STATUS_FILTERS, params.get("status"), "all");
  return status === "all" && params.get("hide") === "1" ? "open" : status;
}

export function parseRepairParams(params: URLSearchParams): RepairFilter {
  const sort = oneOf(REPAIR_SORT_KEYS, params.get("sort"), "date");
  const dir = params.get("dir");
  const limit = Number(params.get("limit"));
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    status: statusOf(params),
    severity: oneOf(REPAIR_SEVERITY_FILTERS, params.get("severity"), "all"),
    mine: params.get("mine") === "1",
    untriaged: params.get("untriaged") === "1",
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
  if (filter.severity !== "all") params.set("severity", filter.severity);
  if (filter.mine) params.set("mine", "1");
  if (filter.untriaged) params.set("untriaged", "1");
  if (filter.sort !== "date" || filter.dir !== "desc") {
    params.set("sort", filter.sort);
    params.set("dir", filter.dir);
  }
  if (filter.limit !== PAGE_SIZE) params.set("limit", String(filter.limit));
  const search = params.toString();
  return search ? `/repairs?${search}` : "/repairs";
}

/**
 * Clicking the active key flips its direction; a new key starts with its natural order (date newest, game A-Z,
 * severity most urgent first).
 */
export function nextRepairSort(current: RepairFilter, clicked: RepairSortKey): Pick<RepairFilter, "sort" | "dir"> {
  if (current.sort === clicked) return { sort: clicked, dir: current.dir === "asc" ? "desc" : "asc" };
  return { sort: clicked, dir: clicked === "date" ? "desc" : "asc" };
}

/** The Severity select's choices (REPAIR_SEVERITY_FILTERS gives their order). */
export const SEVERITY_FILTER_LABELS: Record<RepairSeverityFilter, string> = {
  all: "All",
  unplayable: "Unplayable",
  major: "Major",
  minor: "Minor",
  cosmetic: "Cosmetic",
  safety: "Safety",
};

/** Whether resolved repairs are out of the list: what the Hide/Show Resolved toggle shows. */
export const hidesResolved = (filter: Pick<RepairFilter, "status">) => filter.status === "open";

/** The toggle: hiding resolved repairs shows the open ones; showing them again shows all. */
export const toggleResolved = (filter: Pick<RepairFilter, "status">): RepairStatusFilter =>
  hidesResolved(filter) ? "all" : "open";
