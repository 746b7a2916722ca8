import type { DemoProduct } from "./types";

/**
 * The spec's sample shop: three products in stock (24.99, 19.99, 199.99) and, below, the $50 gift card: the
 * four items /shop shows. Two products out of stock are kept in Admin Shop but not shown.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: "Replay Museum T-Shirt",
    category: "Apparel",
    price: 24.99,
    description: "Soft ringspun cotton tee with our neon Replay logo across the chest. Unisex sizes S to XXL.",
    in_stock: true,
    art: "tshirt",
  },
  {
    name: "Pinball Wizard Cap",
    category: "Apparel",
    price: 19.99,
    description: "Embroidered six-panel cap with a flipper-and-ball badge and adjustable strap. One size fits most.",
    in_stock: true,
    art: "cap",
  },
  {
    name: "Annual Family Membership",
    category: "Memberships",
    price: 199.99,
    description:
      "A full year of visits and free play on every machine for two adults and up to three kids, plus members' nights.",
    in_stock: true,
    art: "membership",
  },
  {
    name: "Enamel Pin Set",
    category: "Collectibles",
    price: 12.99,
    description: "Three hard-enamel pins: a ghost, a flipper and a joystick. Sold out; more on order.",
    in_stock: false,
    art: "pins",
  },
  {
    name: "Retro Arcade Hoodie",
    category: "Apparel",
    price: 44.99,
    description: "Heavyweight zip hoodie with a pixel-art back print. Restocking soon.",
    in_stock: false,
    art: "hoodie",
  },
];

export const DEMO_GIFT_CARDS = [
  {
    denomination: 50,
    description: "Good for admission, Late Night Date Night, merchandise and tournament entry fees.",
    active: true,
  },
  { denomination: 10, description: "Stocking stuffer card (retired design).", active: false },
];
