import { leavesFloor, statusAfterNewRepair } from "~/models/repair/floor";
import type { GameStatus, StatusChangeSource } from "~/db/schema";
import { fromDayNumber, MINUTE, type MuseumCalendar } from "./museum-time";
import type { PlannedRepair } from "./plan";
import { hashText, seededRandom } from "./prng";

/** A demo machine as its history needs it: the status the demo gives it now, when it was added and where it stands. */
export type FloorMachine = { key: string; status: GameStatus; createdAt: number; onFloor: boolean };

export type PlannedStatusChange = {
  game: string;
  from: GameStatus | null;
  to: GameStatus;
  source: StatusChangeSource;
  at: number;
};

type FloorEvent = { at: number; repair: PlannedRepair; kind: "opened" | "waiting" | "arrived" | "closed" };

function floorEvents(repairs: PlannedRepair[]): FloorEvent[] {
  const events: FloorEvent[] = [];
  for (const repair of repairs) {
    events.push({ at: repair.created, repair, kind: "opened" });
    if (repair.parts.length) {
      events.push({ at: Math.min(...repair.parts.map((p) => p.requested)), repair, kind: "waiting" });
      const received = repair.parts.map((p) => p.received);
      if (received.every((r) => r !== null)) events.push({ at: Math.max(...received), repair, kind: "arrived" });
    }
    if (repair.closed !== null) events.push({ at: repair.closed, repair, kind: "closed" });
  }
  // Stable: events at one instant keep the order they were planned in.
  return events.sort((a, b) => a.at - b.at);
}

/**
 * Each machine's status history, by the floor's own rules: added as Operational (or, with no repair, as the demo
 * has it); a repair that leaves the floor takes it to In Repair, a part it waits for to Awaiting Parts and back;
 * closing the last open repair brings it back to Operational (or a staff member does, on the edit form, while a
 * repair that left it playable stays open). Marks on each repair the status it took its machine from and on
 * its closing step whether the machine came back. A history that ends elsewhere than the demo's status is an
 * error in the demo data.
 */
export function statusHistory(machines: FloorMachine[], repairs: PlannedRepair[]): PlannedStatusChange[] {
  const byGame = new Map<string, PlannedRepair[]>();
  for (const repair of repairs) byGame.set(repair.game, [...(byGame.get(repair.game) ?? []), repair]);
  for (const game of byGame.keys())
    if (!machines.some((m) => m.key === game)) throw new Error(`Demo repair refers to unknown game ${game}`);

  return machines.flatMap((machine) => {
    const events = floorEvents(byGame.get(machine.key) ?? []);
    if (events.length && events[0].at <= machine.createdAt)
      throw new Error(`Demo game ${machine.key} has a repair from before it was added`);
    let status: GameStatus = events.length ? "Operational" : machine.status;
    const rows: PlannedStatusChange[] = [
      { game: machine.key, from: null, to: status, source: "edit", at: machine.createdAt },
    ];
    const change = (to: GameStatus, source: StatusChangeSource, at: number) => {
      if (to !== status) rows.push({ game: machine.key, from: status, to, source, at });
      status = to;
    };
    const open = new Set<PlannedRepair>();
    const waiting = new Set<PlannedRepair>();
    for (const { at, repair, kind } of events) {
      if (kind === "opened") {
        open.add(repair);
        const to = statusAfterNewRepair(status, repair);
        if (to !== status) repair.statusBefore = status;
        change(to, repair.source === "visitor" ? "visitor report" : "repair", at);
      } else if (kind === "waiting") {
        waiting.add(repair);
        if (status === "In Repair") change("Awaiting Parts", "repair", at);
      } else if (kind === "arrived") {
        waiting.delete(repair);
        if (status === "Awaiting Parts" && waiting.size === 0) change("In Repair", "repair", at);
      } else {
        open.delete(repair);
        waiting.delete(repair);
        const closing = repair.steps.find((s) => s.kind === "closed")!;
        if (status === "Operational" || repair.status !== "resolved") continue;
        if (open.size === 0) {
          closing.detail = { ...closing.detail, backToOperational: true };
          change("Operational", "repair", at);
        } else if (![...open].some(leavesFloor)) change("Operational", "edit", at + MINUTE);
      }
    }
    if (status !== machine.status)
      throw new Error(`Demo game ${machine.key} is ${machine.status} but its repairs leave it ${status}`);
    return rows;
  });
}

/** A staff member's "verified working" check: the machine and the museum date, and when it was recorded. */
export type PlannedCheck = { game: string; verifiedOn: string; at: number };

/**
 * Verified-working checks every three to five weeks on the floor (every two months or so in the warehouse), on
 * mornings the machine was Operational, from a few days after its history starts to the day before the install.
 */
export function verifiedChecks(
  machine: FloorMachine & { from: number },
  history: PlannedStatusChange[],
  installDay: number,
  calendar: MuseumCalendar,
): PlannedCheck[] {
  const random = seededRandom(hashText(`verified:${machine.key}`));
  const rows = history.filter((h) => h.game === machine.key);
  const statusAt = (at: number) => rows.filter((h) => h.at <= at).at(-1)?.to ?? null;
  const checks: PlannedCheck[] = [];
  const [min, max] = machine.onFloor ? [21, 35] : [45, 75];
  for (let day = calendar.dayOf(machine.from) + random.int(3, 20); day < installDay; day += random.int(min, max)) {
    const at = calendar.at(day, 10 * 60 + random.int(15, 75));
    if (at > machine.createdAt && statusAt(at) === "Operational")
      checks.push({ game: machine.key, verifiedOn: fromDayNumber(day), at });
  }
  return checks;
}
