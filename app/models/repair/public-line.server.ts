import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { isClosed } from "./floor";
import { repeatsReport } from "./public-line";

export type PublicLineChange =
  { ok: true; slug: string } | { ok: false; reason: "not_found" | "closed" | "repeats_report" };

/**
 * Sets (or, with null, clears) an open repair's public line, with its audit row. The repairs table raises the
 * page version, so the QR page's kept copy is dropped in the same transaction.
 */
export async function setPublicLine(
  db: DB,
  repairId: number,
  line: string | null,
  actor: Actor,
  now = nowIso(),
): Promise<PublicLineChange> {
  return inTransaction(db, async (trx) => {
    const repair = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.status", "repairs.source", "repairs.comment", "repairs.game_id", "games.slug"])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!repair) return { ok: false, reason: "not_found" };
    if (isClosed(repair.status)) return { ok: false, reason: "closed" };
    // A staff member's own words may be repeated; a visitor's never reach other visitors.
    if (line && repair.source === "visitor" && repeatsReport(line, repair.comment))
      return { ok: false, reason: "repeats_report" };
    await trx.updateTable("repairs").set({ public_line: line, updated_at: now }).where("id", "=", repairId).execute();
    await audit(trx, {
      action: "repair_public_line_set",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, line },
      ip: actor.ip,
    });
    return { ok: true, slug: repair.slug };
  });
}
