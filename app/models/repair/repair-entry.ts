import type { RepairSource } from "~/db/schema";

/**
 * One repair as every staff screen shows it (the game page's history, the Repair Dashboard, the open repairs
 * on a scanned label's report page): the loader writes the labels in museum time, the page draws them with
 * components/repair/RepairEntry.
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
 * ('visitor report: Ann, ann@example.com'); a staff member is named, or known by their e-mail.
 */
export function repairLoggedBy(r: RepairLogger) {
  if (r.source === "visitor") {
    const reporter = [r.reporter_name, r.reporter_email].filter(Boolean).join(", ");
    return reporter ? `visitor report: ${reporter}` : "visitor report";
  }
  return r.created_by_name ?? r.created_by_email ?? "staff";
}
