/**
 * The Museum Shop's static sample merchandise (spec section 2: four items
 * priced 24.99, 50, 19.99 and 199.99 in Apparel, Gift Cards and Memberships).
 * It lives in code on purpose; the products table is for the back office.
 */
export const SHOP_CATEGORIES = ["Apparel", "Gift Cards", "Memberships"] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export type ShopItem = {
  id: string;
  name: string;
  category: ShopCategory;
  price: number;
  description: string;
  /** Which drawing to show; see components/shop/ItemArt. */
  art: "tshirt" | "giftcard" | "cap" | "membership";
  highlights: string[];
};

export const SHOP_ITEMS: ShopItem[] = [
  {
    id: "replay-tshirt",
    name: "Replay Museum T-Shirt",
    category: "Apparel",
    price: 24.99,
    description: "Soft ringspun cotton tee with our neon Replay logo across the chest.",
    art: "tshirt",
    highlights: ["Unisex sizes S to XXL", "Midnight navy"],
  },
  {
    id: "gift-card-50",
    name: "$50 Gift Card",
    category: "Gift Cards",
    price: 50,
    description: "Good for admission, Late Night Date Night, merchandise and tournament entry fees.",
    art: "giftcard",
    highlights: ["Good for any visit", "Comes in a gift sleeve"],
  },
  {
    id: "pinball-wizard-cap",
    name: "Pinball Wizard Cap",
    category: "Apparel",
    price: 19.99,
    description: "Embroidered six-panel cap with a flipper-and-ball badge and adjustable strap.",
    art: "cap",
    highlights: ["One size fits most", "Embroidered badge"],
  },
  {
    id: "family-membership",
    name: "Annual Family Membership",
    category: "Memberships",
    price: 199.99,
    description: "A full year of visits and free play on every machine for the whole family.",
    art: "membership",
    highlights: ["Unlimited visits for 12 months", "Two adults and up to three kids"],
  },
];

export const shopCategoryOf = (value: string | null | undefined): ShopCategory | null =>
  SHOP_CATEGORIES.find((c) => c.toLowerCase() === value?.trim().toLowerCase()) ?? null;

export const itemsIn = (category: ShopCategory | null) => (category ? SHOP_ITEMS.filter((i) => i.category === category) : SHOP_ITEMS);
