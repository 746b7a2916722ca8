import type { Kysely } from "kysely";

/**
 * Repairs go to the Trash as games do (`deleted_at`, `deleted_by`): hidden from every staff list, figure and
 * board until a manager restores them or housekeeping purges them 30 days later. A visitor's report keeps
 * the machine's status from before it took the machine off the floor (`status_before`), so staff can undo a
 * false alarm, and a hash of the sender's address while it may still join later safety reports into one
 * alarm (`alarm_from`, cleared by housekeeping after the hour). An "e-mail me when it is fixed" address keeps
 * the hash of who asked (`sender`), so one sender cannot register a list of strangers.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("repairs").addColumn("deleted_at", "text").execute();
  await db.schema
    .alterTable("repairs")
    .addColumn("deleted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("repairs").addColumn("status_before", "text").execute();
  await db.schema.alterTable("repairs").addColumn("alarm_from", "text").execute();
  await db.schema.createIndex("repairs_deleted_at_idx").on("repairs").column("deleted_at").execute();
  await db.schema.createIndex("repairs_alarm_from_idx").on("repairs").columns(["alarm_from", "created_at"]).execute();
  await db.schema.alterTable("fix_watchers").addColumn("sender", "text").execute();
  await db.schema.createIndex("fix_watchers_sender_idx").on("fix_watchers").column("sender").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("fix_watchers_sender_idx").ifExists().execute();
  await db.schema.alterTable("fix_watchers").dropColumn("sender").execute();
  await db.schema.dropIndex("repairs_alarm_from_idx").ifExists().execute();
  await db.schema.dropIndex("repairs_deleted_at_idx").ifExists().execute();
  for (const column of ["alarm_from", "status_before", "deleted_by", "deleted_at"])
    await db.schema.alterTable("repairs").dropColumn(column).execute();
}
