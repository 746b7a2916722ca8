import { href } from "react-router";
import type { MaintenanceScope } from "~/db/schema";

/**
 * What every part of preventive maintenance shares (docs/product.md#maintenance): a task's checklist, its
 * intervals and the words for them. Plain data and functions, for the server and the browser alike.
 */

export type TaskStep = { text: string; safety: boolean };

/** Any of them may be null; a task has at least one. It falls due at whichever comes first. */
export type Intervals = { days: number | null; openHours: number | null; plays: number | null };

export type IntervalKind = keyof Intervals;

export const INTERVAL_KINDS: readonly IntervalKind[] = ["days", "openHours", "plays"];

/** The unit each interval is counted in, as staff read it: "every 30 days", "every 40 opening hours". */
export const INTERVAL_UNITS: Record<IntervalKind, { one: string; many: string }> = {
  days: { one: "day", many: "days" },
  openHours: { one: "opening hour", many: "opening hours" },
  plays: { one: "play", many: "plays" },
};

export const SCOPE_LABELS: Record<MaintenanceScope, string> = {
  machine: "One machine",
  list: "A list of machines",
  type: "Every machine of a type on the floor",
};

export function intervalsOf(task: {
  every_days: number | null;
  every_open_hours: number | null;
  every_plays: number | null;
}): Intervals {
  return { days: task.every_days, openHours: task.every_open_hours, plays: task.every_plays };
}

/** "every 30 days or 40 opening hours or 500 plays, whichever comes first" without the last words. */
export function describeIntervals(intervals: Intervals) {
  return INTERVAL_KINDS.filter((kind) => intervals[kind] !== null)
    .map((kind) => {
      const n = intervals[kind]!;
      return `${n.toLocaleString("en-US")} ${n === 1 ? INTERVAL_UNITS[kind].one : INTERVAL_UNITS[kind].many}`;
    })
    .join(" or ");
}

/** The stored checklist (JSON); anything unreadable reads as no steps rather than breaking a screen. */
export function parseSteps(json: string): TaskStep[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((step) =>
      step && typeof step === "object" && typeof (step as TaskStep).text === "string"
        ? [{ text: (step as TaskStep).text, safety: (step as TaskStep).safety === true }]
        : [],
    );
  } catch {
    return [];
  }
}

/** A task with a step marked safety is safety-related: overdue, it shows on the machine's staff page. */
export const isSafetyTask = (steps: TaskStep[]) => steps.some((step) => step.safety);

/** The page of one cycle: one task on one machine. */
export const cyclePath = (taskId: number, gameId: number) =>
  href("/maintenance/cycles/:taskId/:gameId", { taskId: String(taskId), gameId: String(gameId) });

/** A cycle's state (due.ts's DueState) as staff read it. */
export const DUE_STATE_LABELS = { overdue: "Overdue", due: "Due", later: "Not due yet" } as const;
