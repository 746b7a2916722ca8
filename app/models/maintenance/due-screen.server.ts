import type { DB } from "~/utils/db.server";
import type { DueState, IntervalUse } from "./due";
import { matchesState, readDueList } from "./due-list.server";
import { DUE_VIEWS, type DueListFilter, type DueViewKey } from "./due-list-filter";
import { dueWords, usedText, type DueWords } from "./due-words.server";

/** One row of the due list screen, its words finished on the server. */
export type DueItem = {
  taskId: number;
  title: string;
  gameId: number;
  gameName: string;
  gameSlug: string;
  state: DueState;
  safety: boolean;
  assignee: string | null;
  uses: (Pick<IntervalUse, "kind" | "share"> & { text: string })[];
  due: DueWords;
};

export type DueScreen = {
  /** The first `limit` of the cycles in view. */
  items: DueItem[];
  counts: Record<DueViewKey, number>;
  /** The machines with a cycle under the type and Mine filters: the machine select's choices. */
  machines: { id: number; name: string }[];
  /** Whether any live task exists: without one the page explains what tasks are. */
  anyTask: boolean;
};

/**
 * The due list screen (docs/product.md#maintenance): one read of the due list under the type and Mine filters,
 * narrowed to a machine, counted by state for the tabs, then to the chosen state.
 */
export async function dueScreen(
  db: DB,
  filter: DueListFilter,
  userId: number,
  now: number,
  timeZone: string,
): Promise<DueScreen> {
  const [rows, task] = await Promise.all([
    readDueList(db, { type: filter.type, assignedTo: filter.mine ? userId : undefined }, now, timeZone),
    db.selectFrom("maintenance_tasks").select("id").where("deleted_at", "is", null).limit(1).executeTakeFirst(),
  ]);
  const machines = [...new Map(rows.map((row) => [row.gameId, row.gameName])).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const onMachine = filter.machine === undefined ? rows : rows.filter((row) => row.gameId === filter.machine);
  const inView = (key: DueViewKey) => onMachine.filter((row) => key === "all" || matchesState(row.state, key));
  const counts = Object.fromEntries(DUE_VIEWS.map(({ key }) => [key, inView(key).length])) as DueScreen["counts"];
  // Only the rows drawn are put into words: a long list's wording costs more than its reading.
  const items = inView(filter.state)
    .slice(0, filter.limit)
    .map((row): DueItem => ({
      taskId: row.taskId,
      title: row.title,
      gameId: row.gameId,
      gameName: row.gameName,
      gameSlug: row.gameSlug,
      state: row.state,
      safety: row.safety,
      assignee: row.assignee,
      uses: row.uses.map((use) => ({ kind: use.kind, share: use.share, text: usedText(use) })),
      due: dueWords(row, now, timeZone),
    }));
  return { items, counts, machines, anyTask: task !== undefined };
}
