import { sql } from "kysely";
import type { InquiryStatus } from "~/db/schema";
import { nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import type { InquiryFilter, InquiryView } from "./inquiry-admin.schema";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { listedForSale } from "../sale/sale";
import { containsText } from "../shared/text-search.server";

/**
 * Staff reads and writes of buyer inquiries. Manager notes leave the database only for a
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
      "i.id",
      "i.status",
      "i.inquiry_type",
      "i.buyer_name",
      "i.buyer_email",
      "i.buyer_phone",
      "i.offer_amount",
      "i.message",
      "i.created_at",
      "g.id as game_id",
      "g.name as game_name",
      "g.slug as game_slug",
      "g.asking_price",
      "g.for_sale",
    ])
    .$if(withNotes, (q) => q.select("i.manager_notes"))
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc");
  if (gameId !== undefined) query = query.where("i.game_id", "=", gameId);
  if (filter && filter.status !== "all") query = query.where("i.status", "=", filter.status);
  if (filter?.q) {
    const contains = containsText(filter.q);
    query = query.where((eb) =>
      eb.or([contains("i.buyer_name"), contains("i.buyer_email"), contains("g.name"), contains("i.message")]),
    );
  }
  const rows = await query.execute();
  return rows.map((r) => {
    const askingPrice = r.asking_price == null ? null : Number(r.asking_price);
    return {
      id: r.id,
      status: r.status,
      inquiryType: r.inquiry_type,
      buyerName: r.buyer_name,
      buyerEmail: r.buyer_email,
      buyerPhone: r.buyer_phone,
      offerAmount: r.offer_amount == null ? null : Number(r.offer_amount),
      message: r.message,
      createdAt: r.created_at,
      createdLabel: formatMuseumDate(r.created_at),
      game: {
        id: r.game_id,
        name: r.game_name,
        slug: r.game_slug,
        askingPrice,
        listed: listedForSale({ forSale: r.for_sale, askingPrice }),
      },
      ...(withNotes ? { notes: r.manager_notes ?? null } : {}),
    };
  });
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

export type StatusOutcome =
  { ok: true; offSale: { from: number; to: number } | null } | { ok: false; reason: "missing" | "managers_decision" };

/**
 * Sets an inquiry's status. A manager may set any status from any state; anyone else
 * may not undo a manager's Accept or Decline (the check is part of the update, so a decision made a
 * moment earlier is not overwritten either). Accepting with `takeOffSale` also takes the game off Games
 * For Sale in the same transaction: both change, or neither.
 */
export async function setInquiryStatus(
  db: DB,
  id: number,
  status: InquiryStatus,
  actor: Actor,
  { byManager, takeOffSale = false }: { byManager: boolean; takeOffSale?: boolean },
): Promise<StatusOutcome> {
  return db.transaction().execute(async (trx): Promise<StatusOutcome> => {
    const before = await trx
      .selectFrom("buyer_inquiries")
      .select(["status", "game_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!before) return { ok: false, reason: "missing" };
    const updated = await trx
      .updateTable("buyer_inquiries")
      .set({ status })
      .where("id", "=", id)
      .$if(!byManager, (q) => q.where("status", "not in", ["accepted", "declined"]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, reason: byManager ? "missing" : "managers_decision" };

    const offSale = status === "accepted" && takeOffSale ? await takeGameOffSale(trx, before.game_id) : null;
    await audit(trx, {
      action: "inquiry_status_set",
      userId: actor.id,
      entity: "buyer_inquiry",
      entityId: id,
      // What the listing had, so a sale that falls through can be listed again as it was.
      details: {
        from: before.status,
        to: status,
        ...(offSale
          ? { offSale: { gameId: before.game_id, forSale: offSale.forSale, askingPrice: offSale.askingPrice } }
          : {}),
      },
      ip: actor.ip,
    });
    return { ok: true, offSale: offSale && { from: offSale.to - 1, to: offSale.to } };
  });
}

/** Clears both things that list a game on Games For Sale; null when it was not listed. A new version, so an open edit form cannot list it again unknowingly. */
async function takeGameOffSale(trx: DB, gameId: number) {
  const game = await trx
    .selectFrom("games")
    .select(["for_sale", "asking_price"])
    .where("id", "=", gameId)
    .executeTakeFirst();
  const askingPrice = game?.asking_price == null ? null : Number(game.asking_price);
  if (!game || !listedForSale({ forSale: game.for_sale, askingPrice })) return null;
  const { version } = await trx
    .updateTable("games")
    .set({ for_sale: false, asking_price: null, updated_at: nowIso(), version: sql`version + 1` })
    .where("id", "=", gameId)
    .returning("version")
    .executeTakeFirstOrThrow();
  return { forSale: game.for_sale, askingPrice, to: Number(version) };
}

/** A manager's private notes on an inquiry; empty clears them. False when there is no such inquiry. */
export async function saveManagerNotes(db: DB, id: number, notes: string | null, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("buyer_inquiries")
      .set({ manager_notes: notes })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // The audit row says that notes changed, not what they say: they stay where only managers read them.
    await audit(trx, {
      action: "inquiry_notes_saved",
      userId: actor.id,
      entity: "buyer_inquiry",
      entityId: id,
      details: { length: notes?.length ?? 0 },
      ip: actor.ip,
    });
    return true;
  });
}
