import type { PartStatus } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { OUTSTANDING_PARTS } from "./floor";
import { recordRepairEvent } from "./repair-events.server";

/**
 * A part's change of status as the repair's thread and the Activity log both keep it, and the parts a repair
 * still waits for (Requested or Ordered: docs/departures.md#parts-awaiting).
 */

type PartChanged = { repairId: number; gameId: number; partId: number; name: string; status: PartStatus };

export async function recordPartChange(trx: DB, change: PartChanged, actor: Actor, now: string) {
  const { repairId, gameId, partId, name, status } = change;
  await recordRepairEvent(trx, { repairId, kind: "part", detail: { partId, name, status }, actor: actor.id, at: now });
  await audit(trx, {
    action: "repair_part_status_set",
    userId: actor.id,
    entity: "repair",
    entityId: repairId,
    details: { gameId, partId, name, status },
    ip: actor.ip,
  });
}

/** The parts a repair still waits for, oldest request first. */
export function outstandingParts(db: DB, repairId: number) {
  return db
    .selectFrom("repair_parts")
    .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
    .select(["repair_parts.id", "repair_parts.name", "repairs.game_id"])
    .where("repair_parts.repair_id", "=", repairId)
    .where("repair_parts.status", "in", OUTSTANDING_PARTS)
    .orderBy("repair_parts.requested_at")
    .orderBy("repair_parts.id")
    .execute();
}

/**
 * Cancels every part a repair still waits for, each logged as its own change. The caller closes the repair in
 * the same transaction, so the repair's and machine's statuses are the closing's to set.
 */
export async function cancelOutstandingParts(trx: DB, repairId: number, actor: Actor, now: string) {
  const parts = await outstandingParts(trx, repairId);
  for (const part of parts) {
    await trx
      .updateTable("repair_parts")
      .set({ status: "cancelled", received_at: null, updated_at: now })
      .where("id", "=", part.id)
      .execute();
    await recordPartChange(
      trx,
      { repairId, gameId: part.game_id, partId: part.id, name: part.name, status: "cancelled" },
      actor,
      now,
    );
  }
  return parts.length;
}
