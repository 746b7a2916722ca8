import { z } from "zod";
import { amountText, formText, ticked } from "../shared/fields";
import { requiredMoney, requiredText } from "../shared/fields.schema";

/**
 * The product and gift card forms of Admin Shop, used by the browser and the action.
 * Product: name, category, price, image URL, description required; in stock. Gift card: denomination and
 * description required; active.
 */

export const NAME_MAX = 120;
export const CATEGORY_MAX = 60;
export const DESCRIPTION_MAX = 1000;
export const URL_MAX = 2000;

export const NAME_REQUIRED = "Name is required";
export const CATEGORY_REQUIRED = "Category is required";
export const PRICE_REQUIRED = "Price is required";
export const PRICE_NEGATIVE = "Price cannot be negative";
export const IMAGE_URL_REQUIRED = "Image URL is required";
export const IMAGE_URL_INVALID = "Image URL must be a valid URL";
export const DESCRIPTION_REQUIRED = "Description is required";
export const DENOMINATION_REQUIRED = "Denomination is required";
export const DENOMINATION_POSITIVE = "Denomination must be more than 0";

/** The exact texts users must see (the gift card's delete failure keeps the product's own spelling). */
export const PRODUCT_SAVE_FAILED = "Failed to save product";
export const GIFT_CARD_SAVE_FAILED = "Failed to save gift card";
export const PRODUCT_DELETE_FAILED = "Failed to delete product";
export const GIFT_CARD_DELETE_FAILED = "Failed to delete giftCard";
export { GIFT_CARDS_LOAD_FAILED, PRODUCTS_LOAD_FAILED } from "./shop-catalog";
export const PRODUCT_DELETE_CONFIRM = "Are you sure you want to delete this product?";
export const GIFT_CARD_DELETE_CONFIRM = "Are you sure you want to delete this gift card?";

/** An http(s) address, or a picture on this site (what the photo uploads and the demo store: /uploads/...). */
export function isImageUrl(value: string) {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const productFormSchema = z
  .object({
    name: requiredText("Name", NAME_REQUIRED, NAME_MAX),
    category: requiredText("Category", CATEGORY_REQUIRED, CATEGORY_MAX),
    price: requiredMoney(PRICE_REQUIRED, PRICE_NEGATIVE),
    imageUrl: z
      .string()
      .trim()
      .min(1, IMAGE_URL_REQUIRED)
      .max(URL_MAX, IMAGE_URL_INVALID)
      .refine(isImageUrl, IMAGE_URL_INVALID),
    description: requiredText("Description", DESCRIPTION_REQUIRED, DESCRIPTION_MAX),
    inStock: z.boolean(),
  })
  .transform((v) => ({
    name: v.name,
    category: v.category,
    price: v.price,
    image_url: v.imageUrl,
    description: v.description,
    in_stock: v.inStock,
  }));

export const giftCardFormSchema = z
  .object({
    denomination: requiredMoney(DENOMINATION_REQUIRED, DENOMINATION_POSITIVE).refine(
      (v) => v > 0,
      DENOMINATION_POSITIVE,
    ),
    description: requiredText("Description", DESCRIPTION_REQUIRED, DESCRIPTION_MAX),
    active: z.boolean(),
  })
  .transform((v) => ({ denomination: v.denomination, description: v.description, active: v.active }));

export type ProductInput = z.output<typeof productFormSchema>;
export type ProductValues = z.input<typeof productFormSchema>;
export type GiftCardInput = z.output<typeof giftCardFormSchema>;
export type GiftCardValues = z.input<typeof giftCardFormSchema>;

export const productValues = (form: FormData): ProductValues => ({
  name: formText(form, "name"),
  category: formText(form, "category"),
  price: formText(form, "price"),
  imageUrl: formText(form, "imageUrl"),
  description: formText(form, "description"),
  inStock: ticked(form, "inStock"),
});

export const giftCardValues = (form: FormData): GiftCardValues => ({
  denomination: formText(form, "denomination"),
  description: formText(form, "description"),
  active: ticked(form, "active"),
});

/** Add vs edit mode: a new product is in stock, a new gift card active. */
export const NEW_PRODUCT: ProductValues = {
  name: "",
  category: "",
  price: "",
  imageUrl: "",
  description: "",
  inStock: true,
};
export const NEW_GIFT_CARD: GiftCardValues = { denomination: "", description: "", active: true };

export type AdminProduct = {
  id: number;
  name: string;
  category: string;
  price: number;
  image_url: string;
  description: string;
  in_stock: boolean;
};
export type AdminGiftCard = { id: number; denomination: number; description: string; active: boolean };

export const productToValues = (p: AdminProduct): ProductValues => ({
  name: p.name,
  category: p.category,
  price: amountText(p.price),
  imageUrl: p.image_url,
  description: p.description,
  inStock: p.in_stock,
});

export const giftCardToValues = (g: AdminGiftCard): GiftCardValues => ({
  denomination: amountText(g.denomination),
  description: g.description,
  active: g.active,
});

export type AdminShopIntent = "save-product" | "delete-product" | "save-gift-card" | "delete-gift-card";
