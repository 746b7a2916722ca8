import {
  ArrowDown,
  ArrowUp,
  ChartColumn,
  CircleCheck,
  Eye,
  EyeOff,
  Inbox,
  Package,
  RotateCcw,
  SlidersHorizontal,
  UserCheck,
} from "lucide-react";
import { useState } from "react";
import { Link, redirect, useFetcher, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/repairs";
import { SearchField } from "~/components/ui/SearchField";
import {
  NO_MATCHING_REPAIRS,
  NO_REPAIRS,
  PAGE_SIZE,
  REPAIR_SEVERITY_FILTERS,
  SEVERITY_FILTER_LABELS,
  hidesResolved,
  nextRepairSort,
  parseRepairParams,
  repairsHref,
  toggleResolved,
  type RepairFilter,
  type RepairSeverityFilter,
  type RepairSortKey,
} from "~/models/repair/repair-dashboard";
import { repairDashboard } from "~/models/repair/repair-dashboard.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { RepairEntry } from "~/components/repair/RepairEntry";
import { toRepairEntry } from "~/models/repair/repair-entry.server";
import { ListSearchForm } from "~/components/ui/ListSearchForm";
import { noindexMeta } from "~/utils/staff-meta";
import { InlineError } from "~/components/ui/InlineError";

/** Repair Dashboard (spec section 2): counts, search, filters and sort in the URL, resolve and reopen in place. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Repair Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseRepairParams(params);
  // An old link's hide=1 becomes the status it means, so the address says what the page shows.
  if (params.has("hide")) throw redirect(repairsHref(filter));
  const { rows, matching, counts } = await repairDashboard(getDb(), filter, { userId: user.id });
  return {
    filter,
    counts,
    matching,
    repairs: rows.map((r) => ({
      ...toRepairEntry(r),
      game: { name: r.game_name, slug: r.game_slug, status: r.game_status },
      lastOpen: !r.resolved && Number(r.open_for_game) === 1,
    })),
  };
}

type Repair = Awaited<ReturnType<typeof loader>>["repairs"][number];

const SORT_LABELS: Record<RepairSortKey, string> = { date: "Date", game: "Game", severity: "Severity" };
const SORT_KEYS = ["date", "game", "severity"] as const satisfies readonly RepairSortKey[];

const COUNTS_GRID = "mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4";
const TOGGLE = "btn min-h-10 px-3 text-sm";

export default function RepairDashboard({ loaderData }: Route.ComponentProps) {
  const { filter, counts, matching, repairs } = loaderData;
  const navigate = useNavigate();
  const go = (patch: Partial<RepairFilter>, replace = false) =>
    navigate(repairsHref({ ...filter, limit: PAGE_SIZE, ...patch }), { replace, preventScrollReset: true });

  return (
    <div className="container-page py-8 sm:py-12">
      <BackToDashboard />
      <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Repair Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/repairs/stats" className="btn-secondary min-h-10 px-3 text-sm">
            <ChartColumn aria-hidden className="size-4" /> Stats
          </Link>
          <Link to="/repairs/parts" className="btn-secondary min-h-10 px-3 text-sm">
            <Package aria-hidden className="size-4" /> Parts
          </Link>
        </div>
      </div>

      <dl className={COUNTS_GRID} aria-label="Repair counts">
        {(
          [
            ["Open", counts.open, "text-amber-700 dark:text-amber-300"],
            ["Resolved", counts.resolved, "text-emerald-700 dark:text-emerald-300"],
            ["Total", counts.total, "text-slate-900 dark:text-white"],
            ["Untriaged", counts.untriaged, "text-red-700 dark:text-red-300"],
          ] as const
        ).map(([label, value, tone]) => (
          <div key={label} className="card px-4 py-3">
            <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
              {label}
            </dt>
            <dd className={`mt-1 text-2xl font-extrabold ${tone}`} data-testid={`count-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <DashboardControls filter={filter} go={go} />

      <p
        role="status"
        className="mt-6 mb-3 text-sm font-medium text-slate-600 dark:text-slate-300"
        data-testid="repairs-showing"
      >
        Showing {Math.min(matching, filter.limit)} of {counts.total} repairs
      </p>

      {counts.total === 0 ? (
        <p className="card p-6 text-center text-slate-700 dark:text-slate-300">{NO_REPAIRS}</p>
      ) : repairs.length === 0 ? (
        <p className="card p-6 text-center text-slate-700 dark:text-slate-300">{NO_MATCHING_REPAIRS}</p>
      ) : (
        <ul className="space-y-3" data-testid="repair-list">
          {repairs.map((repair) => (
            <RepairRow key={repair.id} repair={repair} />
          ))}
        </ul>
      )}
      {matching > filter.limit ? (
        <div className="mt-6 flex justify-center">
          <Link
            to={repairsHref({ ...filter, limit: filter.limit + PAGE_SIZE })}
            preventScrollReset
            replace
            className="btn-secondary"
          >
            Show more
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** Search (as you type, after a pause), Hide/Show Resolved, the Filters panel and the sort buttons. A GET form without JavaScript. */
function DashboardControls({
  filter,
  go,
}: {
  filter: RepairFilter;
  go: (patch: Partial<RepairFilter>, replace?: boolean) => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(filter.status !== "all" || filter.severity !== "all");
  const hidden = hidesResolved(filter);

  return (
    <ListSearchForm
      action="/repairs"
      label="Find repairs"
      className="mt-6 space-y-4 card p-4 sm:p-5"
      onSearch={(q) => go({ q })}
    >
      <SearchField
        id="repairs-q"
        label="Search repairs"
        placeholder="Game name or comment"
        value={filter.q}
        onSearch={(q, replace) => go({ q }, replace)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => go({ status: toggleResolved(filter) })}
          className="btn-secondary min-h-10 px-3 text-sm"
        >
          {hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
          {hidden ? "Show Resolved" : "Hide Resolved"}
        </button>
        <button
          type="button"
          aria-pressed={filter.mine}
          onClick={() => go({ mine: !filter.mine })}
          className={`${TOGGLE} ${filter.mine ? "btn-primary" : "btn-secondary"}`}
        >
          <UserCheck aria-hidden className="size-4" /> Mine
        </button>
        <button
          type="button"
          aria-pressed={filter.untriaged}
          onClick={() => go({ untriaged: !filter.untriaged })}
          className={`${TOGGLE} ${filter.untriaged ? "btn-primary" : "btn-secondary"}`}
        >
          <Inbox aria-hidden className="size-4" /> Untriaged
        </button>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="repair-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="btn-secondary min-h-10 px-3 text-sm"
        >
          <SlidersHorizontal aria-hidden className="size-4" /> Filters
        </button>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <span className="text-sm font-semibold text-slate-600 dark:text-slate-400" id="sort-label">
            Sort
          </span>
          <div role="group" aria-labelledby="sort-label" className="flex flex-wrap gap-2">
            {SORT_KEYS.map((key) => {
              const active = filter.sort === key;
              const Arrow = filter.dir === "asc" ? ArrowUp : ArrowDown;
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={active}
                  onClick={() => go(nextRepairSort(filter, key))}
                  className={`${TOGGLE} ${active ? "btn-primary" : "btn-secondary"}`}
                >
                  {SORT_LABELS[key]}
                  {active ? <Arrow aria-hidden className="size-4" /> : null}
                  {active ? (
                    <span className="sr-only">{filter.dir === "asc" ? ", ascending" : ", descending"}</span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      <div id="repair-filters" hidden={!filtersOpen} className="border-t border-slate-200 pt-4 dark:border-white/10">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <div>
            <label htmlFor="repairs-status" className="label">
              Status
            </label>
            <select
              id="repairs-status"
              name="status"
              value={filter.status}
              onChange={(e) => go({ status: e.target.value as RepairFilter["status"] })}
              className="input"
            >
              <option value="all">All</option>
              <option value="open">Open</option>
              <option value="resolved">Resolved</option>
            </select>
          </div>
          <div>
            <label htmlFor="repairs-severity" className="label">
              Severity
            </label>
            <select
              id="repairs-severity"
              name="severity"
              value={filter.severity}
              onChange={(e) => go({ severity: e.target.value as RepairSeverityFilter })}
              className="input"
            >
              {REPAIR_SEVERITY_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {SEVERITY_FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {/* Without JavaScript, Apply keeps the toggles and the sort the page shows. */}
      {filter.mine ? <input type="hidden" name="mine" value="1" /> : null}
      {filter.untriaged ? <input type="hidden" name="untriaged" value="1" /> : null}
      {filter.sort !== "date" || filter.dir !== "desc" ? (
        <>
          <input type="hidden" name="sort" value={filter.sort} />
          <input type="hidden" name="dir" value={filter.dir} />
        </>
      ) : null}
      <noscript>
        <button type="submit" className="btn-primary">
          Apply
        </button>
      </noscript>
    </ListSearchForm>
  );
}

/** One repair with its game (linked by the game's real slug) and Mark as Resolved / Reopen, in place. */
function RepairRow({ repair }: { repair: Repair }) {
  const fetcher = useFetcher<{ error?: string }>();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  return (
    <RepairEntry
      repair={repair}
      title={
        <Link
          to={`/game/${repair.game.slug}`}
          className="mb-2 inline-block font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          {repair.game.name}
        </Link>
      }
    >
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        <fetcher.Form method="post" action={`/repairs/${repair.id}`} preventScrollReset>
          <input type="hidden" name="returnTo" value={location.pathname + location.search} />
          {repair.lastOpen ? (
            <label className="mr-3 inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="backToOperational"
                defaultChecked
                className="size-4 rounded border-slate-400 text-brand-600"
              />
              Back to Operational
            </label>
          ) : null}
          <button
            type="submit"
            name="intent"
            value={repair.resolved ? "reopen" : "resolve"}
            disabled={busy}
            className="btn-secondary min-h-10 px-3 text-sm"
          >
            {repair.resolved ? (
              <RotateCcw aria-hidden className="size-4" />
            ) : (
              <CircleCheck aria-hidden className="size-4" />
            )}
            {busy ? "Saving..." : repair.resolved ? "Reopen" : "Mark as Resolved"}
            <span className="sr-only"> for {repair.game.name}</span>
          </button>
        </fetcher.Form>
      </div>
      <InlineError message={error} className="mt-2" />
    </RepairEntry>
  );
}
