import { Store } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/shop";
import { ShopItemCard } from "~/components/shop/ShopItemCard";
import { CategoryChips } from "~/components/ui/CategoryChips";
import { FormAlert } from "~/components/ui/FormAlert";
import { PageHero } from "~/components/ui/PageHero";
import { listGiftCards, listProducts } from "~/models/shop/shop-admin.server";
import {
  GIFT_CARDS_LOAD_FAILED,
  itemsIn,
  PRODUCTS_LOAD_FAILED,
  shopCategories,
  shopCategoryOf,
  shopItems,
} from "~/models/shop/shop-catalog";
import { getDb } from "~/utils/db.server";
import { useMuseum } from "~/utils/museum";
import { seo } from "~/utils/seo";
import { readOrNull } from "~/utils/soft-read.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, (museum) => ({
    title: "Museum Shop",
    description: `T-shirts, caps, gift cards and annual family memberships from ${museum.longName} in ${museum.city}, ${museum.regionName}.`,
    path: "/shop",
  }));

/**
 * What Admin Shop keeps, read on every request so a change there shows here at once. Each list is read on
 * its own: one failing shows the spec's message and leaves the other on sale.
 */
export async function loader() {
  const db = getDb();
  const [products, giftCards] = await Promise.all([
    readOrNull("shop: products", () => listProducts(db, { inStockOnly: true })),
    readOrNull("shop: gift cards", () => listGiftCards(db, { activeOnly: true })),
  ]);
  return {
    items: shopItems(products ?? [], giftCards ?? []),
    errors: [products ? null : PRODUCTS_LOAD_FAILED, giftCards ? null : GIFT_CARDS_LOAD_FAILED].filter(
      (e) => e !== null,
    ),
  };
}

/** The shop's merchandise with category chips, filtered by ?category= in the URL. */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const museum = useMuseum();
  const [searchParams] = useSearchParams();
  const categories = shopCategories(loaderData.items);
  const active = shopCategoryOf(categories, searchParams.get("category"));
  const items = itemsIn(loaderData.items, active);

  return (
    <>
      <PageHero
        eyebrow="Take a little Replay home"
        title="Museum Shop"
        lead={
          <p>
            Shirts and caps for the high-score chasers, gift cards for the friends you want to beat, and memberships for
            the whole family.
          </p>
        }
      />
      <div className="container-page space-y-8 py-10 sm:py-14">
        <CategoryChips label="Shop categories" categories={categories} active={active} />
        {loaderData.errors.length > 0 ? (
          <div>
            {loaderData.errors.map((error) => (
              <FormAlert key={error}>{error}</FormAlert>
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-6 text-center text-slate-700 dark:bg-white/5 dark:text-slate-300">
            Nothing in the shop right now. Ask at the front desk.
          </p>
        ) : null}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="shop-items">
          {items.map((item, i) => (
            <li key={item.key} className="flex">
              <ShopItemCard item={item} eager={i < 2} />
            </li>
          ))}
        </ul>
        <p
          id="shop-front-desk"
          className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-white/10 dark:bg-white/5 dark:text-slate-300"
        >
          <Store aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <span>
            Everything here is available at the front desk during opening hours. Questions about sizes or memberships?
            Call us at{" "}
            <a
              href={museum.phoneHref}
              className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
            >
              {museum.phone}
            </a>
            .
          </span>
        </p>
      </div>
    </>
  );
}
