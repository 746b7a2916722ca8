import type { DB } from "~/utils/db.server";
import { auditedWrite, type Actor } from "../audit/audit.server";
import type { AdminGiftCard, AdminProduct, GiftCardInput, ProductInput } from "./shop.schema";

/**
 * The shop's products and gift cards (products by name, gift cards by denomination; upsert;
 * delete by id). Each write is one transaction with its audit row; /shop reads these tables on every request.
 * Numeric columns come back from PostgreSQL as text, hence Number().
 */

const PRODUCT_COLUMNS = ["id", "name", "category", "price", "image_url", "description", "in_stock"] as const;
const GIFT_CARD_COLUMNS = ["id", "denomination", "description", "active"] as const;

const toProduct = (row: AdminProduct): AdminProduct => ({ ...row, price: Number(row.price) });
const toGiftCard = (row: AdminGiftCard): AdminGiftCard => ({ ...row, denomination: Number(row.denomination) });

export async function listProducts(db: DB, { inStockOnly = false } = {}) {
  let query = db.selectFrom("products").select(PRODUCT_COLUMNS).orderBy("name").orderBy("id");
  if (inStockOnly) query = query.where("in_stock", "=", true);
  return (await query.execute()).map(toProduct);
}

export async function listGiftCards(db: DB, { activeOnly = false } = {}) {
  let query = db.selectFrom("gift_cards").select(GIFT_CARD_COLUMNS).orderBy("denomination").orderBy("id");
  if (activeOnly) query = query.where("active", "=", true);
  return (await query.execute()).map(toGiftCard);
}

/** Adds a product (no id) or overwrites one; false when the product to overwrite is gone. */
export const saveProduct = (db: DB, id: number | null, input: ProductInput, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) =>
      id
        ? trx.updateTable("products").set(input).where("id", "=", id).returning("id").executeTakeFirst()
        : trx.insertInto("products").values(input).returning("id").executeTakeFirstOrThrow(),
    {
      action: id ? "product_updated" : "product_created",
      entity: "product",
      details: () => ({ name: input.name, category: input.category, price: input.price, in_stock: input.in_stock }),
    },
  );

export const deleteProduct = (db: DB, id: number, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.deleteFrom("products").where("id", "=", id).returning(["id", "name"]).executeTakeFirst(),
    { action: "product_deleted", entity: "product", details: ({ name }) => ({ name }) },
  );

/** Adds a gift card (no id) or overwrites one; false when the card to overwrite is gone. */
export const saveGiftCard = (db: DB, id: number | null, input: GiftCardInput, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) =>
      id
        ? trx.updateTable("gift_cards").set(input).where("id", "=", id).returning("id").executeTakeFirst()
        : trx.insertInto("gift_cards").values(input).returning("id").executeTakeFirstOrThrow(),
    {
      action: id ? "gift_card_updated" : "gift_card_created",
      entity: "gift_card",
      details: () => ({ denomination: input.denomination, active: input.active }),
    },
  );

export const deleteGiftCard = (db: DB, id: number, actor: Actor) =>
  auditedWrite(
    db,
    actor,
    (trx) => trx.deleteFrom("gift_cards").where("id", "=", id).returning(["id", "denomination"]).executeTakeFirst(),
    {
      action: "gift_card_deleted",
      entity: "gift_card",
      details: (card) => ({ denomination: Number(card.denomination) }),
    },
  );
