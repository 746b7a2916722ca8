import { formatPrice } from "../game/game";

/** The exact texts users must see where a list would be when it cannot be read (the shop and Admin Shop). */
export const PRODUCTS_LOAD_FAILED = "Failed to load products";
export const GIFT_CARDS_LOAD_FAILED = "Failed to load gift cards";

/**
 * What the Museum Shop page shows (docs/departures.md#shop-in-back-office): the products in stock and the active gift
 * cards kept in Admin Shop, products by name, then gift cards by denomination, filtered by ?category=. Browser-safe.
 */

export const GIFT_CARDS_CATEGORY = "Gift Cards";

export type ShopItem = {
  key: string;
  name: string;
  category: string;
  price: number;
  description: string;
  /** A product's picture; a gift card is drawn instead. */
  imageUrl: string | null;
  giftCard: boolean;
};

type Product = { id: number; name: string; category: string; price: number; image_url: string; description: string };
type GiftCard = { id: number; denomination: number; description: string };

export function shopItems(products: Product[], giftCards: GiftCard[]): ShopItem[] {
  return [
    ...products.map((p) => ({
      key: `product-${p.id}`,
      name: p.name,
      category: p.category.trim(),
      price: p.price,
      description: p.description,
      imageUrl: p.image_url,
      giftCard: p.category.trim().toLowerCase() === GIFT_CARDS_CATEGORY.toLowerCase(),
    })),
    ...giftCards.map((g) => ({
      key: `gift-card-${g.id}`,
      name: `${formatPrice(g.denomination)} Gift Card`,
      category: GIFT_CARDS_CATEGORY,
      price: g.denomination,
      description: g.description,
      imageUrl: null,
      giftCard: true,
    })),
  ];
}

/** The chips: every category in the shop, alphabetically. */
export const shopCategories = (items: ShopItem[]) =>
  [...new Set(items.map((i) => i.category))].sort((a, b) => a.localeCompare(b));

/** The category a ?category= names (any case), or null for All, also when it names none. */
export const shopCategoryOf = (categories: string[], value: string | null | undefined) =>
  categories.find((c) => c.toLowerCase() === value?.trim().toLowerCase()) ?? null;

export const itemsIn = (items: ShopItem[], category: string | null) =>
  category ? items.filter((i) => i.category === category) : items;
