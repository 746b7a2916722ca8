import type { Kysely } from "kysely";
import { notNull } from "./dialect";

/**
 * What the spec audit asked for (issue 19): a deleted game goes to a Trash a manager can restore from for
 * 30 days instead of taking its repairs, inquiries and status history with it; every slug a game has had
 * keeps answering (301 to the current one); a manager can disable a staff account without deleting its
 * history.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("games").addColumn("deleted_at", "text").execute();
  await db.schema
    .alterTable("games")
    .addColumn("deleted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("games_deleted_at_idx").on("games").column("deleted_at").execute();
  await db.schema
    .createTable("game_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema.createIndex("game_slugs_game_idx").on("game_slugs").column("game_id").execute();
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
  await db.schema.dropTable("game_slugs").ifExists().execute();
  await db.schema.dropIndex("games_deleted_at_idx").ifExists().execute();
  await db.schema.alterTable("games").dropColumn("deleted_by").execute();
  await db.schema.alterTable("games").dropColumn("deleted_at").execute();
}
