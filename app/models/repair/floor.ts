import type { GameStatus, PartStatus, RepairSeverity, RepairStatus } from "~/db/schema";

/**
 * The repair floor's vocabulary and rules (docs/departures.md#severity), shared by the browser and the server: no zod
 * and no server code. Severity is named for what a player meets at the machine, not for how hard the fix is.
 */

export const SEVERITIES: readonly RepairSeverity[] = ["unplayable", "major", "minor", "cosmetic"];

export const SEVERITY_LABELS: Record<RepairSeverity, string> = {
  unplayable: "Unplayable",
  major: "Major (plays, but badly)",
  minor: "Minor",
  cosmetic: "Cosmetic",
};

/** Staff logging a repair start here, so the spec's "logging a repair sets In Repair" path is unchanged. */
export const DEFAULT_SEVERITY: RepairSeverity = "unplayable";

export const REPAIR_STATUSES: readonly RepairStatus[] = [
  "open",
  "in_progress",
  "waiting_for_parts",
  "resolved",
  "duplicate",
  "cannot_reproduce",
  "false_alarm",
];

export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  waiting_for_parts: "Waiting for parts",
  resolved: "Resolved",
  duplicate: "Duplicate",
  cannot_reproduce: "Could not reproduce",
  false_alarm: "False alarm",
};

export const CLOSED_STATUSES: readonly RepairStatus[] = ["resolved", "duplicate", "cannot_reproduce", "false_alarm"];

/** `repairs.resolved` is true exactly for these, so every screen that reads it keeps its meaning. */
export const isClosed = (status: RepairStatus) => CLOSED_STATUSES.includes(status);

/** A part's way from asked for to here; Cancelled leaves it (from Requested or Ordered) and ends it. */
export const PART_FLOW: readonly PartStatus[] = ["requested", "ordered", "received"];
export const PART_STATUSES: readonly PartStatus[] = [...PART_FLOW, "cancelled"];

/** A part still to come: its repair waits for it, and the Parts screen lists it. */
export const OUTSTANDING_PARTS: readonly PartStatus[] = ["requested", "ordered"];
export const isOutstanding = (status: PartStatus) => OUTSTANDING_PARTS.includes(status);

/** Cancelling is for a part still to come; a received or cancelled part is done. */
export const canCancel = isOutstanding;

export const PART_STATUS_LABELS: Record<PartStatus, string> = {
  requested: "Requested",
  ordered: "Ordered",
  received: "Received",
  cancelled: "Cancelled",
};

export const PART_NOT_CANCELLABLE = "Only a part still Requested or Ordered can be cancelled.";
export const PART_IS_CANCELLED = "This part was cancelled. Request it again in a work entry if it is needed after all.";

/** Why a part's change was refused, as the Parts screen and the thread both say it. */
export const partRefusal = (reason: "not_cancellable" | "cancelled") =>
  reason === "cancelled" ? PART_IS_CANCELLED : PART_NOT_CANCELLABLE;

/**
 * Whether a repair takes its machine off the floor. The spec's rules ("logging a repair sets In Repair";
 * "a public report sets In Repair only if Operational") apply to these; a loose rubber does not make a
 * machine broken for visitors.
 */
export const leavesFloor = (repair: { severity: RepairSeverity; safety: boolean }) =>
  repair.severity === "unplayable" || repair.safety;

/**
 * A visitor's answer to "Can it still be played?" gives the report's provisional severity until staff triage
 * it: "No, not at all" (or no answer, as from older pages) is Unplayable; "Yes, but something is wrong" is Major.
 */
export const visitorSeverity = (playable: boolean | null): RepairSeverity => (playable ? "major" : "unplayable");

/**
 * The machine's status after a new repair or report. Safety takes it off the floor whatever its
 * status; an Unplayable staff repair sets In Repair unconditionally; an Unplayable visitor report only moves
 * an Operational machine; anything else leaves the status alone.
 */
export function statusAfterNewRepair(
  current: GameStatus,
  repair: { severity: RepairSeverity; safety: boolean; source: "staff" | "visitor" },
): GameStatus {
  if (repair.safety) return "In Repair";
  if (repair.severity !== "unplayable") return current;
  if (repair.source === "staff") return "In Repair";
  return current === "Operational" ? "In Repair" : current;
}

/** The dashboard's triage order: safety first, then by severity, untriaged reports before triaged ones. */
export function triageRank(repair: { severity: RepairSeverity; safety: boolean; triaged_at: string | null }) {
  return (repair.safety ? 0 : 10) + SEVERITIES.indexOf(repair.severity) * 2 + (repair.triaged_at ? 1 : 0);
}

/** An open visitor report no staff member has confirmed or changed yet. */
export const isUntriaged = (repair: { source: string; triaged_at: string | null; resolved: boolean }) =>
  repair.source === "visitor" && repair.triaged_at === null && !repair.resolved;
