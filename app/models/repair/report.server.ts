import { sql } from "kysely";
import { getConfig } from "~/utils/config.server";
import { nowIso, type DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { sendMail } from "~/utils/mail.server";
import { displayLocation, displayType } from "../game/game";
import { getPublicGameById } from "../game/game.server";
import { recordStatusChange } from "../game/game-status-history.server";
import type { ReportInput } from "./report.schema";

/** All the report page shows of a game: never its condition notes or repairs. */
export async function getReportableGame(db: DB, id: number) {
  const game = await getPublicGameById(db, id);
  if (!game) return null;
  return {
    id: game.id,
    name: game.name,
    slug: game.slug,
    typeLabel: displayType(game),
    locationLabel: displayLocation(game),
  };
}

export type ReportOutcome = { ok: true; repairId: number; statusChanged: boolean } | { ok: false; reason: "not_found" };

/**
 * Spec section 4: a public issue report is stored as a repair (from a visitor)
 * first; then the game goes to In Repair only if it is Operational, in one
 * conditional update so a game already In Repair or Awaiting Parts keeps its
 * status; a failure of that step is only a warning. Staff are mailed last.
 */
export async function submitVisitorReport(db: DB, gameId: number, input: ReportInput): Promise<ReportOutcome> {
  const game = await getPublicGameById(db, gameId);
  if (!game) return { ok: false, reason: "not_found" };

  const now = nowIso();
  const repair = await db
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
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  let statusChanged = false;
  try {
    statusChanged = await db.transaction().execute(async (trx) => {
      // A new version, so a staff member's form opened before the report cannot quietly set it back.
      const result = await trx
        .updateTable("games")
        .set({ status: "In Repair", updated_at: now, version: sql`version + 1` })
        .where("id", "=", game.id)
        .where("status", "=", "Operational")
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows) > 0;
      if (changed)
        await recordStatusChange(trx, {
          gameId: game.id,
          from: "Operational",
          to: "In Repair",
          by: null,
          source: "visitor report",
          at: now,
        });
      return changed;
    });
  } catch (error) {
    logger.warn(
      { err: error, gameId: game.id, repairId: repair.id },
      "issue report stored but the game status could not be set to In Repair",
    );
  }

  const { staffNotifyEmail, publicUrl } = getConfig();
  try {
    await sendMail(
      {
        kind: "report",
        to: staffNotifyEmail,
        replyTo: input.reporterEmail ?? undefined,
        subject: `Issue reported: ${game.name}`,
        text: [
          `A visitor reported a problem with ${game.name}.`,
          "",
          `Game: ${game.name} (ID ${game.id}, ${displayLocation(game)})`,
          `Game page: ${publicUrl}/game/${game.slug}`,
          statusChanged ? "Status: changed from Operational to In Repair" : `Status: unchanged (${game.status})`,
          `Reported by: ${input.reporterName ?? "not given"}`,
          `Reporter email: ${input.reporterEmail ?? "not given"}`,
          "",
          "Report:",
          input.comment,
          "",
          `Repair dashboard: ${publicUrl}/repairs`,
        ].join("\n"),
      },
      db,
    );
  } catch (error) {
    logger.warn({ err: error, repairId: repair.id }, "issue report stored but its staff mail could not be queued");
  }
  return { ok: true, repairId: repair.id, statusChanged };
}
