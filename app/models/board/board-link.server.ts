import { getConfig } from "~/utils/config.server";
import { nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { museumClock } from "../hours/museum-clock";
import { staffName } from "~/models/account/staff-name";
import { hashSecretToken, isSecretTokenShape, newSecretToken } from "../shared/secret-token.server";

/**
 * Board links: a long random token (models/shared/secret-token.server.ts) that opens the workshop board and
 * nothing else. Only its hash is stored.
 */

/** How stale "last used" may get: a board revalidating every few seconds must not write every time. */
const LAST_USED_EVERY_MS = 5 * 60_000;

/** Today's museum date: a link whose last day is before it has ended. */
const museumToday = (now: Date) => museumClock(now, getConfig().timeZone).date;

/** `endsOn`: the last museum date the link opens its board on, or null for no end. */
export async function createBoardLink(
  db: DB,
  label: string,
  actor: Actor,
  { endsOn = null, now = nowIso() }: { endsOn?: string | null; now?: string } = {},
) {
  const token = newSecretToken();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("board_links")
      .values({ label, token_hash: hashSecretToken(token), created_by: actor.id, created_at: now, ends_on: endsOn })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, {
      action: "board_link_created",
      userId: actor.id,
      entity: "board_link",
      entityId: id,
      details: { label, endsOn },
      ip: actor.ip,
    });
    return { id, token };
  });
}

/** Every link, newest first, and whether it has ended by `now`; the token itself is never read back. */
export async function listBoardLinks(db: DB, now = new Date()) {
  const rows = await db
    .selectFrom("board_links")
    .leftJoin("users as creator", "creator.id", "board_links.created_by")
    .select([
      "board_links.id",
      "board_links.label",
      "board_links.created_at",
      "board_links.last_used_at",
      "board_links.revoked_at",
      "board_links.ends_on",
      "creator.name as creator_name",
      "creator.email as creator_email",
    ])
    .orderBy("board_links.created_at", "desc")
    .orderBy("board_links.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    endsOn: row.ends_on,
    ended: row.ends_on !== null && row.ends_on < museumToday(now),
    createdBy: staffName(row.creator_name, row.creator_email, null),
  }));
}

/** Refuses the link's token from now on. False when it was already revoked or never existed. */
export async function revokeBoardLink(db: DB, id: number, actor: Actor, now = nowIso()) {
  return db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable("board_links")
      .set({ revoked_at: now, revoked_by: actor.id })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .returning(["id", "label"])
      .executeTakeFirst();
    if (!revoked) return false;
    await audit(trx, {
      action: "board_link_revoked",
      userId: actor.id,
      entity: "board_link",
      entityId: id,
      details: { label: revoked.label },
      ip: actor.ip,
    });
    return true;
  });
}

/**
 * The live link a token belongs to, "expired" when its last day has passed, or null (unknown, revoked, or not
 * a token's shape at all). Notes when a live one was last used, at most every few minutes.
 */
export async function boardLinkForToken(db: DB, token: string | null, now = new Date()) {
  if (!isSecretTokenShape(token)) return null;
  const link = await db
    .selectFrom("board_links")
    .select(["id", "label", "last_used_at", "ends_on"])
    .where("token_hash", "=", hashSecretToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!link) return null;
  if (link.ends_on !== null && link.ends_on < museumToday(now)) return "expired" as const;
  if (!link.last_used_at || now.getTime() - Date.parse(link.last_used_at) >= LAST_USED_EVERY_MS)
    await db.updateTable("board_links").set({ last_used_at: now.toISOString() }).where("id", "=", link.id).execute();
  return { id: link.id, label: link.label };
}

/** Of these links, the ones neither revoked nor ended: a TV streaming with any other is cut off. */
export async function liveBoardLinkIds(db: DB, ids: number[], now = new Date()) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .selectFrom("board_links")
    .select("id")
    .where("id", "in", ids)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("ends_on", "is", null), eb("ends_on", ">=", museumToday(now))]))
    .execute();
  return new Set(rows.map((r) => r.id));
}
