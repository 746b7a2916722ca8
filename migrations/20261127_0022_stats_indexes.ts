import type { Kysely } from "kysely";

/**
 * The repair stats (issue 23, models/stats/uptime.server.ts) read each machine's history from the last time
 * it became Operational before the period. This index answers "the last Operational row before `from`, per
 * machine" from the index alone, instead of visiting every earlier row of a year's history (measured with
 * scripts/bench-uptime.ts: 500 machines, 20,000 repairs, about 45,000 status changes).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex("game_status_history_to_status_idx")
    .on("game_status_history")
    .columns(["game_id", "to_status", "changed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("game_status_history_to_status_idx").ifExists().execute();
}
