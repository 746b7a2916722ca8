import { describe, expect, it } from "vitest";
import { itemsIn, SHOP_CATEGORIES, SHOP_ITEMS, shopCategoryOf } from "./shop-catalog";

describe("shop catalog", () => {
  it("holds the spec's four sample items in its three categories", () => {
    expect(SHOP_ITEMS.map((i) => i.price)).toEqual([24.99, 50, 19.99, 199.99]);
    expect(SHOP_CATEGORIES).toEqual(["Apparel", "Gift Cards", "Memberships"]);
    expect(new Set(SHOP_ITEMS.map((i) => i.category))).toEqual(new Set(SHOP_CATEGORIES));
  });

  it("filters by category, All when none or unknown", () => {
    expect(itemsIn(shopCategoryOf("apparel")).map((i) => i.name)).toEqual(["Replay Museum T-Shirt", "Pinball Wizard Cap"]);
    expect(itemsIn(shopCategoryOf("Gift Cards")).map((i) => i.price)).toEqual([50]);
    expect(itemsIn(shopCategoryOf("Memberships")).map((i) => i.price)).toEqual([199.99]);
    expect(shopCategoryOf("Toys")).toBeNull();
    expect(itemsIn(shopCategoryOf(null))).toHaveLength(4);
  });
});
