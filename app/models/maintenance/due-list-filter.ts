import { z } from "zod";
import type { GameType } from "~/db/schema";
import { GAME_TYPES } from "~/models/game/game.schema";
import type { DueState } from "./due";

/**
 * The due list's filter as its address carries it (/maintenance?state=overdue&type=Pinball&machine=12&mine=1):
 * pure, so the loader, the page and the tests share it. Anything unreadable falls back to its default.
 */

/** The state tabs, in order: All, Due (the due and the overdue) and Overdue. Each key is also its count's. */
export const DUE_VIEWS = [
  { key: "all", label: "All" },
  { key: "due", label: "Due" },
  { key: "overdue", label: "Overdue" },
] as const;

export type DueViewKey = (typeof DUE_VIEWS)[number]["key"];

/** The badge an overdue or due cycle wears, a word beside its colour; also the first word of its due point. */
export const DUE_STATE_LABELS: Record<Exclude<DueState, "later">, string> = { overdue: "Overdue", due: "Due" };

/** Rows drawn at once; "Show more" adds as many again. */
export const DUE_PAGE_SIZE = 100;
const MAX_LIMIT = 5_000;

export const dueFilterSchema = z.object({
  state: z.enum(DUE_VIEWS.map((view) => view.key) as [DueViewKey, ...DueViewKey[]]).catch("all"),
  type: z
    .enum(GAME_TYPES as [GameType, ...GameType[]])
    .optional()
    .catch(undefined),
  machine: z.coerce.number().int().positive().optional().catch(undefined),
  mine: z.unknown().transform((v) => v === "1"),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).catch(DUE_PAGE_SIZE),
});

export type DueListFilter = z.infer<typeof dueFilterSchema>;

export function parseDueParams(params: URLSearchParams): DueListFilter {
  return dueFilterSchema.parse(
    Object.fromEntries(["state", "type", "machine", "mine", "limit"].map((k) => [k, params.get(k) ?? undefined])),
  );
}

/** The shortest address for a filter; defaults are left out. */
export function dueListHref(filter: DueListFilter) {
  const params = new URLSearchParams();
  if (filter.state !== "all") params.set("state", filter.state);
  if (filter.type) params.set("type", filter.type);
  if (filter.machine) params.set("machine", String(filter.machine));
  if (filter.mine) params.set("mine", "1");
  if (filter.limit !== DUE_PAGE_SIZE) params.set("limit", String(filter.limit));
  const search = params.toString();
  return search ? `/maintenance?${search}` : "/maintenance";
}
