import { ArrowRight, Tag } from "lucide-react";
import { Link } from "react-router";
import { displayLocation, displayType, formatPrice, isListedForSale, type PublicGame } from "~/models/game/game";

/** The band's link, in the band's amber. */
const FOR_SALE_LINK = [
  "inline-flex items-center gap-1 text-sm font-semibold text-amber-900 underline underline-offset-2",
  "hover:text-amber-950",
  "dark:text-neon-amber dark:hover:text-amber-200",
].join(" ");

/** The amber band that says a game is for sale. */
const FOR_SALE_BAND = [
  "mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3",
  "dark:border-neon-amber/40 dark:bg-neon-amber/10",
].join(" ");

export type GameDates = { added: string; updated: string };

/**
 * The game's facts as a description list; dates arrive formatted in museum time from the loader. A fact the
 * collection does not hold (no year, no high score) is left out: 'Unknown' or 'Not recorded yet' reads like a
 * form waiting for staff, not like a page for visitors.
 */
export function GameFacts({ game, dates }: { game: PublicGame; dates: GameDates }) {
  const facts = (
    [
      ["Type", displayType(game)],
      ["Location", displayLocation(game)],
      ["Year", game.yearMade ? String(game.yearMade) : ""],
      ["High Score", game.highScore?.trim() ?? ""],
      ["Date Added", dates.added],
      ["Last Updated", dates.updated],
    ] as const
  ).filter(([, value]) => value);
  return (
    <>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 dark:border-white/10 dark:bg-white/10">
        {facts.map(([label, value]) => (
          <div key={label} className="bg-white px-4 py-3 dark:bg-ink-900">
            <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd className="mt-1 font-semibold break-words text-slate-900 dark:text-white" data-fact={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {isListedForSale(game) ? <ForSale game={game} /> : null}
    </>
  );
}

function ForSale({ game }: { game: PublicGame }) {
  const priced = (game.askingPrice ?? 0) > 0;
  return (
    <div className={FOR_SALE_BAND}>
      <p className="flex items-center gap-2 text-slate-900 dark:text-white">
        <Tag aria-hidden className="size-5 text-amber-700 dark:text-neon-amber" />
        <span className="font-semibold">For Sale:</span>
        <span className="font-bold" data-testid="sale-price">
          {priced ? formatPrice(game.askingPrice) : "Make Offer"}
        </span>
      </p>
      <Link to="/games-for-sale" className={FOR_SALE_LINK}>
        See games for sale
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
