import { nowIso, type DB } from "~/utils/db.server";
import { auditedInsert, type Actor } from "../audit/audit.server";
import { liveGames } from "./game.server";
import { staffName } from "~/models/account/staff-name";

export type LastVerification = { verifiedOn: string; by: string | null };

/** The latest "verified working" check of a game (the latest date; of two on one date, the later recorded). */
export async function readLastVerification(db: DB, gameId: number): Promise<LastVerification | null> {
  const row = await db
    .selectFrom("game_verifications")
    .leftJoin("users", "users.id", "game_verifications.verified_by")
    .select(["game_verifications.verified_on", "users.name", "users.email"])
    .where("game_verifications.game_id", "=", gameId)
    .orderBy("game_verifications.verified_on", "desc")
    .orderBy("game_verifications.id", "desc")
    .executeTakeFirst();
  return row ? { verifiedOn: row.verified_on, by: staffName(row.name, row.email, null) } : null;
}

/** Records the check with its audit row; false when the game is gone (or in the Trash). */
export async function recordVerifiedWorking(db: DB, gameId: number, verifiedOn: string, actor: Actor) {
  const game = await liveGames(db).select(["id", "name"]).where("id", "=", gameId).executeTakeFirst();
  if (!game) return false;
  await auditedInsert(
    db,
    actor,
    (trx) =>
      trx
        .insertInto("game_verifications")
        .values({ game_id: gameId, verified_on: verifiedOn, verified_by: actor.id, created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow(),
    {
      action: "game_verified_working",
      entity: "game_verification",
      details: () => ({ gameId, name: game.name, verifiedOn }),
    },
  );
  return true;
}
