import { CalendarClock, ChartColumn, Package } from "lucide-react";
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
import { RepairCountTabs } from "~/components/repair/list/RepairCountTabs";
import { RepairTable } from "~/components/repair/list/RepairTable";
import { RepairDashboardControls } from "~/components/repair/RepairDashboardControls";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * Repair Dashboard: the open repairs by default, one dense row each (a table on a desktop), with count tabs
 * that choose Open, Resolved, Total or Untriaged, and search, Mine, severity and sort, all in the URL. It
 * only lists: a repair is resolved, reopened or changed in its thread (/repairs/{id}), which each row opens.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Repair Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseRepairParams(params);
  // An old link's hide=1 becomes the status it means, so the address says what the page shows.
  if (params.has("hide")) throw redirect(repairsHref(filter));
  const { rows, matching, counts } = await repairDashboard(getDb(), filter, { userId: user.id });
  return { filter, counts, matching, repairs: rows };
}

const EMPTY = "card p-6 text-center text-slate-700 dark:text-slate-300";

export default function RepairDashboard({ loaderData }: Route.ComponentProps) {
  const { filter, counts, matching, repairs } = loaderData;
  const navigate = useNavigate();
  const go = (patch: Partial<RepairFilter>, replace = false) =>
    navigate(repairsHref({ ...filter, limit: PAGE_SIZE, ...patch }), { replace, preventScrollReset: true });

  return (
    <div className="container-page py-6 sm:py-10">
      <BackToDashboard />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Repair Dashboard</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/repairs/stats" className="btn-secondary min-h-10 px-3 text-sm">
            <ChartColumn aria-hidden className="size-4" /> Stats
          </Link>
          <Link to="/repairs/parts" className="btn-secondary min-h-10 px-3 text-sm">
            <Package aria-hidden className="size-4" /> Parts
          </Link>
          <Link to="/maintenance" className="btn-secondary min-h-10 px-3 text-sm">
            <CalendarClock aria-hidden className="size-4" /> Maintenance
          </Link>
        </div>
      </div>

      <RepairCountTabs filter={filter} counts={counts} />
      <RepairDashboardControls filter={filter} go={go} />

      <p
        role="status"
        className="mt-3 mb-2 text-sm font-medium text-slate-600 dark:text-slate-300"
        data-testid="repairs-showing"
      >
        Showing {Math.min(matching, filter.limit)} of {counts.total} repairs
      </p>

      {counts.total === 0 ? (
        <p className={EMPTY}>{NO_REPAIRS}</p>
      ) : repairs.length === 0 ? (
        <p className={EMPTY}>{NO_MATCHING_REPAIRS}</p>
      ) : (
        <RepairTable repairs={repairs} filter={filter} />
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
