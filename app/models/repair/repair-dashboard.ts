import type { RepairSeverity } from "~/db/schema";

/**
 * The Repair Dashboard's filter, kept in the URL like the collection's:
 * /repairs?q=flipper&status=open&sort=game&dir=asc. Pure, so loader, page and tests share it.
 *
 * The floor's views (docs/product.md#the-repair-floors-views): `mine=1` (repairs the signed-in staff member took),
 * `untriaged=1` (open visitor reports nobody has triaged), `severity=` one of the severities or "safety", and the
 * Severity sort (the triage order of floor.ts's triageRank, then newest).
 *
 * The list opens on the open repairs (the work still to do); the count tabs Open, Resolved and Total are the
 * status filter (docs/product.md#the-repair-floors-views).
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

/** The open repairs, newest first, by default. */
export const DEFAULT_REPAIR_FILTER: RepairFilter = {
  q: "",
  status: "open",
  severity: "all",
  mine: false,
  untriaged: false,
  sort: "date",
  dir: "desc",
  limit: PAGE_SIZE,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function parseRepairParams(params: URLSearchParams): RepairFilter {
  const sort = oneOf(REPAIR_SORT_KEYS, params.get("sort"), "date");
  const dir = params.get("dir");
  const limit = Number(params.get("limit"));
  return {
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    // An older link's hide=1 meant "open", the default now; an explicit status wins over it.
    status: oneOf(REPAIR_STATUS_FILTERS, params.get("status"), DEFAULT_REPAIR_FILTER.status),
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
  if (filter.status !== DEFAULT_REPAIR_FILTER.status) params.set("status", filter.status);
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

/**
 * The count tabs over the list, which are its status filter: Open, Resolved and Total (every status), and
 * Untriaged, the open visitor reports nobody has looked at. Each tab's key is also its count's.
 */
export const REPAIR_VIEWS = [
  { key: "open", label: "Open", patch: { status: "open", untriaged: false } },
  { key: "resolved", label: "Resolved", patch: { status: "resolved", untriaged: false } },
  { key: "total", label: "Total", patch: { status: "all", untriaged: false } },
  { key: "untriaged", label: "Untriaged", patch: { status: "open", untriaged: true } },
] as const satisfies readonly { key: string; label: string; patch: Partial<RepairFilter> }[];

export type RepairViewKey = (typeof REPAIR_VIEWS)[number]["key"];

/** The tab a filter is on. Untriaged reports are open ones, so that tab wins over the status. */
export function currentRepairView(filter: Pick<RepairFilter, "status" | "untriaged">): RepairViewKey {
  if (filter.untriaged) return "untriaged";
  return filter.status === "all" ? "total" : filter.status;
}

const TITLE_MAX = 120;

/** A repair's title in the list: the report's first line, cut near TITLE_MAX characters (the thread has it all). */
export function repairTitle(comment: string) {
  const line = comment.trim().split(/\r?\n/, 1)[0].trim();
  return line.length <= TITLE_MAX ? line : `${line.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago a repair was logged, as the list shows it ("now", "12 min", "5 h", "3 d"), from the server's `now`. */
export function repairAge(loggedAt: string, now: number) {
  const ms = Math.max(0, now - Date.parse(loggedAt));
  if (ms < MINUTE) return "now";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  return `${Math.floor(ms / DAY)} d`;
}
