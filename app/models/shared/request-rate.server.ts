import { sql } from "kysely";
import type { DB } from "~/utils/db.server";

const bigint = (ms: number) => sql<number>`cast(${ms} as bigint)`;
const PREFIX = "rate:";

/**
 * Requests per client in fixed windows, kept in the `throttle` table (rows keyed `rate:...`) so that every
 * server sharing the database counts together. For these rows `blocked_until` is the end of the window
 * (when the count starts again), so housekeeping's pruneThrottle clears them like any spent throttle.
 * One atomic upsert per request: parallel requests on any server each get their own number.
 */
export async function countRequest(db: DB, key: string, windowMs: number, now = Date.now()) {
  const over = sql<boolean>`throttle.blocked_until <= ${bigint(now)}`;
  const row = await db
    .insertInto("throttle")
    .values({ key: PREFIX + key, account: null, attempts: 1, window_started_at: now, blocked_until: now + windowMs })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        attempts: sql`case when ${over} then 1 else throttle.attempts + 1 end`,
        window_started_at: sql`case when ${over} then ${bigint(now)} else throttle.window_started_at end`,
        blocked_until: sql`case when ${over} then ${bigint(now + windowMs)} else throttle.blocked_until end`,
      }),
    )
    .returning(["attempts", "blocked_until"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.attempts), resetAt: new Date(Number(row.blocked_until)) };
}

export async function uncountRequest(db: DB, key: string) {
  await db
    .updateTable("throttle")
    .set({ attempts: sql`throttle.attempts - 1` })
    .where("key", "=", PREFIX + key)
    .where("attempts", ">", 0)
    .execute();
}

export async function forgetRequests(db: DB, key: string) {
  await db
    .deleteFrom("throttle")
    .where("key", "=", PREFIX + key)
    .execute();
}
