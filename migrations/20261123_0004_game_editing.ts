import type { Kysely } from "kysely";
import { notNull, withId } from "./dialect";

/**
 * Staff editing of games: a version number, so a save over a colleague's newer save is refused instead
 * of silently overwriting it; and every change of a game's status with who made it, which later gives
 * each machine's uptime and time to repair.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("games")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db, db.schema.createTable("game_status_history"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", notNull)
    .addColumn("changed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("source", "text", notNull)
    .addColumn("changed_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("game_status_history_game_idx")
    .on("game_status_history")
    .columns(["game_id", "changed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("game_status_history").ifExists().execute();
  await db.schema.alterTable("games").dropColumn("version").execute();
}
