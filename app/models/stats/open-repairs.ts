import type { RepairSeverity } from "~/db/schema";
import { SEVERITIES, SEVERITY_LABELS } from "../repair/floor";

/**
 * The stats screen's open repairs by severity and age. A safety repair is counted on the Safety row only,
 * whatever its severity, as the Repair Dashboard puts safety first; so every open repair is in one row.
 */

export const AGE_BUCKETS = [
  { label: "Under 1 day", days: 1 },
  { label: "1–7 days", days: 7 },
  { label: "7–30 days", days: 30 },
  { label: "Over 30 days", days: Infinity },
] as const;

export type OpenRepairRow = { key: RepairSeverity | "safety"; label: string; byAge: number[]; total: number };

const DAY = 86_400_000;

export function openRepairsByAge(
  repairs: { severity: RepairSeverity; safety: boolean; created_at: string }[],
  now: number,
): OpenRepairRow[] {
  const rows: OpenRepairRow[] = [
    { key: "safety", label: "Safety", byAge: AGE_BUCKETS.map(() => 0), total: 0 },
    ...SEVERITIES.map((severity) => ({
      key: severity,
      label: SEVERITY_LABELS[severity],
      byAge: AGE_BUCKETS.map(() => 0),
      total: 0,
    })),
  ];
  for (const repair of repairs) {
    const row = repair.safety ? rows[0] : rows[1 + SEVERITIES.indexOf(repair.severity)];
    const age = (now - Date.parse(repair.created_at)) / DAY;
    row.byAge[AGE_BUCKETS.findIndex((bucket) => age < bucket.days)]++;
    row.total++;
  }
  return rows;
}
