import type { RepairSeverity, RepairStatus } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { isUntriaged } from "./floor";
import { repairLoggedBy, type RepairEntryView, type RepairLogger } from "./repair-entry";
import { staffName } from "../account/staff-name";

/**
 * What a repair entry shows (RepairEntryRow): the repair joined with who logged it (creator), who closed it
 * (resolver) and who took it (assignee); a repair in the Trash is not one. A query that starts elsewhere joins
 * the same three aliases.
 */
export const ENTRY_COLUMNS = [
  "repairs.id",
  "repairs.comment",
  "repairs.resolved",
  "repairs.resolved_at",
  "repairs.source",
  "repairs.reporter_name",
  "repairs.reporter_email",
  "repairs.created_at",
  "repairs.severity",
  "repairs.safety",
  "repairs.status",
  "repairs.triaged_at",
  "repairs.assigned_to",
  "repairs.confirmations",
  "repairs.expected_back",
  "repairs.duplicate_of",
  "creator.name as created_by_name",
  "creator.email as created_by_email",
  "resolver.name as resolved_by_name",
  "resolver.email as resolved_by_email",
  "assignee.name as assignee_name",
  "assignee.email as assignee_email",
] as const;

export const repairEntries = (db: DB) =>
  db
    .selectFrom("repairs")
    .leftJoin("users as creator", "creator.id", "repairs.created_by")
    .leftJoin("users as resolver", "resolver.id", "repairs.resolved_by")
    .leftJoin("users as assignee", "assignee.id", "repairs.assigned_to")
    .where("repairs.deleted_at", "is", null)
    .select(ENTRY_COLUMNS);

/** What the repair queries select for an entry: the row, who logged it, who resolved it and who took it. */
export type RepairEntryRow = RepairLogger & {
  id: number;
  comment: string;
  resolved: boolean;
  resolved_at: string | null;
  created_at: string;
  resolved_by_name: string | null;
  resolved_by_email: string | null;
  severity: RepairSeverity;
  safety: boolean;
  status: RepairStatus;
  triaged_at: string | null;
  assigned_to: number | null;
  confirmations: number | string;
  expected_back: string | null;
  duplicate_of: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
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
    resolvedBy: resolved ? staffName(r.resolved_by_name, r.resolved_by_email) : null,
    severity: r.severity,
    safety: Boolean(r.safety),
    status: r.status,
    untriaged: isUntriaged({ source: r.source, triaged_at: r.triaged_at, resolved }),
    assignee: r.assigned_to === null ? null : staffName(r.assignee_name, r.assignee_email),
    assignedToId: r.assigned_to,
    confirmations: Number(r.confirmations),
    expectedBack: r.expected_back,
    expectedBackLabel: r.expected_back ? formatMuseumDay(r.expected_back) : null,
    duplicateOf: r.duplicate_of,
  };
}
