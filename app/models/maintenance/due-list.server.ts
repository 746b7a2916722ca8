import { staffName } from "~/models/account/staff-name";
import { openingSpans } from "~/models/stats/uptime";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { readCycles, type CycleFilter, type CycleRow } from "./cycles.server";
import { cycleDue, type CycleDue, type DueState, type Reading } from "./due";
import { intervalsOf, isSafetyTask, parseSteps, type TaskStep } from "./maintenance";

/**
 * The due list (docs/product.md#maintenance): every cycle with its due point, most overdue first. The same read
 * serves one machine's page, one task, the workshop board and the digest, through its filter.
 */

export type DueFilter = CycleFilter & { state?: Exclude<DueState, "later"> };

export type DueRow = Omit<CycleRow, "steps" | "assigneeName" | "assigneeEmail"> &
  CycleDue & { steps: TaskStep[]; safety: boolean; assignee: string | null };

/** How far ahead opening hours are laid out to find a due point in the future; further reads as "not yet". */
const AHEAD_MS = 400 * 86_400_000;

export async function readDueList(
  db: DB,
  filter: DueFilter = {},
  now = Date.now(),
  timeZone = getConfig().timeZone,
): Promise<DueRow[]> {
  const cycles = await readCycles(db, filter);
  if (!cycles.length) return [];
  const from = Math.min(...cycles.map((c) => Date.parse(c.start)));
  const counted = cycles.filter((c) => c.every_plays !== null);
  const [weekly, special, readings] = await Promise.all([
    db.selectFrom("business_hours").selectAll().execute(),
    db.selectFrom("special_hours").selectAll().execute(),
    readPlays(db, [...new Set(counted.map((c) => c.gameId))], counted, now),
  ]);
  const open = openingSpans(weekly, special, from, now + AHEAD_MS, timeZone);

  const rows = cycles.map((cycle): DueRow => {
    const start = Date.parse(cycle.start);
    const own = readings.get(cycle.gameId) ?? [];
    const before = own.filter((r) => r.at <= start).at(-1);
    const due = cycleDue({
      intervals: intervalsOf(cycle),
      start,
      baseline: cycle.playsAtDone ?? before?.reading ?? null,
      readings: own.filter((r) => r.at > start),
      open,
      now,
      timeZone,
    });
    const steps = parseSteps(cycle.steps);
    const { assigneeName, assigneeEmail, ...rest } = cycle;
    return {
      ...rest,
      ...due,
      steps,
      safety: isSafetyTask(steps),
      assignee: cycle.assignedTo === null ? null : staffName(assigneeName, assigneeEmail),
    };
  });
  const shown = filter.state ? rows.filter((row) => matchesState(row.state, filter.state!)) : rows;
  return shown.sort(mostOverdueFirst);
}

/** "Due" lists what needs doing now: the overdue as well as the due. */
export const matchesState = (state: DueState, wanted: Exclude<DueState, "later">) =>
  wanted === "due" ? state !== "later" : state === wanted;

/** Overdue first, the longest overdue at the top; then by how much of an interval is used. */
export function mostOverdueFirst(a: CycleDue & { title: string }, b: CycleDue & { title: string }) {
  const overdue = Number(b.state === "overdue") - Number(a.state === "overdue");
  if (overdue) return overdue;
  if (a.state === "overdue") return a.dueAt! - b.dueAt!;
  return b.share - a.share || a.title.localeCompare(b.title);
}

/**
 * Each counted machine's readings from the last one before its earliest cycle start up to now, oldest first:
 * enough for every cycle's baseline and the plays since.
 */
async function readPlays(db: DB, gameIds: number[], cycles: CycleRow[], now: number) {
  const byGame = new Map<number, Reading[]>();
  if (!gameIds.length) return byGame;
  const earliest = new Map<number, string>();
  for (const c of cycles)
    if (!earliest.has(c.gameId) || c.start < earliest.get(c.gameId)!) earliest.set(c.gameId, c.start);
  const from = [...earliest.values()].sort()[0];
  const upTo = new Date(now).toISOString();
  const [recent, earlier] = await Promise.all([
    db
      .selectFrom("play_readings")
      .select(["game_id", "reading", "read_at"])
      .where("game_id", "in", gameIds)
      .where("read_at", ">", from)
      .where("read_at", "<=", upTo)
      .orderBy("game_id")
      .orderBy("read_at")
      .orderBy("id")
      .execute(),
    // The last reading at or before the earliest start, for the cycles that kept no counter when last done.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("games as g")
          .where("g.id", "in", gameIds)
          .select((e) =>
            e
              .selectFrom("play_readings as p")
              .select("p.id")
              .whereRef("p.game_id", "=", "g.id")
              .where("p.read_at", "<=", from)
              .orderBy("p.read_at", "desc")
              .orderBy("p.id", "desc")
              .limit(1)
              .as("last_id"),
          )
          .as("l"),
      )
      .innerJoin("play_readings as r", "r.id", "l.last_id")
      .select(["r.game_id", "r.reading", "r.read_at"])
      .execute(),
  ]);
  for (const row of [...earlier, ...recent]) {
    const list = byGame.get(row.game_id) ?? [];
    list.push({ at: Date.parse(row.read_at), reading: row.reading });
    byGame.set(row.game_id, list);
  }
  return byGame;
}
