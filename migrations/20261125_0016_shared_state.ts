import type { Kysely } from "kysely";
import { notNull } from "./dialect";

/**
 * What several servers on one database must agree on (issue 20), kept in the database rather than in any
 * one process. `job_leases`: who runs a scheduled job (mail, housekeeping, backups) until when, so it runs
 * once and not once per server. `content_versions`: a number per kind of content, raised by every write to
 * it, so each server knows at once that what it keeps in memory is stale. Times are epoch milliseconds,
 * as in `throttle`, so the atomic upserts compare them the same way on both databases.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("job_leases")
    .addColumn("job", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", notNull)
    .addColumn("expires_at", "bigint", notNull)
    .execute();
  await db.schema
    .createTable("content_versions")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "bigint", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("content_versions").ifExists().execute();
  await db.schema.dropTable("job_leases").ifExists().execute();
}
