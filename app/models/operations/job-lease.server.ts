import { sql } from "kysely";
import type { DB } from "~/utils/db.server";

const bigint = (ms: number) => sql<number>`cast(${ms} as bigint)`;

/**
 * Takes the lease on a job for `ttlMs` when nobody holds it or the last lease has run out: one atomic upsert,
 * so of any number of servers trying at the same moment exactly one gets it, on SQLite and PostgreSQL alike.
 * A lease is never renewed by its own holder: a job that ran this period does not run again until it ends.
 */
export async function takeLease(db: DB, job: string, holder: string, ttlMs: number, now = Date.now()) {
  const row = await db
    .insertInto("job_leases")
    .values({ job, holder, expires_at: now + ttlMs })
    .onConflict((oc) =>
      oc
        .column("job")
        .doUpdateSet({ holder, expires_at: bigint(now + ttlMs) })
        .where("job_leases.expires_at", "<=", bigint(now)),
    )
    .returning("holder")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a lease back before it runs out (a job that holds it only while it works). */
export async function releaseLease(db: DB, job: string, holder: string) {
  await db.deleteFrom("job_leases").where("job", "=", job).where("holder", "=", holder).execute();
}
