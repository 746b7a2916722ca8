import type { Insertable } from "kysely";
import type { PlayReadingsTable } from "~/db/maintenance-tables";
import { staffName } from "~/models/account/staff-name";
import { inTransaction, lockForWrite, nowIso, type DB } from "~/utils/db.server";
import { counterRestarted, meterRefusal, playsBetween } from "./plays";
import type { PlayReadingPost } from "./plays.schema";

/** Who took a reading: a colleague by hand, or a counter with its key. */
export type ReadingBy = { source: "staff"; userId: number } | { source: "counter"; keyId: number };

/** How many readings the machine page lists. */
export const READINGS_LISTED = 20;

/** A machine's newest reading, or undefined before its first. */
export async function lastReading(db: DB, gameId: number) {
  return db
    .selectFrom("play_readings")
    .select(["id", "reading", "read_at", "plays_total"])
    .where("game_id", "=", gameId)
    .orderBy("read_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Stores a reading at `now` (the server's time, whoever sends it) when the meter allows it after the last one:
 * lower only with a note. The answer is JSON, so an idempotent submit can keep it.
 */
export async function recordReading(db: DB, gameId: number, post: PlayReadingPost, by: ReadingBy, now = nowIso()) {
  return inTransaction(db, async (trx) => {
    // Two readings at once must not both pass against the same last one.
    await lockForWrite(trx, "play_readings");
    const last = await lastReading(trx, gameId);
    const refusal = meterRefusal(last?.reading ?? null, post.reading, post.note);
    if (refusal) return { ok: false as const, error: refusal };
    const id = await appendReading(trx, {
      game_id: gameId,
      reading: post.reading,
      read_at: now,
      note: post.note,
      source: by.source,
      created_by: by.source === "staff" ? by.userId : null,
      counter_key_id: by.source === "counter" ? by.keyId : null,
    });
    return {
      ok: true as const,
      stored: { id, gameId, reading: post.reading, readAt: now, note: post.note, source: by.source },
      previous: last ? { reading: last.reading, readAt: last.read_at } : null,
      playsSince: playsBetween(last?.reading ?? null, post.reading),
    };
  });
}

/**
 * Stores a reading after the machine's last one, with the plays counted up to it (`plays_total`: the last one's
 * and the plays between them, by the meter's rule), which lets the due list count plays by lookups. Readings come in
 * the order they were taken (the server's clock); one older than the last would break the running total, so it is
 * refused.
 */
export async function appendReading(trx: DB, values: Omit<Insertable<PlayReadingsTable>, "plays_total">) {
  const last = await lastReading(trx, values.game_id);
  if (last && last.read_at > values.read_at) throw new Error("A reading older than the machine's last one");
  const plays_total = (last?.plays_total ?? 0) + (playsBetween(last?.reading ?? null, values.reading) ?? 0);
  const { id } = await trx
    .insertInto("play_readings")
    .values({ ...values, plays_total })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A machine's newest readings, each with the plays since the one before it and who or which counter took it. */
export async function listReadings(db: DB, gameId: number, limit = READINGS_LISTED) {
  const rows = await db
    .selectFrom("play_readings")
    .leftJoin("users", "users.id", "play_readings.created_by")
    .leftJoin("counter_keys", "counter_keys.id", "play_readings.counter_key_id")
    .select([
      "play_readings.id",
      "play_readings.reading",
      "play_readings.read_at",
      "play_readings.note",
      "play_readings.source",
      "users.name as user_name",
      "users.email as user_email",
      "counter_keys.label as key_label",
    ])
    .where("play_readings.game_id", "=", gameId)
    .orderBy("play_readings.read_at", "desc")
    .orderBy("play_readings.id", "desc")
    .limit(limit + 1)
    .execute();
  return rows.slice(0, limit).map((row, i) => ({
    id: row.id,
    reading: row.reading,
    readAt: row.read_at,
    note: row.note,
    fromCounter: row.source === "counter",
    by:
      row.source === "counter" ? (row.key_label ?? "a removed counter key") : staffName(row.user_name, row.user_email),
    playsSince: playsBetween(rows[i + 1]?.reading ?? null, row.reading),
    restarted: counterRestarted(rows[i + 1]?.reading ?? null, row.reading),
  }));
}
