import { formatMuseumDate } from "~/utils/museum-date.server";
import { repairLoggedBy, type RepairEntryView, type RepairLogger } from "./repair-entry";

/** What the repair queries select for an entry: the row, who logged it and who resolved it. */
export type RepairEntryRow = RepairLogger & {
  id: number;
  comment: string;
  resolved: boolean;
  resolved_at: string | null;
  created_at: string;
  resolved_by_name: string | null;
  resolved_by_email: string | null;
};

/** A repair row as a staff screen shows it, dates on the museum's clock. */
export function toRepairEntry(r: RepairEntryRow): RepairEntryView {
  const resolved = Boolean(r.resolved);
  return {
    id: r.id,
    comment: r.comment,
    resolved,
    loggedAt: r.created_at,
    loggedLabel: formatMuseumDate(r.created_at),
    loggedBy: repairLoggedBy(r),
    resolvedLabel: resolved && r.resolved_at ? formatMuseumDate(r.resolved_at) : null,
    resolvedBy: resolved ? (r.resolved_by_name ?? r.resolved_by_email) : null,
  };
}
