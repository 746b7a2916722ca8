import { Printer, SquareCheck, X } from "lucide-react";
import { useState } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/qr-codes";
import { QrLabel } from "~/components/qr/QrLabel";
import { SearchField } from "~/components/ui/SearchField";
import { FormAlert } from "~/components/ui/FormAlert";
import { GAMES_LOAD_FAILED, reportIssuePath } from "~/models/game/game";
import {
  filterLabelGames,
  LABEL_LOCATIONS,
  labelParams,
  NO_LABEL_GAMES,
  parseLabelParams,
  type LabelFilter,
} from "~/models/game/qr-labels";
import { listLabelGames } from "~/models/game/qr-labels.server";
import { useRootData } from "~/utils/root-data";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { readOrNull } from "~/utils/soft-read.server";
import { noindexMeta } from "~/utils/staff-meta";

/** A game's row, tinted while its checkbox is ticked. */
const GAME_CHOICE = [
  "flex min-h-14 cursor-pointer items-center gap-3 card px-4 py-2.5",
  "has-checked:border-brand-500 has-checked:bg-brand-50",
  "dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10",
].join(" ");

/** A bar that bleeds to the page's edges (the negative margins undo the page's padding at each size). */
const ACTION_BAR = [
  "sticky top-16 z-10 mt-4 mb-3 flex flex-wrap items-center gap-2 py-3",
  "border-b border-slate-200 bg-white/95 backdrop-blur-md dark:border-white/10 dark:bg-ink-950/95",
  "-mx-4 px-4 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8",
].join(" ");

/** A location radio drawn as a button (the radio is its hidden `peer`), filled when chosen. */
const LOCATION_CHOICE = [
  "btn-secondary min-h-11 cursor-pointer px-4",
  "peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white",
  "dark:peer-checked:border-brand-400 dark:peer-checked:bg-brand-400 dark:peer-checked:text-ink-950",
].join(" ");

/**
 * Admin QR labels: choose machines by location and name, then print one
 * report-an-issue label each with the browser's print (Letter, 2-inch margins). The labels drawn on the
 * screen are the ones printed; the rest of the page is left off the paper.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "QR Code Labels");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  // A failed read shows its 'Failed to load ...' text in the list's place; the page around it still works.
  const games = await readOrNull("QR labels: games", () => listLabelGames(getDb()));
  return { games: games ?? [], gamesError: games ? null : GAMES_LOAD_FAILED };
}

/** The filter lives in the URL but is applied here, in the browser: typing a search asks the server for nothing. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function QrCodes({ loaderData }: Route.ComponentProps) {
  const { games, gamesError } = loaderData;
  const publicUrl = useRootData()?.publicUrl ?? "";
  const [params, setParams] = useSearchParams();
  const filter = parseLabelParams(params);
  const setFilter = (patch: Partial<LabelFilter>) =>
    setParams(labelParams({ ...filter, ...patch }), { replace: true, preventScrollReset: true });
  const shown = filterLabelGames(games, filter);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = games.filter((g) => selected.has(g.id));
  const hiddenChosen = chosen.length - shown.filter((g) => selected.has(g.id)).length;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="container-page py-8 sm:py-12 print:p-0">
      <div className="print:hidden">
        <BackToDashboard />
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">QR Code Labels</h1>
        <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
          Tick the machines that need a label, then print. Each code opens the machine&apos;s report-an-issue page, so
          visitors can tell us when it is not working.
        </p>

        <LabelControls filter={filter} setFilter={setFilter} />

        {/* Under the sticky site header, so Print stays in reach while ticking down a long list on a phone. */}
        <div className={ACTION_BAR}>
          <p
            role="status"
            className="mr-auto text-sm font-medium text-slate-600 dark:text-slate-300"
            data-testid="labels-status"
          >
            {chosen.length} selected{hiddenChosen > 0 ? ` (${hiddenChosen} not shown)` : ""} · {shown.length} of{" "}
            {games.length} games shown
          </p>
          <button
            type="button"
            className="btn-secondary min-h-11 px-4"
            disabled={shown.length === 0}
            onClick={() => setSelected(new Set([...selected, ...shown.map((g) => g.id)]))}
          >
            <SquareCheck aria-hidden className="size-4" /> Select all shown
          </button>
          <button
            type="button"
            className="btn-secondary min-h-11 px-4"
            disabled={selected.size === 0}
            onClick={() => setSelected(new Set())}
          >
            <X aria-hidden className="size-4" /> Clear
          </button>
          <button
            type="button"
            className="btn-primary min-h-11 px-4"
            disabled={chosen.length === 0}
            onClick={() => window.print()}
          >
            <Printer aria-hidden className="size-4" /> Print
            {chosen.length ? ` ${chosen.length} label${chosen.length === 1 ? "" : "s"}` : ""}
          </button>
        </div>

        {gamesError ? (
          <FormAlert>{gamesError}</FormAlert>
        ) : shown.length === 0 ? (
          <p className="card p-6 text-center text-slate-700 dark:text-slate-300">{NO_LABEL_GAMES}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Games">
            {shown.map((game) => (
              <li key={game.id}>
                <label className={GAME_CHOICE}>
                  <input
                    type="checkbox"
                    checked={selected.has(game.id)}
                    onChange={(e) => toggle(game.id, e.target.checked)}
                    className="size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                  />
                  <span className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">{game.name}</span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-white/10 dark:text-slate-200">
                    {game.locationLabel}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>

      <section aria-labelledby="labels-heading" className="mt-12 [page:qr-labels] print:mt-0">
        <h2 id="labels-heading" className="mb-4 text-xl font-bold print:hidden">
          Labels to print
        </h2>
        {chosen.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300 print:hidden">
            No machines chosen yet. The labels of the machines you tick appear here, as they will print.
          </p>
        ) : (
          <div className="flex flex-wrap gap-[0.3in]" data-testid="label-sheet">
            {chosen.map((game) => (
              <QrLabel key={game.id} name={game.name} url={`${publicUrl}${reportIssuePath(game.id)}`} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

/** The location filter (a radio group drawn as buttons) and the search. */
function LabelControls({
  filter,
  setFilter,
}: {
  filter: LabelFilter;
  setFilter: (patch: Partial<LabelFilter>) => void;
}) {
  return (
    <div
      role="search"
      aria-label="Find games"
      className="mt-6 flex flex-col gap-4 card p-4 sm:flex-row sm:items-end sm:p-5"
    >
      <fieldset>
        <legend className="label">Location</legend>
        <div className="flex gap-2">
          {LABEL_LOCATIONS.map((location) => (
            <label
              key={location}
              className="relative rounded-full has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name="location"
                value={location}
                checked={filter.location === location}
                onChange={() => setFilter({ location })}
                className="peer sr-only"
              />
              <span className={LOCATION_CHOICE}>{location}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex-1">
        <SearchField
          id="labels-q"
          label="Search games"
          placeholder="Game name"
          value={filter.q}
          onSearch={(q) => setFilter({ q })}
        />
      </div>
    </div>
  );
}
