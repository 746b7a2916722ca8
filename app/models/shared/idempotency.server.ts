import type { DB } from "~/utils/db.server";

/**
 * Duplicate-safe submits for the forms used on the museum floor, where Wi-Fi is weak and a phone
 * sends the same POST again after a timeout. Each form carries a key made when it was shown; the first
 * submit with a key stores its answer in the same transaction as its write, and every repeat within a day
 * gets that answer again instead of writing twice.
 *
 * Parallel repeats are safe on both databases: on PostgreSQL the second insert of the key waits for the first
 * transaction and then fails on the primary key; on SQLite transactions take the write lock when they begin,
 * so the second one starts after the first committed. Either way the repeat then reads the stored answer.
 */

export const IDEMPOTENCY_FIELD = "idempotencyKey";
const KEPT_MS = 24 * 60 * 60 * 1000;
/** A browser's crypto.randomUUID(), or anything of that shape: long enough not to be guessed, short enough to store. */
const KEY_SHAPE = /^[A-Za-z0-9-]{16,64}$/;

/** The form's key, or null when it sent none (an old page) or one of the wrong shape. */
export function idempotencyKeyOf(form: FormData): string | null {
  const value = form.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && KEY_SHAPE.test(value) ? value : null;
}

async function storedAnswer(db: DB, id: string, now: number) {
  const row = await db
    .selectFrom("idempotency_keys")
    .select("answer")
    .where("key", "=", id)
    .where("created_at", ">", now - KEPT_MS)
    .executeTakeFirst();
  return row ? { answer: JSON.parse(row.answer) as unknown } : undefined;
}

/**
 * Whether a submit with this key and scope was already answered (within a day): a repeat is not a new
 * submission, so a public form's throttle lets it through to get its first answer back.
 */
export async function answeredBefore(db: DB, key: string | null, scope: string, now = Date.now()) {
  return key ? Boolean(await storedAnswer(db, `${scope}:${key}`, now)) : false;
}

export type Once<T> = { answer: T; repeated: boolean };

/**
 * Runs `write` once per key and scope (say "report" or "work-entry:12"): its answer must be JSON. Without a
 * key it simply runs. The write gets the transaction to do its work in.
 */
export async function once<T>(
  db: DB,
  key: string | null,
  scope: string,
  write: (trx: DB) => Promise<T>,
  now = Date.now(),
): Promise<Once<T>> {
  if (!key) return { answer: await db.transaction().execute(write), repeated: false };
  const id = `${scope}:${key}`;
  const earlier = await storedAnswer(db, id, now);
  if (earlier) return { answer: earlier.answer as T, repeated: true };
  try {
    return await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("idempotency_keys")
        .where("key", "=", id)
        .where("created_at", "<=", now - KEPT_MS)
        .execute();
      // Claimed first, so a parallel repeat waits here rather than doing the work a second time.
      await trx.insertInto("idempotency_keys").values({ key: id, scope, answer: "null", created_at: now }).execute();
      const answer = await write(trx);
      await trx
        .updateTable("idempotency_keys")
        .set({ answer: JSON.stringify(answer ?? null) })
        .where("key", "=", id)
        .execute();
      return { answer, repeated: false };
    });
  } catch (error) {
    const stored = await storedAnswer(db, id, now);
    if (stored) return { answer: stored.answer as T, repeated: true };
    throw error;
  }
}

/** Housekeeping: answers older than a day are no longer needed. */
export async function purgeIdempotencyKeys(db: DB, now = Date.now()) {
  const result = await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<=", now - KEPT_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
