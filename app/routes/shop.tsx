import { Store } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/shop";
import { ShopItemCard } from "~/components/shop/ShopItemCard";
import { CategoryChips } from "~/components/ui/CategoryChips";
import { PageHero } from "~/components/ui/PageHero";
import { itemsIn, SHOP_CATEGORIES, shopCategoryOf } from "~/models/shop-catalog";
import { MUSEUM } from "~/utils/museum";
import { seo } from "~/utils/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Museum Shop",
    description: `T-shirts, caps, gift cards and annual family memberships from ${MUSEUM.longName} in ${MUSEUM.city}, Florida.`,
    path: "/shop",
  });

/** Spec section 2: static sample merchandise, filtered by ?category= in the URL. */
export default function Shop() {
  const [searchParams] = useSearchParams();
  const active = shopCategoryOf(searchParams.get("category"));
  const items = itemsIn(active);

  return (
    <>
      <PageHero
        eyebrow="Take a little Replay home"
        title="Museum Shop"
        lead={<p>Shirts and caps for the high-score chasers, gift cards for the friends you want to beat, and memberships for the whole family.</p>}
      />
      <div className="container-page space-y-8 py-10 sm:py-14">
        <CategoryChips label="Shop categories" categories={SHOP_CATEGORIES} active={active} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="shop-items">
          {items.map((item) => (
            <li key={item.id} className="flex">
              <ShopItemCard item={item} />
            </li>
          ))}
        </ul>
        <p
          id="shop-front-desk"
          className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 dark:border-white/10 dark:bg-white/5 dark:text-slate-300"
        >
          <Store aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <span>
            Everything here is available at the front desk during opening hours. Questions about sizes or memberships? Call us at{" "}
            <a href={MUSEUM.phoneHref} className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300">
              {MUSEUM.phone}
            </a>
            .
          </span>
        </p>
      </div>
    </>
  );
}
