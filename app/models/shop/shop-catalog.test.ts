import { describe, expect, it } from "vitest";
import { itemsIn, shopCategories, shopCategoryOf, shopItems } from "./shop-catalog";

const items = shopItems(
  [
    {
      id: 3,
      name: "Annual Family Membership",
      category: "Memberships",
      price: 199.99,
      image_url: "/uploads/m.webp",
      description: "A year",
    },
    {
      id: 1,
      name: "Pinball Wizard Cap",
      category: "Apparel ",
      price: 19.99,
      image_url: "https://example.com/cap.webp",
      description: "Cap",
    },
    {
      id: 2,
      name: "Replay Museum T-Shirt",
      category: "Apparel",
      price: 24.99,
      image_url: "/uploads/t.webp",
      description: "Tee",
    },
  ],
  [{ id: 7, denomination: 50, description: "Any visit" }],
);

describe("shop catalog", () => {
  it("lists products, then gift cards named by their denomination and drawn rather than pictured", () => {
    expect(items.map((i) => [i.name, i.category, i.price, i.giftCard])).toEqual([
      ["Annual Family Membership", "Memberships", 199.99, false],
      ["Pinball Wizard Cap", "Apparel", 19.99, false],
      ["Replay Museum T-Shirt", "Apparel", 24.99, false],
      ["$50 Gift Card", "Gift Cards", 50, true],
    ]);
    expect(items[3]).toMatchObject({ key: "gift-card-7", imageUrl: null });
  });

  it("offers each category once, alphabetically, and filters by one named in any case; All when none or unknown", () => {
    const categories = shopCategories(items);
    expect(categories).toEqual(["Apparel", "Gift Cards", "Memberships"]);
    expect(itemsIn(items, shopCategoryOf(categories, "apparel")).map((i) => i.name)).toEqual([
      "Pinball Wizard Cap",
      "Replay Museum T-Shirt",
    ]);
    expect(itemsIn(items, shopCategoryOf(categories, "Gift Cards")).map((i) => i.price)).toEqual([50]);
    expect(shopCategoryOf(categories, "Toys")).toBeNull();
    expect(itemsIn(items, shopCategoryOf(categories, null))).toHaveLength(4);
  });
});
