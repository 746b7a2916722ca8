import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { notNull, withId } from "./dialect";

/**
 * Preventive maintenance (docs/product.md#maintenance): tasks that fall due by days, opening hours or plays,
 * whichever comes first, for one machine, a list of machines or every machine of a type on the floor; what was
 * done and when (each done row closes one cycle and starts the next); who took a cycle; play counter readings;
 * and the keys a counter posts its readings with (shown once, kept as a SHA-256 hash, as board links are).
 * Tasks go to a Trash of their own (`deleted_at`) so their done rows keep their history.
 */
export async function up(db: Kysely<unknown>) {
  const users = (c: ColumnDefinitionBuilder) => c.references("users.id").onDelete("set null");
  const games = "games.id";

  await withId(db, db.schema.createTable("maintenance_tasks"))
    .addColumn("title", "text", notNull)
    .addColumn("steps", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("minutes", "integer")
    .addColumn("scope", "text", notNull)
    .addColumn("game_type", "text")
    .addColumn("every_days", "integer")
    .addColumn("every_open_hours", "integer")
    .addColumn("every_plays", "integer")
    .addColumn("starter_key", "text")
    .addColumn("created_by", "integer", users)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("deleted_at", "text")
    .addColumn("deleted_by", "integer", users)
    .execute();

  await db.schema
    .createTable("maintenance_task_games")
    .addColumn("task_id", "integer", (c) => c.notNull().references("maintenance_tasks.id").onDelete("cascade"))
    .addColumn("game_id", "integer", (c) => c.notNull().references(games).onDelete("cascade"))
    .addColumn("added_at", "text", notNull)
    .addPrimaryKeyConstraint("maintenance_task_games_pk", ["task_id", "game_id"])
    .execute();
  await db.schema
    .createIndex("maintenance_task_games_game_idx")
    .on("maintenance_task_games")
    .column("game_id")
    .execute();

  await withId(db, db.schema.createTable("maintenance_done"))
    .addColumn("task_id", "integer", (c) => c.notNull().references("maintenance_tasks.id").onDelete("cascade"))
    .addColumn("game_id", "integer", (c) => c.notNull().references(games).onDelete("cascade"))
    .addColumn("done_at", "text", notNull)
    .addColumn("done_by", "integer", users)
    .addColumn("minutes", "integer")
    .addColumn("note", "text")
    .addColumn("steps_done", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("due_at", "text")
    .addColumn("late", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("plays_at_done", "integer")
    .execute();
  await db.schema
    .createIndex("maintenance_done_cycle_idx")
    .on("maintenance_done")
    .columns(["task_id", "game_id", "done_at"])
    .execute();
  await db.schema
    .createIndex("maintenance_done_game_idx")
    .on("maintenance_done")
    .columns(["game_id", "done_at"])
    .execute();
  await db.schema.createIndex("maintenance_done_due_idx").on("maintenance_done").column("due_at").execute();

  await db.schema
    .createTable("maintenance_claims")
    .addColumn("task_id", "integer", (c) => c.notNull().references("maintenance_tasks.id").onDelete("cascade"))
    .addColumn("game_id", "integer", (c) => c.notNull().references(games).onDelete("cascade"))
    .addColumn("assigned_to", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("assigned_at", "text", notNull)
    .addPrimaryKeyConstraint("maintenance_claims_pk", ["task_id", "game_id"])
    .execute();

  await withId(db, db.schema.createTable("counter_keys"))
    .addColumn("game_id", "integer", (c) => c.notNull().references(games).onDelete("cascade"))
    .addColumn("label", "text", notNull)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "integer", users)
    .addColumn("created_at", "text", notNull)
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by", "integer", users)
    .execute();

  await withId(db, db.schema.createTable("play_readings"))
    .addColumn("game_id", "integer", (c) => c.notNull().references(games).onDelete("cascade"))
    .addColumn("reading", "integer", notNull)
    .addColumn("read_at", "text", notNull)
    .addColumn("note", "text")
    .addColumn("source", "text", notNull)
    .addColumn("created_by", "integer", users)
    .addColumn("counter_key_id", "integer", (c) => c.references("counter_keys.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("play_readings_game_idx").on("play_readings").columns(["game_id", "read_at"]).execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    "play_readings",
    "counter_keys",
    "maintenance_claims",
    "maintenance_done",
    "maintenance_task_games",
    "maintenance_tasks",
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
