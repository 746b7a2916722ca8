import { ChartColumn, Package } from "lucide-react";
import { Link, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/repairs";
import {
  NO_MATCHING_REPAIRS,
  NO_REPAIRS,
  PAGE_SIZE,
  parseRepairParams,
  repairsHref,
  type RepairFilter,
} from "~/models/repair/repair-dashboard";
import { repairDashboard } from "~/models/repair/repair-dashboard.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { DashboardRepairRow } from "~/components/repair/DashboardRepairRow";
import { RepairDashboardControls } from "~/components/repair/RepairDashboardControls";
import { toRepairEntry } from "~/models/repair/repair-entry.server";
import { noindexMeta } from "~/utils/staff-meta";

/** Repair Dashboard: counts, search, filters and sort in the URL, resolve and reopen in place. */

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

const COUNTS_GRID = "mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4";

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

      <RepairDashboardControls filter={filter} go={go} />

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
            <DashboardRepairRow key={repair.id} repair={repair} />
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
