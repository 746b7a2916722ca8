import { Images, MapPin } from "lucide-react";
import { href, Link } from "react-router";
import { GameImage } from "~/components/collection/GameImage";
import { StatusBadge } from "~/components/collection/StatusBadge";
import { formatPrice } from "~/models/game/game";
import type { InquiryType } from "~/models/inquiry/inquiry";
import { hasAskingPrice, type SaleGame } from "~/models/sale/sale";
import { useImageUrls } from "~/utils/use-image-urls";

type Props = {
  game: SaleGame;
  /**
   * Facts from our records (docs/product.md#visitors-see-the-truth), worded by the server; none for a game not on sale.
   */
  serviceRecord?: { term: string; value: string }[];
  index: number;
  /** `?inquire=...` URL for each kind: works without JavaScript; with it the modal opens instead. */
  inquireHref: (kind: InquiryType) => string;
  /** The link that opened a dialog gets the focus back when it closes. */
  onInquire: (kind: InquiryType, opener: HTMLElement) => void;
  onViewImages: (opener: HTMLElement) => void;
};

const SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw";

export function SaleCard({ game, serviceRecord, index, inquireHref, onInquire, onViewImages }: Props) {
  const priced = hasAskingPrice(game.askingPrice);
  const { variant } = useImageUrls();
  const photos = game.images.length;
  // The collection's own image box, so a sale without a photo shows the same 'Game Image Coming Soon'.
  const image = (
    <GameImage url={game.imageUrl} alt={game.name} sizes={SIZES} width={800} eager={index < 2} className="size-full" />
  );
  const facts = [game.typeLabel, game.yearMade ? String(game.yearMade) : null].filter(Boolean).join(" · ");
  const open = (kind: InquiryType) => (e: React.MouseEvent<HTMLElement>) => {
    e.preventDefault();
    onInquire(kind, e.currentTarget);
  };

  return (
    <article className="flex w-full flex-col overflow-hidden card" data-testid="sale-card">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-ink-800">
        {game.imageUrl ? (
          <a
            href={variant(game.imageUrl, 1200)}
            onClick={(e) => {
              e.preventDefault();
              onViewImages(e.currentTarget);
            }}
            // The name must contain the visible "N photos" (WCAG 2.5.3, label in name).
            aria-label={photos > 1 ? `View images of ${game.name}, ${photos} photos` : `View images of ${game.name}`}
            aria-haspopup="dialog"
            className="group block size-full focus-visible:outline-offset-[-4px]"
          >
            <span className="block size-full transition-transform duration-300 group-hover:scale-[1.03]">{image}</span>
            {photos > 1 ? (
              <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-ink-950/75 px-2.5 py-1 text-xs font-semibold text-white">
                <Images aria-hidden className="size-3.5" />
                {photos} photos
              </span>
            ) : null}
          </a>
        ) : (
          image
        )}
        <StatusBadge status={game.status} className="absolute top-3 left-3 shadow-sm" />
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg leading-snug font-bold">
            <Link
              to={href("/game/:slug", { slug: game.slug })}
              prefetch="intent"
              className="rounded hover:text-brand-700 hover:underline dark:hover:text-brand-300"
            >
              {game.name}
            </Link>
          </h3>
          <p
            className={`shrink-0 text-lg font-extrabold ${priced ? "text-brand-700 dark:text-brand-300" : "text-slate-700 dark:text-slate-200"}`}
            data-testid="sale-price"
          >
            {priced ? formatPrice(game.askingPrice) : "Make Offer"}
          </p>
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{facts}</p>
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
          <MapPin aria-hidden className="size-3.5" />
          {game.locationLabel}
        </p>

        <SaleDetails game={game} />
        {serviceRecord ? (
          <div
            className="mt-4 border-t border-slate-200 pt-4 text-sm dark:border-white/10"
            data-testid="service-record"
          >
            <p className="font-semibold text-slate-800 dark:text-slate-100">From our service records</p>
            <dl className="mt-2 space-y-1">
              {serviceRecord.map(({ term, value }) => (
                <div key={term} className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}

        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {priced ? (
            <a
              href={inquireHref("purchase")}
              onClick={open("purchase")}
              aria-haspopup="dialog"
              className="btn-primary flex-1"
              aria-label={`Purchase ${game.name}`}
            >
              Purchase
            </a>
          ) : null}
          <a
            href={inquireHref("offer")}
            onClick={open("offer")}
            aria-haspopup="dialog"
            className={`${priced ? "btn-secondary" : "btn-primary"} flex-1`}
            aria-label={`Make Offer on ${game.name}`}
          >
            Make Offer
          </a>
        </div>
      </div>
    </article>
  );
}

function SaleDetails({ game }: { game: SaleGame }) {
  if (!game.saleConditionNotes && !game.missingParts.length && !game.saleNotes) return null;
  return (
    <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-white/10">
      {game.saleConditionNotes ? <Detail term="Condition">{game.saleConditionNotes}</Detail> : null}
      {game.missingParts.length ? <Detail term="Missing parts">{game.missingParts.join(", ")}</Detail> : null}
      {game.saleNotes ? <Detail term="Notes">{game.saleNotes}</Detail> : null}
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-800 dark:text-slate-100">{term}</dt>
      <dd className="text-slate-600 dark:text-slate-300">{children}</dd>
    </div>
  );
}
