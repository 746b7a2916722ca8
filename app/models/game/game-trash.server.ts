import { inTransaction, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { removeUnusedImages } from "./game-admin.server";
import { parseList } from "./game.server";
import { DAY_MS, daysLeft, TRASH_DAYS } from "./game-trash";
import { staffName } from "~/models/account/staff-name";

/**
 * The Trash (docs/departures.md#trash): a deleted game waits here, hidden from every page, until a manager restores
 * it or TRASH_DAYS pass and the hourly housekeeping purges it for good with its rows and photos.
 */

export type TrashedGame = {
  id: number;
  name: string;
  slug: string;
  deletedAt: string;
  deletedBy: string | null;
  daysLeft: number;
};

/** The Trash, most recently deleted first, with who deleted each game. */
export async function listTrash(db: DB, now = new Date()): Promise<TrashedGame[]> {
  const rows = await db
    .selectFrom("games")
    .leftJoin("users", "users.id", "games.deleted_by")
    .select([
      "games.id",
      "games.name",
      "games.slug",
      "games.deleted_at",
      "users.name as deleter_name",
      "users.email as deleter_email",
    ])
    .where("games.deleted_at", "is not", null)
    .orderBy("games.deleted_at", "desc")
    .orderBy("games.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    deletedAt: r.deleted_at as string,
    deletedBy: staffName(r.deleter_name, r.deleter_email, null),
    daysLeft: daysLeft(r.deleted_at as string, now),
  }));
}

/**
 * Brings a game back from the Trash as it was, under its own slug. Null when it is not in the Trash. Its deleter's
 * Undo audits it as that.
 */
export async function restoreGame(
  db: DB,
  id: number,
  actor: Actor,
  action: "game_restored" | "game_delete_undone" = "game_restored",
) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("games")
      .select(["name", "slug"])
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    if (!row) return null;
    await trx.updateTable("games").set({ deleted_at: null, deleted_by: null }).where("id", "=", id).execute();
    await audit(trx, {
      action,
      userId: actor.id,
      entity: "game",
      entityId: id,
      details: { name: row.name, slug: row.slug },
      ip: actor.ip,
    });
    return { name: row.name, slug: row.slug };
  });
}

/**
 * Deletes for good every game that has been in the Trash for TRASH_DAYS, with its repairs, inquiries, status
 * history and former slugs (one transaction per game), then its image files no other game or product uses.
 * Returns how many games it purged.
 */
export async function purgeTrash(db: DB, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const due = await db
    .selectFrom("games")
    .select("id")
    .where("deleted_at", "is not", null)
    .where("deleted_at", "<=", cutoff)
    .execute();
  let purged = 0;
  for (const { id } of due) {
    const images = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("games")
        .select(["name", "slug", "all_images", "image_url"])
        .where("id", "=", id)
        .where("deleted_at", "<=", cutoff)
        .executeTakeFirst();
      if (!row) return null; // restored meanwhile
      await trx.deleteFrom("repairs").where("game_id", "=", id).execute();
      await trx.deleteFrom("buyer_inquiries").where("game_id", "=", id).execute();
      await trx.deleteFrom("game_status_history").where("game_id", "=", id).execute();
      await trx.deleteFrom("game_slugs").where("game_id", "=", id).execute();
      await trx.deleteFrom("games").where("id", "=", id).execute();
      await audit(trx, {
        action: "game_purged",
        entity: "game",
        entityId: id,
        details: { name: row.name, slug: row.slug },
      });
      const urls = parseList(row.all_images);
      return row.image_url && !urls.includes(row.image_url) ? [row.image_url, ...urls] : urls;
    });
    if (!images) continue;
    await removeUnusedImages(db, images);
    purged++;
  }
  return purged;
}
