import { sql, type RawBuilder } from "kysely";
import type { DB } from "~/utils/db.server";

/**
 * Attempt counters that slow a guesser down without locking anyone out for good. Each key (an
 * account at one address, or one address) counts the attempts in its window; after `free` of them
 * every further attempt must wait, longer each time, up to the last of `waitsMs`.
 *
 * An attempt is taken before the work it guards (a password check, a mail) in one atomic upsert per
 * key, so a burst of parallel requests gets exactly `free` tries, on SQLite and PostgreSQL alike.
 */
export type ThrottlePolicy = {
  /** Attempts in a window before any wait. */
  free: number;
  /** The wait after attempt number `free`, after the next one, and so on; the last one repeats. */
  waitsMs: readonly number[];
  /** A window's count starts again once this long has passed since its first attempt. */
  windowMs: number;
};

export type ThrottleKey = {
  key: string;
  policy: ThrottlePolicy;
  /** The account the key counts for, so a manager can clear it. */
  account?: string | null;
};

const bigint = (ms: number) => sql<number>`cast(${ms} as bigint)`;

/** The wait that follows attempt number `attempts` (an SQL expression), as a CASE over the policy's steps. */
function waitAfter(policy: ThrottlePolicy, attempts: RawBuilder<number>) {
  const steps = policy.waitsMs
    .slice(0, -1)
    .map((ms, i) => sql`when ${attempts} = ${sql.lit(policy.free + i)} then ${sql.lit(ms)}`);
  return sql<number>`case when ${attempts} < ${sql.lit(policy.free)} then 0 ${sql.join(steps, sql` `)} else ${sql.lit(policy.waitsMs.at(-1) ?? 0)} end`;
}

/** The same rule in JavaScript, for the first attempt of a key (the INSERT half of the upsert). */
const firstWait = (policy: ThrottlePolicy) => (1 < policy.free ? 0 : (policy.waitsMs[0] ?? 0));

class MustWait extends Error {}

async function takeOne(db: DB, { key, policy, account = null }: ThrottleKey, now: number) {
  const fresh = sql<boolean>`throttle.window_started_at <= ${bigint(now - policy.windowMs)}`;
  const attempts = sql<number>`(case when ${fresh} then 1 else throttle.attempts + 1 end)`;
  const row = await db
    .insertInto("throttle")
    .values({
      key,
      account,
      attempts: 1,
      window_started_at: now,
      blocked_until: firstWait(policy) ? now + firstWait(policy) : 0,
    })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({
          attempts,
          window_started_at: sql`case when ${fresh} then ${bigint(now)} else throttle.window_started_at end`,
          // No wait leaves the key unblocked: a request racing this one with a clock a moment behind is counted
          // too, not refused by a block of zero milliseconds that seems to end after its own time.
          blocked_until: sql`case when ${waitAfter(policy, attempts)} = 0 then throttle.blocked_until else ${bigint(now)} + ${waitAfter(policy, attempts)} end`,
        })
        .where("throttle.blocked_until", "<=", now),
    )
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes one attempt on every key, or on none of them when any key must still wait (then false).
 * Keys are taken in the order given; callers give them in one fixed order so that two requests
 * never wait on each other's rows.
 */
export async function takeAttempt(db: DB, keys: readonly ThrottleKey[], now = Date.now()): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      for (const key of keys) {
        if (!(await takeOne(trx, key, now))) throw new MustWait();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof MustWait) return false;
    throw error;
  }
}

/** Forgets a key (a right password ends its account-and-address count). */
export async function forgetKey(db: DB, key: string) {
  await db.deleteFrom("throttle").where("key", "=", key).execute();
}

/** Gives back one attempt (a right password is not a failure for its address). */
export async function giveBackAttempt(db: DB, key: string) {
  await db
    .updateTable("throttle")
    .set({ attempts: sql`throttle.attempts - 1` })
    .where("key", "=", key)
    .where("attempts", ">", 0)
    .execute();
}

/** Clears every count kept for an account, at every address. Returns how many there were. */
export async function clearAccount(db: DB, account: string) {
  const result = await db.deleteFrom("throttle").where("account", "=", account).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The accounts among `accounts` that must wait somewhere right now. */
export async function accountsWaiting(db: DB, accounts: readonly string[], now = Date.now()) {
  if (accounts.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom("throttle")
    .select("account")
    .distinct()
    .where("account", "in", accounts)
    .where("blocked_until", ">", now)
    .execute();
  return new Set(rows.map((r) => r.account!));
}

/** Deletes rows that no longer hold anything back: their window is over and nobody must wait. */
export async function pruneThrottle(db: DB, longestWindowMs: number, now = Date.now()) {
  const result = await db
    .deleteFrom("throttle")
    .where("window_started_at", "<", now - longestWindowMs)
    .where("blocked_until", "<", now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
