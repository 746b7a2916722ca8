import type { RepairSeverity, RepairSource, RepairStatus } from "~/db/schema";
import { staffName } from "../account/staff-name";

/**
 * One repair as every staff screen shows it (the game page's history, the Repair Dashboard, the open repairs
 * on a scanned label's report page, the repair's own thread): the loader writes the labels in museum time,
 * the page draws them with components/repair/RepairEntry.
 */
export type RepairEntryView = {
  id: number;
  comment: string;
  resolved: boolean;
  loggedAt: string;
  loggedLabel: string;
  /** repairLoggedBy's answer. */
  loggedBy: string;
  resolvedLabel: string | null;
  resolvedBy: string | null;
  /** The floor's triage, work status, who took it and what visitors added. */
  severity: RepairSeverity;
  safety: boolean;
  status: RepairStatus;
  /** An open visitor report no staff member has confirmed or changed yet. */
  untriaged: boolean;
  /** Who took it ('Take it'), by name or e-mail; null while nobody has. */
  assignee: string | null;
  assignedToId: number | null;
  /** Visitors' 'Same problem' taps. */
  confirmations: number;
  /** A museum date (YYYY-MM-DD) and its label ('Dec 3, 2026'). */
  expectedBack: string | null;
  expectedBackLabel: string | null;
  duplicateOf: number | null;
};

/** The columns of a repair row that say who logged it. */
export type RepairLogger = {
  source: RepairSource;
  reporter_name: string | null;
  reporter_email: string | null;
  created_by_name: string | null;
  created_by_email: string | null;
};

/**
 * Who logged a repair: a visitor's report says so, with the name and e-mail the visitor chose to give
 * ('visitor report: Ann, ann@example.com'); a staff member by their name.
 */
export function repairLoggedBy(r: RepairLogger) {
  if (r.source === "visitor") {
    const reporter = [r.reporter_name, r.reporter_email].filter(Boolean).join(", ");
    return reporter ? `visitor report: ${reporter}` : "visitor report";
  }
  return staffName(r.created_by_name, r.created_by_email);
}
