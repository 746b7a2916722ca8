import type { GameStatus, RepairSource } from "~/db/schema";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { changeGameStatus } from "../game/game-status-history.server";
import { isClosed, leavesFloor } from "./floor";
import { recordRepairEvent } from "./repair-events.server";

/**
 * A visitor's safety report takes a machine off the floor and mails every staff member at once. So that one
 * person cannot do that to machine after machine, safety reports from one address within ALARM_WINDOW_MS are
 * one alarm: the later ones count as 'Same problem' on the first. And a false alarm is undone in one tap.
 */

export const ALARM_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts a safety report on the alarm the same address raised within the hour, if any, and returns that
 * repair's id (null when there is none: the report is a new alarm). The later report's machine and text are
 * kept on the step, for staff who look.
 */
export async function joinRecentAlarm(
  db: DB,
  from: string,
  report: { gameId: number; comment: string },
  now = nowIso(),
): Promise<number | null> {
  const since = new Date(Date.parse(now) - ALARM_WINDOW_MS).toISOString();
  const alarm = await db
    .selectFrom("repairs")
    .select("id")
    .where("alarm_from", "=", from)
    .where("created_at", ">", since)
    .where("deleted_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  if (!alarm) return null;
  await db
    .updateTable("repairs")
    .set((eb) => ({ confirmations: eb("confirmations", "+", 1) }))
    .where("id", "=", alarm.id)
    .execute();
  await recordRepairEvent(db, {
    repairId: alarm.id,
    kind: "confirmed",
    detail: { sameSender: true, ...report },
    actor: null,
    at: now,
  });
  return alarm.id;
}

/** Housekeeping: an address is kept on a report only for the hour in which it can join later ones. */
export async function forgetAlarmSenders(db: DB, now = new Date()) {
  const before = new Date(now.getTime() - ALARM_WINDOW_MS).toISOString();
  const result = await db
    .updateTable("repairs")
    .set({ alarm_from: null })
    .where("alarm_from", "is not", null)
    .where("created_at", "<=", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * 'Undo false alarm' is offered on an open visitor report (the thread, a scanned label's staff panel), with the
 * status it would give the machine back; closeAsFalseAlarm decides again when it is posted.
 */
export const falseAlarmOffer = (repair: {
  source: RepairSource;
  resolved: boolean | number;
  status_before: GameStatus | null;
}) => (repair.source === "visitor" && !repair.resolved ? { statusBefore: repair.status_before } : null);

export type FalseAlarmOffer = ReturnType<typeof falseAlarmOffer>;

export type FalseAlarmOutcome =
  | {
      ok: true;
      slug: string;
      gameName: string;
      gameStatus: GameStatus;
      restored: boolean;
      statusBefore: GameStatus | null;
    }
  | { ok: false; reason: "not_found" | "closed" | "not_visitor" };

/**
 * Closes an open visitor report as a false alarm and gives the machine back the status it had before the
 * report took it off the floor, unless another open repair still keeps it off (then its status stays). One
 * transaction with its repair step and audit row.
 */
export async function closeAsFalseAlarm(
  db: DB,
  repairId: number,
  actor: Actor,
  now = nowIso(),
): Promise<FalseAlarmOutcome> {
  return inTransaction(db, async (trx) => {
    const repair = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select([
        "repairs.game_id",
        "repairs.status",
        "repairs.source",
        "repairs.status_before",
        "games.name",
        "games.slug",
        "games.status as game_status",
      ])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!repair) return { ok: false, reason: "not_found" };
    if (isClosed(repair.status)) return { ok: false, reason: "closed" };
    if (repair.source !== "visitor") return { ok: false, reason: "not_visitor" };
    await trx
      .updateTable("repairs")
      .set({ status: "false_alarm", resolved: true, resolved_at: now, resolved_by: actor.id, updated_at: now })
      .where("id", "=", repairId)
      .execute();
    const others = await trx
      .selectFrom("repairs")
      .select(["severity", "safety"])
      .where("game_id", "=", repair.game_id)
      .where("resolved", "=", false)
      .where("deleted_at", "is", null)
      .execute();
    const keptOff = others.some((other) => leavesFloor({ severity: other.severity, safety: Boolean(other.safety) }));
    const back = repair.status_before && !keptOff ? repair.status_before : repair.game_status;
    const restored = await changeGameStatus(trx, {
      gameId: repair.game_id,
      from: repair.game_status,
      to: back,
      by: actor.id,
      source: "repair",
      at: now,
    });
    const detail = { status: "false_alarm", statusBefore: repair.status_before, restored: restored ? back : null };
    await recordRepairEvent(trx, { repairId, kind: "closed", detail, actor: actor.id, at: now });
    await audit(trx, {
      action: "repair_false_alarm",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, from: repair.game_status, to: back },
      ip: actor.ip,
    });
    return {
      ok: true,
      slug: repair.slug,
      gameName: repair.name,
      gameStatus: back,
      restored,
      statusBefore: repair.status_before,
    };
  });
}
