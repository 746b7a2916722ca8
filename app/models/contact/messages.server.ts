import type { ContactMessageStatus } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import type { MessageFilter } from "./messages.schema";
import { containsText } from "../shared/text-search.server";

/** Newest first; search over sender, e-mail, subject, message and the page it came from, in any case. */
export async function listMessages(db: DB, filter: MessageFilter) {
  let query = db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "subject", "message", "source_page", "status", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(500);
  if (filter.status !== "all") query = query.where("status", "=", filter.status);
  if (filter.q) {
    const contains = containsText(filter.q);
    query = query.where((eb) =>
      eb.or([contains("name"), contains("email"), contains("subject"), contains("message"), contains("source_page")]),
    );
  }
  return query.execute();
}

export async function messageCounts(db: DB): Promise<Record<ContactMessageStatus, number>> {
  const rows = await db
    .selectFrom("contact_messages")
    .select(["status", db.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<ContactMessageStatus, number> = { unread: 0, read: 0, archived: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** False when there is no such message. */
export async function setMessageStatus(db: DB, id: number, status: ContactMessageStatus, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable("contact_messages").set({ status }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, {
      action: "contact_message_status_set",
      userId: actor.id,
      entity: "contact_message",
      entityId: id,
      details: { status },
      ip: actor.ip,
    });
    return true;
  });
}
