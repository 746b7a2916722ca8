import { nowIso, type DB } from "~/utils/db.server";
import { auditedInsert, auditedWrite, type Actor } from "../audit/audit.server";
import type { EventInput } from "./event.schema";
import { toPublicEvent } from "./event.server";

/**
 * Staff's events: all ordered by date ascending; insert, update by id, delete by id. Each
 * write is one transaction with its audit row; the public pages read the table on every request.
 */

/** Every event, past ones included, by date and time. */
export async function listAllEvents(db: DB) {
  const rows = await db
    .selectFrom("events")
    .select(["id", "title", "description", "date", "time", "type", "registration_fee", "admission_fee"])
    .orderBy("date")
    .orderBy("time")
    .orderBy("id")
    .execute();
  return rows.map(toPublicEvent);
}

const auditDetails = (input: EventInput) => ({
  title: input.title,
  date: input.date,
  time: input.time,
  type: input.type,
  fee: input.type === "tournament" ? input.registration_fee : input.admission_fee,
});

export const createEvent = (db: DB, input: EventInput, actor: Actor) =>
  auditedInsert(
    db,
    actor,
    (trx) => {
      const at = nowIso();
      return trx
        .insertInto("events")
        .values({ ...input, created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
    },
    { action: "event_created", entity: "event", details: () => auditDetails(input) },
  );

/** False when no event has that id (deleted by a colleague meanwhile). */
export const updateEvent = (db: DB, id: number, input: EventInput, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) =>
      trx
        .updateTable("events")
        .set({ ...input, updated_at: nowIso() })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst(),
    { action: "event_updated", entity: "event", details: () => auditDetails(input) },
  );

export const deleteEvent = (db: DB, id: number, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.deleteFrom("events").where("id", "=", id).returning(["id", "title", "date"]).executeTakeFirst(),
    { action: "event_deleted", entity: "event", details: ({ title, date }) => ({ title, date }) },
  );
