import type { GameStatus, RepairSeverity, RepairStatus } from "~/db/schema";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { changeGameStatus } from "../game/game-status-history.server";
import { isClosed, leavesFloor } from "./floor";
import { recordRepairEvent } from "./repair-events.server";

/**
 * Staff steps on an open repair: triage, take, work status, expected back, and closing as a
 * duplicate or as not reproducible. Each is one transaction with its audit row and repair event; none of
 * them touches a repair of a game in the Trash.
 */

type Found = {
  id: number;
  game_id: number;
  status: RepairStatus;
  severity: RepairSeverity;
  safety: boolean;
  game_status: GameStatus;
  slug: string;
};

async function findRepair(db: DB, repairId: number): Promise<Found | undefined> {
  return db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select([
      "repairs.id",
      "repairs.game_id",
      "repairs.status",
      "repairs.severity",
      "repairs.safety",
      "games.status as game_status",
      "games.slug",
    ])
    .where("repairs.id", "=", repairId)
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .executeTakeFirst();
}

export type FloorChange =
  { ok: true; slug: string; gameStatus: GameStatus } | { ok: false; reason: "not_found" | "closed" };

/** Runs one step on an open repair, in a transaction; closed or missing repairs change nothing. */
async function onOpenRepair(
  db: DB,
  repairId: number,
  step: (trx: DB, repair: Found) => Promise<GameStatus | void>,
): Promise<FloorChange> {
  return inTransaction(db, async (trx) => {
    const repair = await findRepair(trx, repairId);
    if (!repair) return { ok: false, reason: "not_found" };
    if (isClosed(repair.status)) return { ok: false, reason: "closed" };
    const gameStatus = (await step(trx, repair)) ?? repair.game_status;
    return { ok: true, slug: repair.slug, gameStatus };
  });
}

/**
 * Confirms or changes a repair's severity and safety. A repair that now takes its machine off the floor
 * moves an Operational machine to In Repair; one that no longer does leaves the status to staff (resolving
 * the last repair offers "back to Operational").
 */
export async function triageRepair(
  db: DB,
  repairId: number,
  triage: { severity: RepairSeverity; safety: boolean },
  actor: Actor,
  now = nowIso(),
) {
  return onOpenRepair(db, repairId, async (trx, repair) => {
    await trx
      .updateTable("repairs")
      .set({ ...triage, triaged_at: now, triaged_by: actor.id, updated_at: now })
      .where("id", "=", repairId)
      .execute();
    await recordRepairEvent(trx, {
      repairId,
      kind: "triaged",
      detail: { from: { severity: repair.severity, safety: repair.safety }, to: triage },
      actor: actor.id,
      at: now,
    });
    await audit(trx, {
      action: "repair_triaged",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, ...triage },
      ip: actor.ip,
    });
    if (leavesFloor(triage) && repair.game_status === "Operational") {
      await changeGameStatus(trx, {
        gameId: repair.game_id,
        from: repair.game_status,
        to: "In Repair",
        by: actor.id,
        source: "repair",
        at: now,
      });
      return "In Repair";
    }
  });
}

/** "Take it": the repair becomes the actor's, and an Open one is now In progress. */
export async function takeRepair(db: DB, repairId: number, actor: Actor, now = nowIso()) {
  return onOpenRepair(db, repairId, async (trx, repair) => {
    await trx
      .updateTable("repairs")
      .set({
        assigned_to: actor.id,
        assigned_at: now,
        updated_at: now,
        ...(repair.status === "open" ? { status: "in_progress" as const } : {}),
      })
      .where("id", "=", repairId)
      .execute();
    await recordRepairEvent(trx, { repairId, kind: "taken", actor: actor.id, at: now });
    await audit(trx, {
      action: "repair_taken",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id },
      ip: actor.ip,
    });
  });
}

/**
 * Open or In progress, set by hand. Waiting for parts follows the repair's parts and the closing statuses
 * have their own steps, so neither can be set here.
 */
export async function setWorkStatus(
  db: DB,
  repairId: number,
  status: "open" | "in_progress",
  actor: Actor,
  now = nowIso(),
) {
  return onOpenRepair(db, repairId, async (trx, repair) => {
    if (repair.status === status || repair.status === "waiting_for_parts") return;
    await trx.updateTable("repairs").set({ status, updated_at: now }).where("id", "=", repairId).execute();
    await recordRepairEvent(trx, {
      repairId,
      kind: "status",
      detail: { from: repair.status, to: status },
      actor: actor.id,
      at: now,
    });
    await audit(trx, {
      action: "repair_status_set",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, status },
      ip: actor.ip,
    });
  });
}

/** The museum date (YYYY-MM-DD) staff expect the machine back by, or null to clear it. Visitors see it. */
export async function setExpectedBack(db: DB, repairId: number, date: string | null, actor: Actor, now = nowIso()) {
  return onOpenRepair(db, repairId, async (trx, repair) => {
    await trx.updateTable("repairs").set({ expected_back: date, updated_at: now }).where("id", "=", repairId).execute();
    await recordRepairEvent(trx, { repairId, kind: "expected_back", detail: { date }, actor: actor.id, at: now });
    await audit(trx, {
      action: "repair_expected_back_set",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, date },
      ip: actor.ip,
    });
  });
}

export type CloseOutcome = FloorChange | { ok: false; reason: "bad_duplicate" };

/**
 * Closes a repair as a duplicate of another open or closed repair of the same machine (never itself, never
 * one that is itself a duplicate of this), or as "could not reproduce". The machine's status stays.
 */
export async function closeRepair(
  db: DB,
  repairId: number,
  close: { status: "duplicate"; duplicateOf: number } | { status: "cannot_reproduce" },
  actor: Actor,
  now = nowIso(),
): Promise<CloseOutcome> {
  return inTransaction(db, async (trx) => {
    const repair = await findRepair(trx, repairId);
    if (!repair) return { ok: false, reason: "not_found" };
    if (isClosed(repair.status)) return { ok: false, reason: "closed" };
    const duplicateOf = close.status === "duplicate" ? close.duplicateOf : null;
    if (duplicateOf !== null) {
      const other = await trx
        .selectFrom("repairs")
        .select(["id", "game_id", "duplicate_of"])
        .where("id", "=", duplicateOf)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!other || other.id === repairId || other.game_id !== repair.game_id || other.duplicate_of === repairId)
        return { ok: false, reason: "bad_duplicate" };
    }
    await trx
      .updateTable("repairs")
      .set({
        status: close.status,
        duplicate_of: duplicateOf,
        resolved: true,
        resolved_at: now,
        resolved_by: actor.id,
        updated_at: now,
      })
      .where("id", "=", repairId)
      .execute();
    await recordRepairEvent(trx, {
      repairId,
      kind: "closed",
      detail: { status: close.status, duplicateOf },
      actor: actor.id,
      at: now,
    });
    await audit(trx, {
      action: "repair_closed",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, status: close.status, duplicateOf },
      ip: actor.ip,
    });
    return { ok: true, slug: repair.slug, gameStatus: repair.game_status };
  });
}
