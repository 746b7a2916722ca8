import { leavesFloor } from "~/models/repair/floor";
import type { RepairSeverity } from "~/db/schema";
import { DAY, fromDayNumber, HOUR, MINUTE, WORKSHOP, type MuseumCalendar } from "./museum-time";
import type { PlanMachine, PlannedEntry, PlannedPart, PlannedRepair, PlannedStep } from "./plan";
import { hashText, seededRandom, type Random } from "./prng";
import { DEMO_REPORTERS, problemsFor, type DemoProblem } from "./year-problems";

/**
 * A machine's year on the repair floor, generated: problems come at random (more often to pinball than to
 * arcade cabinets, seldom to machines in the warehouse), a little over half of those on the floor reported by
 * visitors, and each is triaged, taken, worked on, sometimes waits for a part, and is closed. Fixed seeds (one
 * per machine, from its key) make the same year for the same install date on every server.
 */

const SEED = 0x7e91_2015;

const CANNOT_REPRODUCE = "Checked it over several games; could not make it happen.";

/** How often, on average, a machine needs a repair, in days. */
function meanGapDays(machine: PlanMachine) {
  if (!machine.onFloor) return 120;
  if (machine.type === "Pinball") return 24;
  if (machine.type === "Arcade") return 40;
  return 34;
}

const SEVERITY_WEIGHT: Record<RepairSeverity, number> = { unplayable: 40, major: 24, minor: 26, cosmetic: 10 };

/** How long the work takes from taking the repair to closing it, by severity: median and spread. */
const FIX_TIME: Record<RepairSeverity, [number, number]> = {
  unplayable: [16 * HOUR, 0.9],
  major: [2.5 * DAY, 0.6],
  minor: [5 * DAY, 0.7],
  cosmetic: [10 * DAY, 0.6],
};

function pickProblem(random: Random, problems: DemoProblem[]) {
  const count = (severity: RepairSeverity) => problems.filter((p) => p.severity === severity).length;
  return random.weighted(
    problems.map((p) => [p, (SEVERITY_WEIGHT[p.severity] / count(p.severity)) * (p.safety ? 0.15 : 1)] as const),
  );
}

/** The first moment staff are in the workshop at or after `ms`. */
function workTime(calendar: MuseumCalendar, ms: number, random: Random) {
  const minute = calendar.minuteOfDay(ms);
  if (minute >= WORKSHOP.start && minute < WORKSHOP.end) return Math.round(ms);
  const day = calendar.dayOf(ms) + (minute >= WORKSHOP.end ? 1 : 0);
  return calendar.at(day, WORKSHOP.start + random.int(5, 90));
}

/** A moment visitors are in the museum, on the first open day from `ms` on. */
function visitorTime(calendar: MuseumCalendar, ms: number, random: Random) {
  let day = calendar.dayOf(ms);
  while (!calendar.openingOf(day)) day++;
  const { open, close } = calendar.openingOf(day)!;
  return calendar.at(day, random.int(open + 15, close - 30));
}

function planRepair(
  machine: PlanMachine,
  problem: DemoProblem,
  visitor: boolean,
  created: number,
  calendar: MuseumCalendar,
  random: Random,
): PlannedRepair {
  const severity = problem.severity;
  const safety = problem.safety ?? false;
  const steps: PlannedStep[] = [];
  const entries: PlannedEntry[] = [];
  const parts: PlannedPart[] = [];
  const step = (at: number, kind: PlannedStep["kind"], detail: Record<string, unknown> = {}, extra = {}) =>
    steps.push({ at, kind, detail, ...extra });

  const triaged = visitor ? workTime(calendar, created + random.logNormal(40 * MINUTE, 0.8), random) : created;
  if (visitor) {
    step(created, "reported", { playable: severity !== "unplayable", unsafe: safety });
    step(triaged, "triaged", { from: { severity, safety }, to: { severity, safety } });
  } else step(created, "logged", { severity, safety });
  const taken = triaged + random.int(2, 25) * MINUTE;
  step(taken, "taken");

  // Visitors who meet a machine that is down say so before staff get to it.
  const confirmations = visitor && leavesFloor({ severity, safety }) ? random.int(0, 2) : 0;
  for (let k = 1; k <= confirmations; k++)
    step(created + Math.round(((taken - created) * k) / (confirmations + 1)), "confirmed");

  const [median, spread] = FIX_TIME[severity];
  let end = taken + Math.max(30 * MINUTE, random.logNormal(median, spread));
  const part = problem.part && random.chance(0.6) ? problem.part : null;
  // A visitor's report of something staff cannot find again is closed as such.
  const unfound = visitor && !leavesFloor({ severity, safety }) && !part && random.chance(0.12);
  const work = unfound ? [CANNOT_REPRODUCE] : [...problem.work];
  if (part && work.length === 1) work.unshift(`Needs a new part: ${part.name}. Requested it.`);
  let expectedBack: string | null = null;
  if (part) {
    const requested = workTime(calendar, taken + random.int(20, 90) * MINUTE, random);
    const ordered = workTime(calendar, requested + random.logNormal(3 * HOUR, 0.6), random);
    const received = workTime(calendar, ordered + random.int(2, 7) * DAY + random.int(0, 300) * MINUTE, random);
    parts.push({ ...part, requested, ordered, received, entry: 0 });
    entries.push({ at: requested, body: work[0], minutes: random.int(15, 60) });
    step(requested, "entry", {}, { entry: 0 });
    step(requested, "part", { name: part.name, status: "requested" }, { part: 0 });
    step(requested, "status", { from: "in_progress", to: "waiting_for_parts" });
    step(ordered, "part", { name: part.name, status: "ordered" }, { part: 0 });
    expectedBack = fromDayNumber(calendar.dayOf(received + DAY));
    step(ordered, "expected_back", { date: expectedBack });
    step(received, "part", { name: part.name, status: "received" }, { part: 0 });
    step(received, "status", { from: "waiting_for_parts", to: "in_progress" });
    end = Math.max(end, received + random.logNormal(2 * HOUR, 0.5));
  }
  const closed = workTime(calendar, end, random);
  const first = entries.length;
  const remaining = work.slice(first);
  remaining.forEach((body, i) => {
    const start = parts[0]?.received ?? taken;
    const at =
      i === remaining.length - 1
        ? closed - random.int(3, 15) * MINUTE
        : start + Math.round(((closed - start) * (i + 1)) / 3);
    entries.push({ at, body, minutes: random.int(severity === "unplayable" ? 30 : 15, 150) });
    step(at, "entry", {}, { entry: first + i });
  });

  const reporter = visitor ? random.pick(DEMO_REPORTERS) : null;
  step(closed, "closed", unfound ? { status: "cannot_reproduce", duplicateOf: null } : { status: "resolved" });
  return {
    game: machine.key,
    source: visitor ? "visitor" : "staff",
    comment: visitor ? problem.visitor! : problem.staff,
    reporter,
    severity,
    safety,
    visitorPlayable: visitor ? severity !== "unplayable" : null,
    created,
    triaged,
    confirmations,
    expectedBack,
    status: unfound ? "cannot_reproduce" : "resolved",
    closed,
    steps,
    entries,
    parts,
    statusBefore: null,
  };
}

/**
 * The closed repairs of one machine between `machine.from` and `machine.until`. A repair that would take the
 * machine off the floor is only started when it can be finished in that stretch, so the machine ends it as it
 * began: the hand-written present (story-plan.ts) takes over from there.
 */
export function plannedYear(machine: PlanMachine, calendar: MuseumCalendar): PlannedRepair[] {
  const random = seededRandom(hashText(machine.key) ^ SEED);
  const repairs: PlannedRepair[] = [];
  let t = machine.from + random.exponential(meanGapDays(machine) * DAY);
  while (t < machine.until) {
    const problem = pickProblem(random, problemsFor(machine.type));
    const visitor = machine.onFloor && problem.visitor !== undefined && random.chance(0.55);
    const created = visitor ? visitorTime(calendar, t, random) : workTime(calendar, t, random);
    const repair = planRepair(machine, problem, visitor, created, calendar, random);
    if (repair.closed! >= machine.until) break;
    repairs.push(repair);
    // The next problem comes after this one is fixed: a machine has one repair at a time here.
    t = repair.closed! + random.exponential(meanGapDays(machine) * DAY);
  }
  return repairs;
}
