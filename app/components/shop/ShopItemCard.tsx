import { Gift, ShoppingCart } from "lucide-react";
import { formatPrice } from "~/models/game";
import type { ShopItem } from "~/models/shop-catalog";
import { ItemArt } from "./ItemArt";

export function ShopItemCard({ item }: { item: ShopItem }) {
  const isGiftCard = item.category === "Gift Cards";
  const headingId = `shop-item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex w-full flex-col overflow-hidden" data-testid="shop-item">
      <ItemArt art={item.art} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-brand-700 dark:text-brand-300">{item.category}</p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold leading-snug">
            {item.name}
          </h2>
          <p className="font-display text-xl font-extrabold text-slate-900 dark:text-white" data-testid="shop-item-price">
            {formatPrice(item.price)}
          </p>
        </div>
        <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{item.description}</p>
        <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {item.highlights.map((h) => (
            <li key={h} className="flex items-center gap-2">
              <span aria-hidden className="size-1.5 rounded-full bg-brand-500" />
              {h}
            </li>
          ))}
        </ul>
        {/* The spec gives Add to Cart and Purchase Gift Card no behaviour; they are real buttons that do nothing yet. */}
        <div className="mt-auto pt-5">
          <button type="button" className={`${isGiftCard ? "btn-primary" : "btn-secondary"} w-full`} aria-describedby="shop-front-desk">
            {isGiftCard ? <Gift aria-hidden className="size-4" /> : <ShoppingCart aria-hidden className="size-4" />}
            {isGiftCard ? "Purchase Gift Card" : "Add to Cart"}
          </button>
        </div>
      </div>
    </article>
  );
}
