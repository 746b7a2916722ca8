import { DEFAULT_SEVERITY } from "~/models/repair/floor";
import { MINUTE, type MuseumCalendar } from "./museum-time";
import type { PlannedRepair, PlannedStep } from "./plan";
import { DEMO_REPAIRS } from "./repairs";
import type { DemoRepair } from "./types";

/** The hand-written repairs' first hour on their day (13:00) and closing time (17:30), museum time. */
const LOGGED_AT = 13 * 60;
const CLOSED_AT = 17 * 60 + 30;

/**
 * The hand-written present of the repair floor (demo/repairs.ts), planned like the generated year: what is open
 * on the install day and why, on the museum days `days_ago` before it. Staff triage what they log; a
 * visitor's report waits for staff until it is closed; parts on order make the repair Waiting for parts.
 */
export function plannedStory(installDay: number, calendar: MuseumCalendar): PlannedRepair[] {
  return DEMO_REPAIRS.map((r, i) => planStory(r, i, installDay, calendar));
}

/** The museum day the first hand-written repair of each machine was logged on. */
export function firstStoryDays(installDay: number) {
  const days = new Map<string, number>();
  for (const r of DEMO_REPAIRS) days.set(r.game, Math.min(days.get(r.game) ?? Infinity, installDay - r.days_ago));
  return days;
}

function planStory(r: DemoRepair, index: number, installDay: number, calendar: MuseumCalendar): PlannedRepair {
  const source = r.source ?? "staff";
  // Minutes apart by their order in the list, so two repairs of one machine on one day keep that order.
  const created = calendar.at(installDay - r.days_ago, LOGGED_AT + index * 7);
  const closed = r.resolved_days_ago === undefined ? null : calendar.at(installDay - r.resolved_days_ago, CLOSED_AT);
  const ordered = created + 60 * MINUTE;
  const triage = { severity: r.severity ?? DEFAULT_SEVERITY, safety: false };
  const steps: PlannedStep[] = [
    source === "staff"
      ? { at: created, kind: "logged", detail: triage }
      : { at: created, kind: "reported", detail: { playable: null, unsafe: false } },
  ];
  const parts = (r.parts ?? []).map((p) => ({ ...p, requested: ordered, ordered, received: null, entry: null }));
  parts.forEach((p, part) => {
    steps.push({ at: ordered, kind: "part", detail: { name: p.name, status: "requested" }, part });
    steps.push({ at: ordered, kind: "part", detail: { name: p.name, status: "ordered" }, part });
  });
  if (parts.length) steps.push({ at: ordered, kind: "status", detail: { from: "open", to: "waiting_for_parts" } });
  if (closed !== null) steps.push({ at: closed, kind: "closed", detail: { status: "resolved" } });
  return {
    game: r.game,
    source,
    comment: r.comment,
    reporter: source === "visitor" ? { name: r.reporter_name ?? null, email: r.reporter_email ?? null } : null,
    ...triage,
    visitorPlayable: null,
    created,
    triaged: source === "staff" ? created : closed,
    confirmations: 0,
    expectedBack: null,
    status: closed !== null ? "resolved" : parts.length ? "waiting_for_parts" : "open",
    closed,
    steps,
    entries: [],
    parts,
    statusBefore: null,
  };
}
