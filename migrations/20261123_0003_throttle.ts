import type { Kysely } from "kysely";
import { notNull } from "./dialect";

/**
 * One row per throttled key (an account at an address, or an address): how many attempts its window
 * holds and until when the next one must wait. Times are epoch milliseconds, unlike the ISO text
 * elsewhere, because the atomic upsert computes "now + delay" in SQL the same way on both databases.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("throttle")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("account", "text")
    .addColumn("attempts", "integer", notNull)
    .addColumn("window_started_at", "bigint", notNull)
    .addColumn("blocked_until", "bigint", notNull)
    .execute();
  await db.schema.createIndex("throttle_account_idx").on("throttle").column("account").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("throttle").ifExists().execute();
}
