import { sql } from "kysely";
import { staffName } from "~/models/account/staff-name";
import type { DayException, WeeklyHours } from "~/models/hours/hours";
import { openingSpans, type Span } from "~/models/stats/uptime";
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
  const counted = cycles.filter((c) => c.every_plays !== null);
  // Opening hours are laid out from the earliest cycle that counts them; days and plays need none.
  const hourly = cycles.filter((c) => c.every_open_hours !== null).map((c) => Date.parse(c.start));
  const [weekly, special, readings] = await Promise.all([
    db.selectFrom("business_hours").selectAll().execute(),
    db.selectFrom("special_hours").selectAll().execute(),
    readPlays(db, counted, now),
  ]);
  const open = hourly.length ? openSpans(weekly, special, Math.min(...hourly), now + AHEAD_MS, timeZone) : [];

  const rows = cycles.map((cycle): DueRow => {
    const start = Date.parse(cycle.start);
    const own = cycle.every_plays === null ? [] : (readings.get(cycle.gameId) ?? []);
    const after = firstAfter(own, start);
    const due = cycleDue({
      intervals: intervalsOf(cycle),
      start,
      baseline: cycle.playsAtDone ?? own[after - 1]?.reading ?? null,
      readings: own.slice(after),
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

const DAY = 86_400_000;

/** The last layout of opening spans: the due list is read again and again with the same hours on the same day. */
let laidOut: { key: string; spans: Span[] } | null = null;

/**
 * The museum's opening spans over whole days around [from, to]: a wider layout changes no figure, as each cycle
 * counts from its own start, and whole days let the next read of the day reuse it.
 */
function openSpans(weekly: WeeklyHours[], special: DayException[], from: number, to: number, timeZone: string) {
  const first = (Math.floor(from / DAY) - 1) * DAY;
  const last = (Math.floor(to / DAY) + 2) * DAY;
  const key = JSON.stringify([weekly, special, first, last, timeZone]);
  if (laidOut?.key !== key) laidOut = { key, spans: openingSpans(weekly, special, first, last, timeZone) };
  return laidOut.spans;
}

/** The index of the first of the readings (oldest first) taken after `at`: a binary search. */
function firstAfter(readings: Reading[], at: number) {
  let low = 0;
  let high = readings.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (readings[mid].at <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Each counted machine's readings from the last one at or before its earliest cycle start up to now, oldest
 * first: enough for every cycle's baseline and the plays since. Each machine is read from its own earliest
 * start, so one machine's long cycle does not load a year of every other machine's readings.
 */
async function readPlays(db: DB, cycles: CycleRow[], now: number) {
  const byGame = new Map<number, Reading[]>();
  if (!cycles.length) return byGame;
  const earliest = new Map<number, string>();
  for (const c of cycles)
    if (!earliest.has(c.gameId) || c.start < earliest.get(c.gameId)!) earliest.set(c.gameId, c.start);
  // Each machine with its own earliest start, as a table to join: a union of literal rows both databases read.
  const starts = sql<{ game_id: number; from_at: string }>`(${sql.join(
    [...earliest].map(([id, from]) => sql`select cast(${id} as integer) as game_id, ${from} as from_at`),
    sql` union all `,
  )})`.as("f");
  const upTo = new Date(now).toISOString();
  const [recent, earlier] = await Promise.all([
    db
      .selectFrom(starts)
      .innerJoin("play_readings as r", (join) =>
        join.onRef("r.game_id", "=", "f.game_id").onRef("r.read_at", ">", "f.from_at"),
      )
      .select(["r.game_id", "r.reading", "r.read_at"])
      .where("r.read_at", "<=", upTo)
      .orderBy("r.game_id")
      .orderBy("r.read_at")
      .orderBy("r.id")
      .execute(),
    // The last reading at or before each machine's earliest start, for the cycles that kept no counter when last done.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom(starts)
          .select((e) =>
            e
              .selectFrom("play_readings as p")
              .select("p.id")
              .whereRef("p.game_id", "=", "f.game_id")
              .whereRef("p.read_at", "<=", "f.from_at")
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
