import { sql, type Kysely } from "kysely";
import { notNull, withId } from "./dialect";

/**
 * Every scheduled backup (issue 20): when it ran, the file and its size, or why it failed, so the Admin
 * Dashboard can say when the collection was last saved and warn when that was too long ago or went wrong.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable("backup_runs"))
    .addColumn("started_at", "text", notNull)
    .addColumn("finished_at", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("file", "text")
    .addColumn("size_bytes", "bigint")
    .addColumn("error", "text")
    .addCheckConstraint("backup_runs_status_check", sql`status in ('ok', 'failed')`)
    .execute();
  await db.schema.createIndex("backup_runs_started_at_idx").on("backup_runs").column("started_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("backup_runs").ifExists().execute();
}
