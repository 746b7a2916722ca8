import type { GameType } from "~/db/schema";
import { statusHistory, verifiedChecks, type FloorMachine } from "./floor-status";
import { museumCalendar } from "./museum-time";
import type { PlannedRepair } from "./plan";
import { firstStoryDays, plannedStory } from "./story-plan";
import { plannedYear } from "./year-plan";

export type DemoFloorMachine = FloorMachine & { type: GameType };

/** How far back the demo's history reaches, in museum days before the install day. */
export const HISTORY_DAYS = 365;

/**
 * The demo's whole repair floor for an install on museum day `installDay`: a generated year for every machine up
 * to two days before its first hand-written repair (or the install day), then the hand-written present, each
 * machine's status history and its verified-working checks. A function of the install date and the museum's
 * zone alone: the same date gives the same floor on every server, whatever its own zone.
 */
export function planDemoFloor(machines: DemoFloorMachine[], installDay: number, timeZone: string) {
  const calendar = museumCalendar(timeZone);
  const story = firstStoryDays(installDay);
  const yearStart = calendar.at(installDay - HISTORY_DAYS, 0);
  const spans = machines.map((machine) => {
    const first = story.get(machine.key);
    return {
      machine,
      from: Math.max(calendar.at(calendar.dayOf(machine.createdAt) + 2, 0), yearStart),
      until: calendar.at(first === undefined ? installDay : first - 2, 0),
    };
  });
  const repairs: PlannedRepair[] = [
    ...spans.flatMap(({ machine, from, until }) =>
      plannedYear({ key: machine.key, type: machine.type, onFloor: machine.onFloor, from, until }, calendar),
    ),
    ...plannedStory(installDay, calendar),
  ].sort((a, b) => a.created - b.created);
  const history = statusHistory(machines, repairs);
  const checks = spans.flatMap(({ machine, from }) =>
    verifiedChecks({ ...machine, from }, history, installDay, calendar),
  );
  return { repairs, history, checks };
}

export type DemoFloorPlan = ReturnType<typeof planDemoFloor>;

export const lastStep = (r: PlannedRepair) => Math.max(r.created, ...r.steps.map((s) => s.at));

/** Each machine's last recorded change in the plan (a repair's step or a status change), for its `updated_at`. */
export function lastChanges({ repairs, history }: DemoFloorPlan) {
  const last = new Map<string, number>();
  const touch = (key: string, at: number) => last.set(key, Math.max(last.get(key) ?? 0, at));
  for (const r of repairs) touch(r.game, lastStep(r));
  for (const h of history) touch(h.game, h.at);
  return last;
}
