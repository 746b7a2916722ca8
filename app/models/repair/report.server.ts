import { getConfig } from "~/utils/config.server";
import { inOwnStep, inTransaction, nowIso, type DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { sendMail } from "~/utils/mail.server";
import { displayLocation, displayType, isOnFloor } from "../game/game";
import { getPublicGameById } from "../game/game.server";
import { changeGameStatus } from "../game/game-status-history.server";
import { SEVERITY_LABELS, statusAfterNewRepair, visitorSeverity } from "./floor";
import type { ReportInput } from "./report.schema";
import { joinRecentAlarm } from "./alarm.server";
import { recordRepairEvent } from "./repair-events.server";
import { mailRepairNotice } from "./repair-notices.server";

/** All the report page shows of a game: never its condition notes or repairs. */
export async function getReportableGame(db: DB, id: number) {
  const game = await getPublicGameById(db, id);
  if (!game) return null;
  return {
    id: game.id,
    name: game.name,
    status: game.status,
    onFloor: isOnFloor(game),
    slug: game.slug,
    typeLabel: displayType(game),
    locationLabel: displayLocation(game),
  };
}

export type ReportOutcome =
  { ok: true; repairId: number; statusChanged: boolean } | { ok: false; reason: "not_found" | "off_floor" };

/** A visitor's answers to "Can it still be played?" (null: not asked, as on older pages) and "Is anything unsafe?". */
export type VisitorAnswers = { playable: boolean | null; unsafe: boolean };

/**
 * With the floor's triage (docs/departures.md#severity), a public issue report is stored as a repair (from a visitor)
 * first, untriaged, with the visitor's answers. Then, when it is Unplayable ("No, not at all", or not asked), the game
 * goes to In Repair only if it is Operational; when it is unsafe, whatever its status; a playable report leaves the
 * status alone. A failure of that step is only a warning. Staff are mailed last.
 *
 * Only a machine on the floor can be reported. A safety report from an address (`sender`, its senderKey) that
 * raised one within the hour is counted on that alarm instead (alarm.server.ts): no new repair, no status
 * change, no mail.
 */
export async function submitVisitorReport(
  db: DB,
  gameId: number,
  input: ReportInput,
  answers: VisitorAnswers = { playable: null, unsafe: false },
  sender: string | null = null,
): Promise<ReportOutcome> {
  const game = await getPublicGameById(db, gameId);
  if (!game) return { ok: false, reason: "not_found" };
  if (!isOnFloor(game)) return { ok: false, reason: "off_floor" };

  const now = nowIso();
  const alarm = answers.unsafe ? sender : null;
  if (alarm) {
    const joined = await inTransaction(db, (trx) =>
      joinRecentAlarm(trx, alarm, { gameId: game.id, comment: input.comment }, now),
    );
    if (joined !== null) return { ok: true, repairId: joined, statusChanged: false };
  }
  const triage = { severity: visitorSeverity(answers.playable), safety: answers.unsafe };
  const repair = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("repairs")
      .values({
        game_id: game.id,
        comment: input.comment,
        resolved: false,
        resolved_at: null,
        resolved_by: null,
        source: "visitor",
        reporter_name: input.reporterName,
        reporter_email: input.reporterEmail,
        created_by: null,
        created_at: now,
        updated_at: now,
        ...triage,
        visitor_playable: answers.playable,
        alarm_from: alarm,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordRepairEvent(trx, { repairId: row.id, kind: "reported", detail: answers, actor: null, at: now });
    return row;
  });

  let from = game.status;
  let to = game.status;
  try {
    [from, to] = await inOwnStep(db, async (trx) => {
      // Read again inside the transaction: a staff member may have changed the status since the page loaded.
      const current = await trx
        .selectFrom("games")
        .select("status")
        .where("id", "=", game.id)
        .executeTakeFirstOrThrow();
      const next = statusAfterNewRepair(current.status, { ...triage, source: "visitor" });
      // Kept so that staff can undo a false alarm: the machine then gets this status back.
      if (next !== current.status)
        await trx.updateTable("repairs").set({ status_before: current.status }).where("id", "=", repair.id).execute();
      await changeGameStatus(trx, {
        gameId: game.id,
        from: current.status,
        to: next,
        by: null,
        source: "visitor report",
        at: now,
      });
      return [current.status, next];
    });
  } catch (error) {
    logger.warn(
      { err: error, gameId: game.id, repairId: repair.id },
      "issue report stored but the game status could not be set to In Repair",
    );
  }
  const statusChanged = from !== to;
  const statusLine = statusChanged ? `Status: changed from ${from} to ${to}` : `Status: unchanged (${to})`;

  const { staffNotifyEmail, publicUrl } = getConfig();
  try {
    // One step for every mail: one commit (one fsync on SQLite) however many staff are told.
    await inOwnStep(db, async (trx) => {
      await sendMail(
        {
          kind: "report",
          to: staffNotifyEmail,
          replyTo: input.reporterEmail ?? undefined,
          subject: `${triage.safety ? "SAFETY: " : ""}Issue reported: ${game.name}`,
          text: [
            `A visitor reported a problem with ${game.name}.`,
            "",
            `Game: ${game.name} (ID ${game.id}, ${displayLocation(game)})`,
            `Game page: ${publicUrl}/game/${game.slug}`,
            statusLine,
            `Can it still be played? ${answers.playable === null ? "not asked" : answers.playable ? "Yes, but something is wrong" : "No, not at all"}`,
            `Anything unsafe? ${answers.unsafe ? "YES" : "No"}`,
            `Severity until triage: ${SEVERITY_LABELS[triage.severity]}`,
            `Reported by: ${input.reporterName ?? "not given"}`,
            `Reporter email: ${input.reporterEmail ?? "not given"}`,
            "",
            "Report:",
            input.comment,
            "",
            `Repair dashboard: ${publicUrl}/repairs`,
          ].join("\n"),
        },
        trx,
      );
      await mailRepairNotice(trx, {
        repairId: repair.id,
        game,
        ...triage,
        source: "visitor",
        statusLine,
        comment: input.comment,
      });
    });
  } catch (error) {
    logger.warn({ err: error, repairId: repair.id }, "issue report stored but its staff mail could not be queued");
  }
  return { ok: true, repairId: repair.id, statusChanged };
}
