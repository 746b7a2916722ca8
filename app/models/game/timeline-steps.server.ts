import type { PartStatus, RepairSeverity, RepairStatus } from "~/db/schema";
import { formatMuseumDay } from "~/utils/museum-date.server";
import { PART_STATUS_LABELS, REPAIR_STATUS_LABELS, SEVERITY_LABELS } from "../repair/floor";
import type { TimelineKind } from "./game-timeline";

/** The game page's timeline: a repair's steps (repair_events) as lines. */

type StepDetail = {
  from?: unknown;
  to?: unknown;
  status?: string;
  name?: string;
  date?: string | null;
  duplicateOf?: number | null;
  backToOperational?: boolean;
};

/** One repair step as a line: the part's steps count as parts, the others as the repair's. */
export function describeStep(
  repairId: number,
  kind: string,
  detail: StepDetail,
): { kind: TimelineKind; title: string; body: string | null } {
  const repair = `Repair #${repairId}`;
  const line = (title: string) => ({ kind: "step" as const, title, body: null });
  switch (kind) {
    case "triaged": {
      const to = detail.to as { severity: RepairSeverity; safety: boolean };
      return line(`${repair} triaged: ${SEVERITY_LABELS[to.severity]}${to.safety ? ", safety" : ""}`);
    }
    case "taken":
      return line(`${repair} taken`);
    case "status":
      return line(
        `${repair}: ${REPAIR_STATUS_LABELS[detail.from as RepairStatus]} → ${REPAIR_STATUS_LABELS[detail.to as RepairStatus]}`,
      );
    case "expected_back":
      return line(
        detail.date ? `${repair} expected back by ${formatMuseumDay(detail.date)}` : `${repair}: expected back cleared`,
      );
    case "confirmed":
      return line(`A visitor said 'Same problem' (repair #${repairId})`);
    case "part":
      return {
        kind: "part",
        title: `Part ${PART_STATUS_LABELS[detail.status as PartStatus].toLowerCase()}: ${detail.name} (repair #${repairId})`,
        body: null,
      };
    case "closed":
      if (detail.status === "duplicate") return line(`${repair} closed as a duplicate of #${detail.duplicateOf}`);
      if (detail.status === "cannot_reproduce") return line(`${repair} closed: could not reproduce`);
      if (detail.status === "false_alarm") return line(`${repair} closed as a false alarm`);
      return line(`${repair} resolved${detail.backToOperational ? ", machine back to Operational" : ""}`);
    case "reopened":
      return line(`${repair} reopened`);
    default:
      return line(`${repair}: ${kind}`);
  }
}
