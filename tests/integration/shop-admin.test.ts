import { beforeEach, expect, it } from "vitest";
import {
  deleteGiftCard,
  deleteProduct,
  listGiftCards,
  listProducts,
  saveGiftCard,
  saveProduct,
} from "~/models/shop/shop-admin.server";
import {
  DENOMINATION_POSITIVE,
  giftCardFormSchema,
  IMAGE_URL_INVALID,
  PRICE_NEGATIVE,
  PRICE_REQUIRED,
  productFormSchema,
} from "~/models/shop/shop.schema";
import { action } from "~/routes/admin.shop";
import { loader as shopLoader } from "~/routes/shop";
import { postTo, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const product = (name: string, price: string, inStock = true) =>
  productFormSchema.parse({
    name,
    category: "Apparel",
    price,
    imageUrl: "/uploads/0123456789abcdef0123456789abcdef-800.webp",
    description: `${name}, soft`,
    inStock,
  });
const card = (denomination: string, active = true) =>
  giftCardFormSchema.parse({ denomination, description: `A ${denomination} card`, active });

const productForm = (fields: Record<string, string> = {}) => ({
  intent: "save-product",
  name: "Tilt Mug",
  category: "Kitchen",
  price: "12.50",
  imageUrl: "https://cdn.example.com/mug.webp",
  description: "Says TILT when it is empty.",
  inStock: "on",
  ...fields,
});

describeEachDatabase("admin shop", (getDb) => {
  const auditActions = async () =>
    (await getDb().selectFrom("audit_log").select("action").orderBy("id").execute()).map((r) => r.action);
  let who: Awaited<ReturnType<typeof signedIn>>;

  beforeEach(async () => {
    await getDb().deleteFrom("products").execute();
    await getDb().deleteFrom("gift_cards").execute();
    await getDb().deleteFrom("audit_log").execute();
    who ??= await signedIn(getDb(), "staff");
  });

  it("saveProduct adds and overwrites, deleteProduct removes; products come by name with numeric prices; each write is audited", async () => {
    expect(await saveProduct(getDb(), null, product("Zipper Hoodie", "44.99", false), who)).toBe(true);
    expect(await saveProduct(getDb(), null, product("Cap", "19.99"), who)).toBe(true);
    const [cap, hoodie] = await listProducts(getDb());
    expect([cap.name, cap.price, hoodie.name, hoodie.in_stock]).toEqual(["Cap", 19.99, "Zipper Hoodie", false]);
    expect(await saveProduct(getDb(), cap.id, product("Cap", "21"), who)).toBe(true);
    expect((await listProducts(getDb(), { inStockOnly: true })).map((p) => [p.name, p.price])).toEqual([["Cap", 21]]);
    expect(await deleteProduct(getDb(), hoodie.id, who)).toBe(true);
    expect(await deleteProduct(getDb(), hoodie.id, who)).toBe(false);
    expect(await saveProduct(getDb(), hoodie.id, product("Gone", "1"), who)).toBe(false);
    expect(await auditActions()).toEqual(["product_created", "product_created", "product_updated", "product_deleted"]);
  });

  it("saveGiftCard adds and overwrites, deleteGiftCard removes; gift cards come by denomination; each write is audited", async () => {
    await saveGiftCard(getDb(), null, card("100"), who);
    await saveGiftCard(getDb(), null, card("25.50", false), who);
    const [small, big] = await listGiftCards(getDb());
    expect([small.denomination, small.active, big.denomination]).toEqual([25.5, false, 100]);
    expect(await saveGiftCard(getDb(), small.id, card("25.50"), who)).toBe(true);
    expect((await listGiftCards(getDb(), { activeOnly: true })).map((g) => g.denomination)).toEqual([25.5, 100]);
    expect(await deleteGiftCard(getDb(), big.id, who)).toBe(true);
    expect(await deleteGiftCard(getDb(), big.id, who)).toBe(false);
    expect(await auditActions()).toEqual([
      "gift_card_created",
      "gift_card_created",
      "gift_card_updated",
      "gift_card_deleted",
    ]);
  });

  it("what a staff member saves is on /shop at once: products in stock and active gift cards only", async () => {
    expect((await postTo(action, "/admin/shop", who.cookie, productForm())).body).toEqual({
      ok: true,
      intent: "save-product",
    });
    expect(
      (await postTo(action, "/admin/shop", who.cookie, productForm({ name: "Sold Out Tee", inStock: "" }))).body,
    ).toMatchObject({ ok: true });
    expect(
      (
        await postTo(action, "/admin/shop", who.cookie, {
          intent: "save-gift-card",
          denomination: "75",
          description: "Party pack",
          active: "on",
        })
      ).body,
    ).toMatchObject({ ok: true });
    expect(
      (
        await postTo(action, "/admin/shop", who.cookie, {
          intent: "save-gift-card",
          denomination: "5",
          description: "Retired",
        })
      ).body,
    ).toMatchObject({ ok: true });
    const { items } = await shopLoader();
    expect(items.map((i) => [i.name, i.category, i.price, i.giftCard])).toEqual([
      ["Tilt Mug", "Kitchen", 12.5, false],
      ["$75 Gift Card", "Gift Cards", 75, true],
    ]);
  });

  it("refuses bad input with its messages and changes nothing; a missing entry gets the spec's failure texts", async () => {
    const bad = await postTo(
      action,
      "/admin/shop",
      who.cookie,
      productForm({ name: "", price: "-3", imageUrl: "not a url", description: "" }),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          name: "Name is required",
          price: PRICE_NEGATIVE,
          imageUrl: IMAGE_URL_INVALID,
          description: "Description is required",
        },
      },
    });
    expect(
      (await postTo(action, "/admin/shop", who.cookie, productForm({ price: "", category: "", imageUrl: "" }))).body,
    ).toMatchObject({
      fieldErrors: { price: PRICE_REQUIRED, category: "Category is required", imageUrl: "Image URL is required" },
    });
    expect(
      (await postTo(action, "/admin/shop", who.cookie, productForm({ imageUrl: "javascript:alert(1)" }))).body,
    ).toMatchObject({ fieldErrors: { imageUrl: IMAGE_URL_INVALID } });
    expect(
      (
        await postTo(action, "/admin/shop", who.cookie, {
          intent: "save-gift-card",
          denomination: "0",
          description: "",
        })
      ).body,
    ).toMatchObject({
      fieldErrors: { denomination: DENOMINATION_POSITIVE, description: "Description is required" },
    });
    expect((await postTo(action, "/admin/shop", who.cookie, productForm({ id: "999999" }))).body).toMatchObject({
      error: "Failed to save product",
    });
    expect(
      (
        await postTo(action, "/admin/shop", who.cookie, {
          intent: "save-gift-card",
          id: "999999",
          denomination: "5",
          description: "x",
        })
      ).body,
    ).toMatchObject({ error: "Failed to save gift card" });
    expect(
      (await postTo(action, "/admin/shop", who.cookie, { intent: "delete-product", id: "999999" })).body,
    ).toMatchObject({ error: "Failed to delete product" });
    expect(
      (await postTo(action, "/admin/shop", who.cookie, { intent: "delete-gift-card", id: "999999" })).body,
    ).toMatchObject({ error: "Failed to delete giftCard" });
    expect(await listProducts(getDb())).toEqual([]);
    expect(await listGiftCards(getDb())).toEqual([]);
    expect(await auditActions()).toEqual([]);
  });
});
