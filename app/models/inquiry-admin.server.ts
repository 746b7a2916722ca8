import type { InquiryStatus } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { audit, type Actor } from "./audit.server";
import type { InquiryFilter, InquiryView } from "./inquiry-admin";
import { formatMuseumDateTime } from "./inquiry-list.server";
import { containsText } from "./text-search.server";

/**
 * Staff reads and writes of buyer inquiries (issue 12). Manager notes leave the database only for a
 * manager: the query does not select them otherwise, so no page or data response can carry them.
 */

type ListOptions = { filter?: InquiryFilter; gameId?: number; withNotes: boolean };

/** Newest first, with the game each is about; search over buyer, e-mail, game and message, in any case. */
export async function listInquiries(db: DB, { filter, gameId, withNotes }: ListOptions): Promise<InquiryView[]> {
  let query = db
    .selectFrom("buyer_inquiries as i")
    .innerJoin("games as g", "g.id", "i.game_id")
    .where("g.deleted_at", "is", null)
    .select([
      "i.id", "i.status", "i.buyer_name", "i.buyer_email", "i.buyer_phone", "i.offer_amount", "i.message", "i.created_at",
      "g.id as game_id", "g.name as game_name", "g.slug as game_slug", "g.asking_price",
    ])
    .$if(withNotes, (q) => q.select("i.manager_notes"))
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc");
  if (gameId !== undefined) query = query.where("i.game_id", "=", gameId);
  if (filter && filter.status !== "all") query = query.where("i.status", "=", filter.status);
  if (filter?.q) {
    const contains = containsText(filter.q);
    query = query.where((eb) => eb.or([contains("i.buyer_name"), contains("i.buyer_email"), contains("g.name"), contains("i.message")]));
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    buyerName: r.buyer_name,
    buyerEmail: r.buyer_email,
    buyerPhone: r.buyer_phone,
    offerAmount: r.offer_amount == null ? null : Number(r.offer_amount),
    message: r.message,
    createdAt: r.created_at,
    createdLabel: formatMuseumDateTime(r.created_at),
    game: { id: r.game_id, name: r.game_name, slug: r.game_slug, askingPrice: r.asking_price == null ? null : Number(r.asking_price) },
    ...(withNotes ? { notes: r.manager_notes ?? null } : {}),
  }));
}

/** How many inquiries have each status, over every game not in the Trash. */
export async function inquiryCounts(db: DB): Promise<Record<InquiryStatus, number>> {
  const rows = await db
    .selectFrom("buyer_inquiries")
    .innerJoin("games", "games.id", "buyer_inquiries.game_id")
    .where("games.deleted_at", "is", null)
    .select(["buyer_inquiries.status", db.fn.countAll<number>().as("n")])
    .groupBy("buyer_inquiries.status")
    .execute();
  const counts: Record<InquiryStatus, number> = { pending: 0, responded: 0, accepted: 0, declined: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Sets an inquiry's status from any state (spec section 4). False when there is no such inquiry. */
export async function setInquiryStatus(db: DB, id: number, status: InquiryStatus, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("buyer_inquiries").select("status").where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    await trx.updateTable("buyer_inquiries").set({ status }).where("id", "=", id).execute();
    await audit(trx, { action: "inquiry_status_set", userId: actor.id, entity: "buyer_inquiry", entityId: id, details: { from: before.status, to: status }, ip: actor.ip });
    return true;
  });
}

/** A manager's private notes on an inquiry; empty clears them. False when there is no such inquiry. */
export async function saveManagerNotes(db: DB, id: number, notes: string | null, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable("buyer_inquiries").set({ manager_notes: notes }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // The audit row says that notes changed, not what they say: they stay where only managers read them.
    await audit(trx, { action: "inquiry_notes_saved", userId: actor.id, entity: "buyer_inquiry", entityId: id, details: { length: notes?.length ?? 0 }, ip: actor.ip });
    return true;
  });
}
