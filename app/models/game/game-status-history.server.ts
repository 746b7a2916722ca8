import { sql } from "kysely";
import type { GameStatus, StatusChangeSource } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { mailFixWatchers } from "../repair/known-issue.server";

/**
 * One row per change of a game's status: from what, to what, when, by whom (null for a visitor's report)
 * and through what. Written in the same transaction as the change itself; a machine back to Operational
 * mails the visitors who asked to hear when it is fixed.
 */
export async function recordStatusChange(
  db: DB,
  change: {
    gameId: number;
    from: GameStatus | null;
    to: GameStatus;
    by: number | null;
    source: StatusChangeSource;
    at: string;
  },
) {
  if (change.from === change.to) return;
  await db
    .insertInto("game_status_history")
    .values({
      game_id: change.gameId,
      from_status: change.from,
      to_status: change.to,
      changed_by: change.by,
      source: change.source,
      changed_at: change.at,
    })
    .execute();
  if (change.to === "Operational") {
    const game = await db
      .selectFrom("games")
      .select(["id", "name", "slug"])
      .where("id", "=", change.gameId)
      .executeTakeFirstOrThrow();
    await mailFixWatchers(db, game, change.at);
  }
}

/** The first status of games just added, in one statement: nobody can be waiting yet for one of them to be fixed. */
export async function recordFirstStatuses(
  db: DB,
  games: { gameId: number; to: GameStatus }[],
  by: number | null,
  at: string,
) {
  if (!games.length) return;
  await db
    .insertInto("game_status_history")
    .values(
      games.map((g) => ({
        game_id: g.gameId,
        from_status: null,
        to_status: g.to,
        changed_by: by,
        source: "edit" as const,
        changed_at: at,
      })),
    )
    .execute();
}

export async function statusHistory(db: DB, gameId: number) {
  return db
    .selectFrom("game_status_history")
    .selectAll()
    .where("game_id", "=", gameId)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
}

/**
 * Sets a game's status and records the change, in the caller's transaction. A new version too, so an edit
 * form opened before the change cannot quietly set the status back.
 */
export async function changeGameStatus(
  db: DB,
  change: {
    gameId: number;
    from: GameStatus;
    to: GameStatus;
    by: number | null;
    source: StatusChangeSource;
    at: string;
  },
) {
  if (change.from === change.to) return false;
  await db
    .updateTable("games")
    .set({ status: change.to, updated_at: change.at, version: sql`version + 1` })
    .where("id", "=", change.gameId)
    .execute();
  await recordStatusChange(db, change);
  return true;
}
