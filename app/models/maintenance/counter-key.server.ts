import { staffName } from "~/models/account/staff-name";
import { nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { hashSecretToken, isSecretTokenShape, newSecretToken } from "../shared/secret-token.server";

/**
 * Counter keys: a long random token (models/shared/secret-token.server.ts) that lets one machine's play counter
 * post its readings and nothing else. Only its hash is stored; making and revoking one is in the Activity log.
 */

/** Makes a key for a machine on the floor (not one in the Trash); null when there is no such machine. */
export async function createCounterKey(db: DB, gameId: number, label: string, actor: Actor, now = nowIso()) {
  const token = newSecretToken();
  return db.transaction().execute(async (trx) => {
    const game = await trx
      .selectFrom("games")
      .select("name")
      .where("id", "=", gameId)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!game) return null;
    const { id } = await trx
      .insertInto("counter_keys")
      .values({ game_id: gameId, label, token_hash: hashSecretToken(token), created_by: actor.id, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, {
      action: "counter_key_created",
      userId: actor.id,
      entity: "counter_key",
      entityId: id,
      details: { label, gameId, game: game.name },
      ip: actor.ip,
    });
    return { id, token };
  });
}

/** A machine's keys, newest first; the token itself is never read back. */
export async function listCounterKeys(db: DB, gameId: number) {
  const rows = await db
    .selectFrom("counter_keys")
    .leftJoin("users as creator", "creator.id", "counter_keys.created_by")
    .select([
      "counter_keys.id",
      "counter_keys.label",
      "counter_keys.created_at",
      "counter_keys.last_used_at",
      "counter_keys.revoked_at",
      "creator.name as creator_name",
      "creator.email as creator_email",
    ])
    .where("counter_keys.game_id", "=", gameId)
    .orderBy("counter_keys.created_at", "desc")
    .orderBy("counter_keys.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    createdBy: staffName(row.creator_name, row.creator_email, null),
  }));
}

/** Refuses the key from now on. False when it was already revoked or is not this machine's. */
export async function revokeCounterKey(db: DB, gameId: number, id: number, actor: Actor, now = nowIso()) {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("counter_keys")
      .set({ revoked_at: now, revoked_by: actor.id })
      .where("id", "=", id)
      .where("game_id", "=", gameId)
      .where("revoked_at", "is", null)
      .returning(["id", "label"])
      .executeTakeFirst();
    if (!revoked) return false;
    const game = await trx.selectFrom("games").select("name").where("id", "=", gameId).executeTakeFirst();
    await audit(trx, {
      action: "counter_key_revoked",
      userId: actor.id,
      entity: "counter_key",
      entityId: id,
      details: { label: revoked.label, gameId, game: game?.name },
      ip: actor.ip,
    });
    return true;
  });
}

/**
 * The live key a presented token belongs to, with its machine, or null (malformed, unknown, revoked, or its
 * machine in the Trash). Notes that it was used.
 */
export async function counterKeyForToken(db: DB, token: string | null, now = nowIso()) {
  if (!isSecretTokenShape(token)) return null;
  const key = await db
    .selectFrom("counter_keys")
    .innerJoin("games", "games.id", "counter_keys.game_id")
    .select(["counter_keys.id", "counter_keys.game_id", "counter_keys.label"])
    .where("counter_keys.token_hash", "=", hashSecretToken(token))
    .where("counter_keys.revoked_at", "is", null)
    .where("games.deleted_at", "is", null)
    .executeTakeFirst();
  if (!key) return null;
  await db.updateTable("counter_keys").set({ last_used_at: now }).where("id", "=", key.id).execute();
  return { id: key.id, gameId: key.game_id, label: key.label };
}
