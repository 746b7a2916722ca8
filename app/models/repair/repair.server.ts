import type { RepairSeverity } from "~/db/schema";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { liveGames } from "../game/game.server";
import { changeGameStatus } from "../game/game-status-history.server";
import { DEFAULT_SEVERITY, statusAfterNewRepair } from "./floor";
import { outstandingParts } from "./part-changes.server";
import { recordRepairEvent } from "./repair-events.server";
import { repairEntries } from "./repair-entry.server";
import { mailRepairNotice } from "./repair-notices.server";
import { MAX_ENTRY_PHOTOS, type EntryPhoto } from "./work-entries.server";

/**
 * Repairs logged and closed by staff. Each change is one transaction
 * with its audit row and, when the game's status changes, its status-history row. A status change
 * also raises the game's version, so an edit form opened before it cannot quietly set the status back.
 */

async function openRepairCount(db: DB, gameId: number) {
  const row = await db
    .selectFrom("repairs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("game_id", "=", gameId)
    .where("resolved", "=", false)
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Logs a repair with its severity and safety (staff default: Unplayable, not unsafe) and the photos of its
 * first comment (already checked and re-encoded by the upload pipeline). An Unplayable or unsafe one sets the
 * game to In Repair whatever it was; the others leave its status alone (docs/departures.md#severity). A safety
 * problem is mailed to staff at once. Null when the game is gone.
 */
export async function logRepair(
  db: DB,
  gameId: number,
  comment: string,
  actor: Actor,
  {
    severity = DEFAULT_SEVERITY,
    safety = false,
    photos = [],
    now = nowIso(),
  }: { severity?: RepairSeverity; safety?: boolean; photos?: EntryPhoto[]; now?: string } = {},
) {
  const triage = { severity, safety };
  return inTransaction(db, async (trx) => {
    const game = await liveGames(trx)
      .select(["id", "slug", "name", "status"])
      .where("id", "=", gameId)
      .executeTakeFirst();
    if (!game) return null;
    const { id } = await trx
      .insertInto("repairs")
      .values({
        game_id: gameId,
        comment,
        resolved: false,
        source: "staff",
        created_by: actor.id,
        created_at: now,
        updated_at: now,
        severity: triage.severity,
        safety: triage.safety,
        triaged_at: now,
        triaged_by: actor.id,
        photos: JSON.stringify(photos.slice(0, MAX_ENTRY_PHOTOS)),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const to = statusAfterNewRepair(game.status, { ...triage, source: "staff" });
    await changeGameStatus(trx, { gameId, from: game.status, to, by: actor.id, source: "repair", at: now });
    await recordRepairEvent(trx, { repairId: id, kind: "logged", detail: triage, actor: actor.id, at: now });
    await audit(trx, {
      action: "repair_logged",
      userId: actor.id,
      entity: "repair",
      entityId: id,
      details: { gameId, ...triage, ...(photos.length ? { photos: photos.length } : {}) },
      ip: actor.ip,
    });
    const logger = await trx.selectFrom("users").select("email").where("id", "=", actor.id).executeTakeFirst();
    await mailRepairNotice(trx, {
      repairId: id,
      game,
      ...triage,
      source: "staff",
      loggedBy: logger?.email,
      statusLine: game.status === to ? `Status: unchanged (${to})` : `Status: changed from ${game.status} to ${to}`,
      comment,
    });
    return { repairId: id, slug: game.slug };
  });
}

export type RepairChange = { ok: true; slug: string; openLeft: number } | { ok: false };

/**
 * Marks a repair resolved (by the actor, now) or open again. Resolving the last open repair with
 * `backToOperational` sets the machine back to Operational; otherwise its status stays as it is.
 */
export async function setRepairResolved(
  db: DB,
  repairId: number,
  resolved: boolean,
  actor: Actor,
  { backToOperational = false }: { backToOperational?: boolean } = {},
  now = nowIso(),
): Promise<RepairChange> {
  return inTransaction(db, async (trx) => {
    const repair = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.game_id", "games.slug", "games.status"])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!repair) return { ok: false };
    // Parts kept open when it was resolved are waited for again.
    const waiting = !resolved && (await outstandingParts(trx, repairId)).length > 0;
    await trx
      .updateTable("repairs")
      .set(
        resolved
          ? { status: "resolved", resolved: true, resolved_at: now, resolved_by: actor.id, updated_at: now }
          : {
              status: waiting ? "waiting_for_parts" : "open",
              duplicate_of: null,
              resolved: false,
              resolved_at: null,
              resolved_by: null,
              updated_at: now,
            },
      )
      .where("id", "=", repairId)
      .execute();
    const openLeft = await openRepairCount(trx, repair.game_id);
    if (resolved && openLeft === 0 && backToOperational)
      await changeGameStatus(trx, {
        gameId: repair.game_id,
        from: repair.status,
        to: "Operational",
        by: actor.id,
        source: "repair",
        at: now,
      });
    await recordRepairEvent(trx, {
      repairId,
      kind: resolved ? "closed" : "reopened",
      detail: resolved ? { status: "resolved", backToOperational: openLeft === 0 && backToOperational } : {},
      actor: actor.id,
      at: now,
    });
    await audit(trx, {
      action: resolved ? "repair_resolved" : "repair_reopened",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, ...(resolved && openLeft === 0 ? { backToOperational } : {}) },
      ip: actor.ip,
    });
    return { ok: true, slug: repair.slug, openLeft };
  });
}

/** A machine's repair history, open ones first, then newest (docs/departures.md#repair-history-order). */
export async function repairHistory(db: DB, gameId: number) {
  return repairEntries(db)
    .where("repairs.game_id", "=", gameId)
    .orderBy("repairs.resolved", "asc")
    .orderBy("repairs.created_at", "desc")
    .orderBy("repairs.id", "desc")
    .execute();
}

/**
 * A machine's open repairs, newest first: what a staff member sees after scanning its label, with the status a
 * visitor's report took the machine from (what 'Undo false alarm' gives back).
 */
export async function openRepairsFor(db: DB, gameId: number) {
  return repairEntries(db)
    .select("repairs.status_before")
    .where("repairs.game_id", "=", gameId)
    .where("repairs.resolved", "=", false)
    .orderBy("repairs.created_at", "desc")
    .orderBy("repairs.id", "desc")
    .execute();
}
