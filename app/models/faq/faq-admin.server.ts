import { lockForWrite, type DB } from "~/utils/db.server";
import { audit, auditedWrite, type Actor } from "../audit/audit.server";
import type { FaqDirection, FaqInput } from "./faq.schema";

/**
 * Staff's FAQs: in order_number order; a new one goes last (max + 1); moving one swaps its
 * order_number with its neighbour's. Each write is one transaction with its audit row, and the writes that
 * read positions first hold the table's write lock, so two at once never leave two FAQs in one position.
 */

export function listFaqsInOrder(db: DB) {
  return db
    .selectFrom("faqs")
    .select(["id", "category", "question", "answer", "order_number"])
    .orderBy("order_number")
    .orderBy("id")
    .execute();
}

export async function createFaq(db: DB, input: FaqInput, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "faqs");
    const { last } = await trx
      .selectFrom("faqs")
      .select((eb) => eb.fn.max("order_number").as("last"))
      .executeTakeFirstOrThrow();
    const order_number = Number(last ?? 0) + 1;
    const { id } = await trx
      .insertInto("faqs")
      .values({ ...input, order_number })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, {
      action: "faq_created",
      userId: actor.id,
      entity: "faq",
      entityId: id,
      details: { question: input.question, category: input.category, order_number },
      ip: actor.ip,
    });
    return id;
  });
}

/** False when no FAQ has that id (deleted by a colleague meanwhile). */
export const updateFaq = (db: DB, id: number, input: FaqInput, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.updateTable("faqs").set(input).where("id", "=", id).returning("id").executeTakeFirst(),
    { action: "faq_updated", entity: "faq", details: () => ({ question: input.question, category: input.category }) },
  );

export const deleteFaq = (db: DB, id: number, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.deleteFrom("faqs").where("id", "=", id).returning(["id", "question"]).executeTakeFirst(),
    { action: "faq_deleted", entity: "faq", details: ({ question }) => ({ question }) },
  );

/**
 * Swaps the FAQ with the one before it (up) or after it (down) in the list's order. False when the FAQ is
 * gone; true (nothing to do) when it is already first or last.
 */
export async function moveFaq(db: DB, id: number, direction: FaqDirection, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    await lockForWrite(trx, "faqs");
    const all = await listFaqsInOrder(trx);
    const at = all.findIndex((f) => f.id === id);
    if (at === -1) return false;
    const other = all[direction === "up" ? at - 1 : at + 1];
    if (!other) return true;
    const faq = all[at];
    // Positions equal after an old bug or a hand edit still swap into a real order: the earlier one keeps the lower number.
    const [first, second] = direction === "up" ? [faq, other] : [other, faq];
    const low = Math.min(faq.order_number, other.order_number);
    const high =
      low === Math.max(faq.order_number, other.order_number) ? low + 1 : Math.max(faq.order_number, other.order_number);
    await trx
      .insertInto("faqs")
      .values([
        { ...first, order_number: low },
        { ...second, order_number: high },
      ])
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => ({ order_number: eb.ref("excluded.order_number") })))
      .execute();
    await audit(trx, {
      action: "faq_moved",
      userId: actor.id,
      entity: "faq",
      entityId: id,
      details: { question: faq.question, direction, from: faq.order_number, to: direction === "up" ? low : high },
      ip: actor.ip,
    });
    return true;
  });
}
