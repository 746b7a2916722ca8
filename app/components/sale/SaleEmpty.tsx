import { SearchX, Tag } from "lucide-react";
import { Link } from "react-router";
import type { SaleMode } from "~/models/sale/sale";

/**
 * The empty states, in the exact words users must see: 'No games currently for sale' / 'No games in collection'
 * when the mode has no games at all; a separate message when only the filters match nothing.
 */
export function SaleEmpty({ mode, noGames, clearHref }: { mode: SaleMode; noGames: boolean; clearHref: string }) {
  const Icon = noGames ? Tag : SearchX;
  return (
    <div className="flex flex-col items-center card px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        <Icon aria-hidden className="size-7" />
      </span>
      {noGames ? (
        <>
          <h3 className="mt-4 text-xl font-bold">
            {mode === "sale" ? "No games currently for sale" : "No games in collection"}
          </h3>
          <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
            {mode === "sale"
              ? "Check back soon, or look through all our games and make an offer."
              : "Our collection is being catalogued. Please check back soon."}
          </p>
          {mode === "sale" ? (
            <Link to="/games-for-sale?show=all" className="mt-6 btn-primary">
              See All Games
            </Link>
          ) : null}
        </>
      ) : (
        <>
          <h3 className="mt-4 text-xl font-bold">No games match your filters</h3>
          <p className="mt-2 max-w-md text-slate-600 dark:text-slate-300">
            Try another search, or clear the filters to see every game.
          </p>
          <Link to={clearHref} preventScrollReset className="mt-6 btn-primary">
            Clear filters
          </Link>
        </>
      )}
    </div>
  );
}
