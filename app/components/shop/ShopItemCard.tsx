import { Gift, ShoppingCart } from "lucide-react";
import { GameImage } from "~/components/collection/GameImage";
import { formatPrice } from "~/models/game/game";
import type { ShopItem } from "~/models/shop/shop-catalog";
import { GiftCardArt } from "./GiftCardArt";

export function ShopItemCard({ item, eager }: { item: ShopItem; eager: boolean }) {
  const headingId = `shop-item-${item.key}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col overflow-hidden card" data-testid="shop-item">
      {item.imageUrl ? (
        <GameImage
          url={item.imageUrl}
          alt=""
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 45vw, 92vw"
          eager={eager}
        />
      ) : (
        <GiftCardArt amount={item.price} />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">{item.category}</p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg leading-snug font-bold break-words">
            {item.name}
          </h2>
          <p
            className="font-display text-xl font-extrabold text-slate-900 dark:text-white"
            data-testid="shop-item-price"
          >
            {formatPrice(item.price)}
          </p>
        </div>
        <p className="mt-2 text-sm leading-relaxed break-words text-slate-600 dark:text-slate-300">
          {item.description}
        </p>
        {/* The spec gives Add to Cart and Purchase Gift Card no behaviour; they are real buttons that do nothing yet. */}
        <div className="mt-auto pt-5">
          <button
            type="button"
            className={`${item.giftCard ? "btn-primary" : "btn-secondary"} w-full`}
            aria-describedby="shop-front-desk"
          >
            {item.giftCard ? <Gift aria-hidden className="size-4" /> : <ShoppingCart aria-hidden className="size-4" />}
            {item.giftCard ? "Purchase Gift Card" : "Add to Cart"}
          </button>
        </div>
      </div>
    </article>
  );
}
