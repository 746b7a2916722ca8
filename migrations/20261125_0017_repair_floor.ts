import { sql, type Kysely } from "kysely";
import { notNull, withId } from "./dialect";

/**
 * The repair floor (issue 22). A repair gets a severity and a safety flag (triage), a status beyond
 * open/resolved (`resolved` stays true exactly for the closed ones, so every older screen keeps working), an
 * assignee and an expected-back date; work entries with photos and minutes; parts with their own status;
 * a record of each step for the timeline and the time-to-triage figure; visitors' "same problem"
 * confirmations and "e-mail me when it is fixed" addresses; idempotency keys for the floor's forms; and each
 * staff member's choice of repair mail.
 *
 * Existing repairs were all handled as the spec's "machine leaves the floor" kind, so they become Unplayable;
 * staff-logged ones count as triaged when they were logged, visitors' ones when they were resolved (an open
 * visitor report is waiting for triage).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("repairs")
    .addColumn("severity", "text", (c) => c.notNull().defaultTo("unplayable"))
    .execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("safety", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("repairs").addColumn("visitor_playable", "boolean").execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("duplicate_of", "integer", (c) => c.references("repairs.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("repairs").addColumn("assigned_at", "text").execute();
  await db.schema.alterTable("repairs").addColumn("triaged_at", "text").execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("triaged_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("repairs").addColumn("expected_back", "text").execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("confirmations", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update repairs set status = case when resolved then 'resolved' else 'open' end`.execute(db);
  await sql`update repairs set triaged_at = created_at where source = 'staff'`.execute(db);
  await sql`update repairs set triaged_at = resolved_at where source = 'visitor' and resolved`.execute(db);
  await db.schema.createIndex("repairs_status_idx").on("repairs").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("repairs_assigned_idx").on("repairs").column("assigned_to").execute();
  await db.schema.createIndex("repairs_game_open_idx").on("repairs").columns(["game_id", "resolved"]).execute();

  await withId(db, db.schema.createTable("repair_entries"))
    .addColumn("repair_id", "integer", (c) => c.notNull().references("repairs.id").onDelete("cascade"))
    .addColumn("body", "text", notNull)
    .addColumn("minutes", "integer")
    /** JSON array of { url, thumbnailUrl } */
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", notNull)
    .addCheckConstraint("repair_entries_minutes_check", sql`minutes is null or minutes >= 0`)
    .execute();
  await db.schema
    .createIndex("repair_entries_repair_idx")
    .on("repair_entries")
    .columns(["repair_id", "created_at"])
    .execute();

  await withId(db, db.schema.createTable("repair_parts"))
    .addColumn("repair_id", "integer", (c) => c.notNull().references("repairs.id").onDelete("cascade"))
    .addColumn("entry_id", "integer", (c) => c.references("repair_entries.id").onDelete("set null"))
    .addColumn("name", "text", notNull)
    .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("url", "text")
    .addColumn("cost", "numeric(10, 2)")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
    .addColumn("requested_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("requested_at", "text", notNull)
    .addColumn("ordered_at", "text")
    .addColumn("received_at", "text")
    .addColumn("updated_at", "text", notNull)
    .addCheckConstraint("repair_parts_quantity_check", sql`quantity > 0`)
    .addCheckConstraint("repair_parts_cost_check", sql`cost is null or cost >= 0`)
    .execute();
  await db.schema.createIndex("repair_parts_repair_idx").on("repair_parts").column("repair_id").execute();
  await db.schema
    .createIndex("repair_parts_status_idx")
    .on("repair_parts")
    .columns(["status", "requested_at"])
    .execute();

  await withId(db, db.schema.createTable("repair_events"))
    .addColumn("repair_id", "integer", (c) => c.notNull().references("repairs.id").onDelete("cascade"))
    .addColumn("kind", "text", notNull)
    /** JSON: what changed, e.g. { "from": "open", "to": "in_progress" } */
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("actor", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("repair_events_repair_idx")
    .on("repair_events")
    .columns(["repair_id", "created_at"])
    .execute();

  await withId(db, db.schema.createTable("fix_watchers"))
    .addColumn("game_id", "integer", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("email", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addUniqueConstraint("fix_watchers_game_email_key", ["game_id", "email"])
    .execute();
  await db.schema.createIndex("fix_watchers_expires_idx").on("fix_watchers").column("expires_at").execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("scope", "text", notNull)
    /** JSON of the first answer, given again to every repeat of the same submit */
    .addColumn("answer", "text", notNull)
    .addColumn("created_at", "bigint", notNull)
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();

  await db.schema
    .alterTable("users")
    .addColumn("notify_reports", "text", (c) => c.notNull().defaultTo("urgent"))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("notify_digest", "boolean", (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable("digest_deliveries")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("museum_date", "text", notNull)
    .addColumn("sent_at", "text", notNull)
    .addPrimaryKeyConstraint("digest_deliveries_pkey", ["user_id", "museum_date"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("digest_deliveries").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("notify_digest").execute();
  await db.schema.alterTable("users").dropColumn("notify_reports").execute();
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
  await db.schema.dropTable("fix_watchers").ifExists().execute();
  await db.schema.dropTable("repair_events").ifExists().execute();
  await db.schema.dropTable("repair_parts").ifExists().execute();
  await db.schema.dropTable("repair_entries").ifExists().execute();
  await db.schema.dropIndex("repairs_game_open_idx").ifExists().execute();
  await db.schema.dropIndex("repairs_assigned_idx").ifExists().execute();
  await db.schema.dropIndex("repairs_status_idx").ifExists().execute();
  for (const column of [
    "confirmations",
    "expected_back",
    "triaged_by",
    "triaged_at",
    "assigned_at",
    "assigned_to",
    "duplicate_of",
    "status",
    "visitor_playable",
    "safety",
    "severity",
  ])
    await db.schema.alterTable("repairs").dropColumn(column).execute();
}
