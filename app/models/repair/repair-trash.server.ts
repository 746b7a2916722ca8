import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { removeUnusedImages } from "../game/game-admin.server";
import { DAY_MS, daysLeft, TRASH_DAYS } from "../game/game-trash";
import type { EntryPhoto } from "./work-entries.server";
import { staffName } from "~/models/account/staff-name";

/**
 * Deleted repairs wait in the Trash as deleted games do (docs/departures.md#trash):
 * hidden from every staff list, figure, board and timeline (each repair query leaves out `deleted_at`) until
 * a manager restores them, or TRASH_DAYS pass and the hourly housekeeping removes them with their photos.
 */

/** What a repair held when it went to the Trash; its audit rows keep it. */
export type RepairHoldings = { workEntries: number; minutes: number; photos: number; parts: number };

/** What a repair holds, and its photos (each stored with all its sizes), for the purge. */
async function holdingsOf(db: DB, repairId: number, repairPhotos: string) {
  const [entries, parts] = await Promise.all([
    db.selectFrom("repair_entries").select(["minutes", "photos"]).where("repair_id", "=", repairId).execute(),
    db
      .selectFrom("repair_parts")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("repair_id", "=", repairId)
      .executeTakeFirstOrThrow(),
  ]);
  const photos = [repairPhotos, ...entries.map((e) => e.photos)].flatMap((json) => JSON.parse(json) as EntryPhoto[]);
  const holdings: RepairHoldings = {
    workEntries: entries.length,
    minutes: entries.reduce((sum, e) => sum + Number(e.minutes ?? 0), 0),
    photos: photos.length,
    parts: Number(parts.n),
  };
  return { holdings, photoUrls: photos.map((p) => p.url) };
}

export type RepairTrashed = { ok: true; slug: string; holdings: RepairHoldings } | { ok: false };

/** Moves a repair to the Trash; the machine's status is left as it is. Not found: gone, or already trashed. */
export async function trashRepair(db: DB, repairId: number, actor: Actor, now = nowIso()): Promise<RepairTrashed> {
  return inTransaction(db, async (trx) => {
    const repair = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.game_id", "repairs.comment", "repairs.photos", "games.slug"])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!repair) return { ok: false };
    const { holdings } = await holdingsOf(trx, repairId, repair.photos);
    await trx
      .updateTable("repairs")
      .set({ deleted_at: now, deleted_by: actor.id })
      .where("id", "=", repairId)
      .execute();
    await audit(trx, {
      action: "repair_deleted",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, comment: repair.comment, ...holdings },
      ip: actor.ip,
    });
    return { ok: true, slug: repair.slug, holdings };
  });
}

export type TrashedRepair = {
  id: number;
  comment: string;
  gameName: string;
  deletedAt: string;
  deletedBy: string | null;
  daysLeft: number;
};

/** The repairs in the Trash, most recently deleted first. */
export async function listTrashedRepairs(db: DB, now = new Date()): Promise<TrashedRepair[]> {
  const rows = await db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .leftJoin("users", "users.id", "repairs.deleted_by")
    .select([
      "repairs.id",
      "repairs.comment",
      "repairs.deleted_at",
      "games.name as game_name",
      "users.name as deleter_name",
      "users.email as deleter_email",
    ])
    .where("repairs.deleted_at", "is not", null)
    .orderBy("repairs.deleted_at", "desc")
    .orderBy("repairs.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    comment: r.comment,
    gameName: r.game_name,
    deletedAt: r.deleted_at as string,
    deletedBy: staffName(r.deleter_name, r.deleter_email, null),
    daysLeft: daysLeft(r.deleted_at as string, now),
  }));
}

/**
 * Brings a repair back with everything it held. Null when it is not in the Trash; `gameInTrash` (and nothing
 * changed) when its machine is in the Trash too, so the machine comes back first. Its deleter's Undo audits it
 * as that.
 */
export async function restoreRepair(
  db: DB,
  repairId: number,
  actor: Actor,
  action: "repair_restored" | "repair_delete_undone" = "repair_restored",
) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.game_id", "repairs.comment", "games.name as gameName", "games.deleted_at as gameDeletedAt"])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is not", null)
      .executeTakeFirst();
    if (!row) return null;
    // Back on a machine that is itself in the Trash, the repair would show nowhere while the Trash said it was back.
    if (row.gameDeletedAt) return { gameInTrash: row.gameName };
    await trx.updateTable("repairs").set({ deleted_at: null, deleted_by: null }).where("id", "=", repairId).execute();
    await audit(trx, {
      action,
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: row.game_id, comment: row.comment },
      ip: actor.ip,
    });
    return { repairId, gameId: row.game_id };
  });
}

/**
 * Deletes for good every repair TRASH_DAYS in the Trash, with its work entries, parts and steps (one
 * transaction each), then its photos no other row uses. Returns how many it removed.
 */
export async function purgeTrashedRepairs(db: DB, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const due = await db.selectFrom("repairs").select("id").where("deleted_at", "<=", cutoff).execute();
  let purged = 0;
  for (const { id } of due) {
    const photos = await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom("repairs")
        .select(["game_id", "comment", "photos"])
        .where("id", "=", id)
        .where("deleted_at", "<=", cutoff)
        .executeTakeFirst();
      if (!row) return null; // restored meanwhile
      const { holdings, photoUrls: urls } = await holdingsOf(trx, id, row.photos);
      // Work entries, parts and steps go with the repair (ON DELETE CASCADE); a duplicate of it forgets it.
      await trx.deleteFrom("repairs").where("id", "=", id).execute();
      await audit(trx, {
        action: "repair_purged",
        entity: "repair",
        entityId: id,
        details: { gameId: row.game_id, comment: row.comment, ...holdings },
      });
      return urls;
    });
    if (!photos) continue;
    await removeUnusedImages(db, photos);
    purged++;
  }
  return purged;
}
