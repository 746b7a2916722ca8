import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { isClosed } from "./floor";
import { requestParts, type NewPart } from "./parts.server";
import { recordRepairEvent } from "./repair-events.server";

/**
 * A repair's work record: after its first comment, entries with text, up to four photos (already
 * checked and re-encoded by the upload pipeline), the minutes spent and who wrote it, optionally requesting
 * parts. Entries can be added to an open repair only.
 */

export const MAX_ENTRY_PHOTOS = 4;
export type EntryPhoto = { url: string; thumbnailUrl: string };

export async function addWorkEntry(
  db: DB,
  repairId: number,
  entry: { body: string; minutes: number | null; photos: EntryPhoto[]; parts?: NewPart[] },
  actor: Actor,
  now = nowIso(),
) {
  return inTransaction(db, async (trx) => {
    const repair = await trx
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.id", "repairs.status", "repairs.game_id", "games.slug"])
      .where("repairs.id", "=", repairId)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .executeTakeFirst();
    if (!repair || isClosed(repair.status)) return null;
    const { id } = await trx
      .insertInto("repair_entries")
      .values({
        repair_id: repairId,
        body: entry.body,
        minutes: entry.minutes,
        photos: JSON.stringify(entry.photos.slice(0, MAX_ENTRY_PHOTOS)),
        created_by: actor.id,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordRepairEvent(trx, { repairId, kind: "entry", detail: { entryId: id }, actor: actor.id, at: now });
    await trx.updateTable("repairs").set({ updated_at: now }).where("id", "=", repairId).execute();
    await audit(trx, {
      action: "repair_entry_added",
      userId: actor.id,
      entity: "repair",
      entityId: repairId,
      details: { gameId: repair.game_id, entryId: id, photos: entry.photos.length },
      ip: actor.ip,
    });
    if (entry.parts?.length) await requestParts(trx, repairId, entry.parts, actor, { entryId: id, now });
    return { entryId: id, slug: repair.slug };
  });
}

export async function workEntries(db: DB, repairId: number) {
  const rows = await db
    .selectFrom("repair_entries")
    .leftJoin("users", "users.id", "repair_entries.created_by")
    .select([
      "repair_entries.id",
      "repair_entries.body",
      "repair_entries.minutes",
      "repair_entries.photos",
      "repair_entries.created_at",
      "users.name as author_name",
      "users.email as author_email",
    ])
    .where("repair_entries.repair_id", "=", repairId)
    .orderBy("repair_entries.created_at")
    .orderBy("repair_entries.id")
    .execute();
  return rows.map((row) => ({ ...row, photos: JSON.parse(row.photos) as EntryPhoto[] }));
}
