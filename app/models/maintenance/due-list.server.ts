import { staffName } from "~/models/account/staff-name";
import type { DayException, WeeklyHours } from "~/models/hours/hours";
import { openingSpans, type Span } from "~/models/stats/uptime";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { readCycles, type CycleFilter, type CycleRow } from "./cycles.server";
import { cycleDue, type CycleDue, type DueState } from "./due";
import { countPlays } from "./plays-counted.server";
import { intervalsOf, isSafetyTask, parseSteps, type Intervals, type TaskStep } from "./maintenance";

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
  const counted = cycles.flatMap((c, i) =>
    c.every_plays === null
      ? []
      : [{ i, gameId: c.gameId, start: c.start, startTotal: c.startTotal, every: c.every_plays }],
  );
  // Opening hours are laid out from the earliest cycle that counts them; days and plays need none.
  const hourly = cycles.filter((c) => c.every_open_hours !== null).map((c) => Date.parse(c.start));
  const [weekly, special, readings] = await Promise.all([
    db.selectFrom("business_hours").selectAll().execute(),
    db.selectFrom("special_hours").selectAll().execute(),
    countPlays(db, counted, now),
  ]);
  const played = new Map(counted.map((c, k) => [c.i, readings[k]]));
  const open = hourly.length ? openSpans(weekly, special, Math.min(...hourly), now + AHEAD_MS, timeZone) : [];

  // A task on a type of machine is a cycle on each of them: its checklist and intervals are read once.
  const ofTask = new Map<number, { steps: TaskStep[]; safety: boolean; intervals: Intervals }>();
  const rows = cycles.map((cycle, i): DueRow => {
    let task = ofTask.get(cycle.taskId);
    if (!task) {
      const steps = parseSteps(cycle.steps);
      ofTask.set(cycle.taskId, (task = { steps, safety: isSafetyTask(steps), intervals: intervalsOf(cycle) }));
    }
    const due = cycleDue({
      intervals: task.intervals,
      start: Date.parse(cycle.start),
      played: played.get(i) ?? null,
      open,
      now,
      timeZone,
    });
    // Written out rather than spread: thousands of rows, each built once.
    return {
      taskId: cycle.taskId,
      title: cycle.title,
      minutes: cycle.minutes,
      every_days: cycle.every_days,
      every_open_hours: cycle.every_open_hours,
      every_plays: cycle.every_plays,
      gameId: cycle.gameId,
      gameName: cycle.gameName,
      gameSlug: cycle.gameSlug,
      gameType: cycle.gameType,
      start: cycle.start,
      lastDoneAt: cycle.lastDoneAt,
      startTotal: cycle.startTotal,
      assignedTo: cycle.assignedTo,
      uses: due.uses,
      dueAt: due.dueAt,
      state: due.state,
      share: due.share,
      steps: task.steps,
      safety: task.safety,
      assignee: cycle.assignedTo === null ? null : staffName(cycle.assigneeName, cycle.assigneeEmail),
    };
  });
  const shown = filter.state ? rows.filter((row) => matchesState(row.state, filter.state!)) : rows;
  return shown.sort(mostOverdueFirst);
}

/** "Due" lists what needs doing now: the overdue as well as the due. */
export const matchesState = (state: DueState, wanted: Exclude<DueState, "later">) =>
  wanted === "due" ? state !== "later" : state === wanted;

const byTitle = new Intl.Collator("en-US");

/** Overdue first, the longest overdue at the top; then by how much of an interval is used. */
export function mostOverdueFirst(a: CycleDue & { title: string }, b: CycleDue & { title: string }) {
  const overdue = Number(b.state === "overdue") - Number(a.state === "overdue");
  if (overdue) return overdue;
  if (a.state === "overdue") return a.dueAt! - b.dueAt!;
  return b.share - a.share || byTitle.compare(a.title, b.title);
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
