import type { DB } from "~/utils/db.server";

/**
 * One row per step of a repair after it was opened (triage, take, status, expected back, confirmations,
 * parts, closing), in the same transaction as the step: the game page's timeline reads them, and the first
 * staff step gives the time to triage.
 */
export type RepairEventKind =
  | "logged"
  | "reported"
  | "triaged"
  | "taken"
  | "status"
  | "expected_back"
  | "confirmed"
  | "entry"
  | "part"
  | "closed"
  | "reopened";

export async function recordRepairEvent(
  db: DB,
  event: {
    repairId: number;
    kind: RepairEventKind;
    detail?: Record<string, unknown>;
    actor: number | null;
    at: string;
  },
) {
  await db
    .insertInto("repair_events")
    .values({
      repair_id: event.repairId,
      kind: event.kind,
      detail: JSON.stringify(event.detail ?? {}),
      actor: event.actor,
      created_at: event.at,
    })
    .execute();
}

export async function repairEvents(db: DB, repairId: number) {
  return db
    .selectFrom("repair_events")
    .selectAll()
    .where("repair_id", "=", repairId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
