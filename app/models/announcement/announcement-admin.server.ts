import { nowIso, type DB } from "~/utils/db.server";
import type { AnnouncementInput } from "./announcement.schema";
import { auditedInsert, auditedWrite, type Actor } from "../audit/audit.server";

/**
 * A manager's announcements: list, insert, update, delete by id. Start and end arrive as
 * UTC instants in ISO form, the same form the public banner's query compares as text. Each write is one
 * transaction with its audit row.
 */

const COLUMNS = ["id", "message", "type", "start_date", "end_date", "is_active"] as const;

/** Every announcement, the latest start first: current and coming ones at the top, old ones below. */
export function listAnnouncements(db: DB) {
  return db.selectFrom("announcements").select(COLUMNS).orderBy("start_date", "desc").orderBy("id", "desc").execute();
}

const auditDetails = (input: AnnouncementInput) => ({
  message: input.message,
  type: input.type,
  start: input.start_date,
  end: input.end_date,
  active: input.is_active,
});

export const createAnnouncement = (db: DB, input: AnnouncementInput, actor: Actor) =>
  auditedInsert(
    db,
    actor,
    (trx) =>
      trx
        .insertInto("announcements")
        .values({ ...input, created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow(),
    { action: "announcement_created", entity: "announcement", details: () => auditDetails(input) },
  );

/** False when no announcement has that id (deleted by a colleague meanwhile). */
export const updateAnnouncement = (db: DB, id: number, input: AnnouncementInput, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.updateTable("announcements").set(input).where("id", "=", id).returning("id").executeTakeFirst(),
    { action: "announcement_updated", entity: "announcement", details: () => auditDetails(input) },
  );

export const deleteAnnouncement = (db: DB, id: number, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.deleteFrom("announcements").where("id", "=", id).returning(["id", "message"]).executeTakeFirst(),
    { action: "announcement_deleted", entity: "announcement", details: ({ message }) => ({ message }) },
  );
