import { formatMuseumDate } from "~/utils/museum-date.server";
import type { DueRow } from "./due-list.server";
import { describeIntervals, INTERVAL_UNITS, intervalsOf, type IntervalKind, type TaskStep } from "./maintenance";
import type { DueState } from "./due";

/**
 * A cycle as its page shows it (/maintenance/cycles/{taskId}/{gameId}), worded on the server in museum time, so
 * the page ships no date code: the due point, and how much of each interval is used.
 */

export type CycleUse = { kind: IntervalKind; label: string; share: number };

export type CycleView = {
  taskId: number;
  gameId: number;
  title: string;
  gameName: string;
  gameSlug: string;
  state: DueState;
  /** 'Due Nov 11, 2026 6:00 PM', 'Was due Nov 6, 2026 6:00 PM', or why no due point is known yet. */
  dueLabel: string;
  every: string;
  uses: CycleUse[];
  steps: TaskStep[];
  safety: boolean;
  estimate: number | null;
  assignedTo: number | null;
  assignee: string | null;
  lastDoneAt: string | null;
  lastDoneLabel: string | null;
};

const NO_DUE_POINT = "Due point not known yet: no plays counted since it was last done";

/** "7.9 of 30 days", "24 of 40 opening hours": one decimal only where it tells something. */
const used = (n: number) => (n < 10 ? Number(n.toFixed(1)) : Math.round(n)).toLocaleString("en-US");

export function cycleView(row: DueRow, timeZone?: string): CycleView {
  const dueLabel =
    row.dueAt === null
      ? NO_DUE_POINT
      : `${row.state === "overdue" ? "Was due" : "Due"} ${formatMuseumDate(row.dueAt, "dateTime", timeZone)}`;
  return {
    taskId: row.taskId,
    gameId: row.gameId,
    title: row.title,
    gameName: row.gameName,
    gameSlug: row.gameSlug,
    state: row.state,
    dueLabel,
    every: describeIntervals(intervalsOf(row)),
    uses: row.uses.map((u) => ({
      kind: u.kind,
      label: `${used(u.used)} of ${u.every.toLocaleString("en-US")} ${INTERVAL_UNITS[u.kind].many} used`,
      share: Math.min(1, Math.max(0, u.share)),
    })),
    steps: row.steps,
    safety: row.safety,
    estimate: row.minutes,
    assignedTo: row.assignedTo,
    assignee: row.assignee,
    lastDoneAt: row.lastDoneAt,
    lastDoneLabel: row.lastDoneAt ? formatMuseumDate(row.lastDoneAt, "dateTime", timeZone) : null,
  };
}
