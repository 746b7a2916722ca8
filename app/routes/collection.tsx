import { RotateCcw, SearchX } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/collection";
import { CollectionFilters } from "~/components/collection/CollectionFilters";
import { GameCard } from "~/components/collection/GameCard";
import { collectionHref, collectionView, DEFAULT_FILTER, parseCollectionParams } from "~/models/game/collection";
import { listPublicGames } from "~/models/game/game.server";
import { playingNowText } from "~/models/stats/playing-now";
import { readPlayingNow } from "~/models/stats/playing-now.server";
import { getDb } from "~/utils/db.server";
import { seo } from "~/utils/seo";
import { readOrNull } from "~/utils/soft-read.server";

/** Cards in the first row (4 on a wide screen) load at once; the rest wait until they are near. */
const EAGER_CARDS = 4;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, (museum) => ({
    title: "Game Collection",
    description: `Browse ${museum.collection} restored arcade and pinball machines at ${museum.longName} in ${museum.city}, ${museum.regionName}: filter by type and status, free to play after admission.`,
    path: "/collection",
  }));

/** Filtering and sorting happen here, so the browser gets only the cards it shows. */
export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseCollectionParams(new URL(request.url).searchParams);
  const db = getDb();
  const [games, playing] = await Promise.all([
    listPublicGames(db),
    // The collection does without the line rather than fail with it.
    readOrNull("collection: machines playing now", () => readPlayingNow(db)),
  ]);
  return { filter, games: collectionView(games, filter), playingNow: playing && playingNowText(playing) };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { filter, games, playingNow } = loaderData;
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === "/collection";

  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-white/10 dark:from-ink-900 dark:to-ink-950">
        <div className="container-page py-10 sm:py-14">
          <p className="text-sm font-bold tracking-[0.2em] text-brand-700 uppercase dark:text-brand-300">
            The Collection
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Our Games
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            Over 100 restored arcade and pinball machines, every one free to play after admission. Find a favorite, then
            come and play it.
          </p>
          {playingNow ? (
            <p
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100"
              data-testid="playing-now"
            >
              <span aria-hidden className="size-2.5 rounded-full bg-emerald-500 ring-4 ring-emerald-500/20" />
              {playingNow}
            </p>
          ) : null}
        </div>
      </section>

      <div className="container-page py-8 sm:py-10">
        <CollectionFilters filter={filter} />

        <p
          role="status"
          className="mt-6 text-sm font-semibold text-slate-700 dark:text-slate-200"
          data-testid="collection-count"
        >
          Showing {games.length} {games.length === 1 ? "game" : "games"}
        </p>

        {games.length ? (
          <ul
            className={`mt-4 grid grid-cols-2 gap-3 transition-opacity sm:gap-5 lg:grid-cols-3 xl:grid-cols-4 ${updating ? "opacity-60" : ""}`}
            aria-busy={updating || undefined}
          >
            {games.map((game, i) => (
              <GameCard key={game.id} game={game} eager={i < EAGER_CARDS} />
            ))}
          </ul>
        ) : (
          <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-white/15">
            <SearchX aria-hidden className="size-10 text-brand-500 dark:text-brand-300" />
            <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              No games found matching your criteria
            </p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              {filter.all
                ? "Try a different search or fewer filters."
                : "Try a different search, fewer filters, or tick Search All Locations."}
            </p>
            <Link
              to={collectionHref({ ...DEFAULT_FILTER, sort: filter.sort, dir: filter.dir })}
              className="mt-6 btn-secondary"
            >
              <RotateCcw aria-hidden className="size-4" />
              Clear filters
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Failed to load games</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
        Something went wrong while loading the collection. Please try again in a moment.
      </p>
      <a href="/collection" className="mt-8 btn-primary">
        <RotateCcw aria-hidden className="size-4" />
        Try Again
      </a>
    </section>
  );
}
