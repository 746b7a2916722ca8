import { ListChecks } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/maintenance";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { DueControls } from "~/components/maintenance/due/DueControls";
import { DueStateTabs } from "~/components/maintenance/due/DueStateTabs";
import { DueTable } from "~/components/maintenance/due/DueTable";
import { DUE_PAGE_SIZE, dueListHref, parseDueParams, type DueListFilter } from "~/models/maintenance/due-list-filter";
import { dueScreen } from "~/models/maintenance/due-screen.server";
import { requireStaff } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * The due list (docs/product.md#maintenance): every maintenance cycle, most overdue first, with how much of each
 * interval is used and its due point, filtered by machine, type, state and Mine in the address. It only lists:
 * a cycle is taken and done on its own page, which each row opens.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Maintenance");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const filter = parseDueParams(new URL(request.url).searchParams);
  const screen = await dueScreen(getDb(), filter, user.id, Date.now(), getConfig().timeZone);
  return { filter, ...screen };
}

const EMPTY = "card p-6 text-center text-slate-700 dark:text-slate-300";

export default function MaintenanceDueList({ loaderData }: Route.ComponentProps) {
  const { filter, items, counts, machines, anyTask } = loaderData;
  const navigate = useNavigate();
  const go = (patch: Partial<DueListFilter>) =>
    navigate(dueListHref({ ...filter, limit: DUE_PAGE_SIZE, ...patch }), { preventScrollReset: true });
  const inView = counts[filter.state];

  return (
    <div className="container-page py-6 sm:py-10">
      <BackToDashboard />
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Maintenance</h1>
        <Link to="/maintenance/tasks" className="btn-secondary min-h-10 px-3 text-sm">
          <ListChecks aria-hidden className="size-4" /> Tasks
        </Link>
      </div>

      {anyTask ? (
        <>
          <DueStateTabs filter={filter} counts={counts} />
          <DueControls filter={filter} machines={machines} go={go} />
          <p
            role="status"
            className="mt-3 mb-2 text-sm font-medium text-slate-600 dark:text-slate-300"
            data-testid="due-showing"
          >
            Showing {items.length} of {inView} {inView === 1 ? "cycle" : "cycles"}
          </p>
          {items.length ? (
            <DueTable items={items} />
          ) : (
            <p className={EMPTY} data-testid="due-empty">
              {counts.all === 0
                ? "No task is for these machines."
                : "Nothing is due here: every machine is within its intervals."}
            </p>
          )}
          {inView > items.length ? (
            <div className="mt-6 flex justify-center">
              <Link
                to={dueListHref({ ...filter, limit: filter.limit + DUE_PAGE_SIZE })}
                preventScrollReset
                replace
                className="btn-secondary"
              >
                Show more
              </Link>
            </div>
          ) : null}
        </>
      ) : (
        <div className={`${EMPTY} mt-6`} data-testid="due-no-tasks">
          <p className="mx-auto max-w-xl">
            Maintenance tasks are the jobs a machine needs again and again, such as waxing a playfield or checking a
            joystick, each due after so many days, opening hours or plays. None is defined yet: define them, or add the
            starter set, on the Tasks page.
          </p>
          <Link to="/maintenance/tasks" className="mt-4 btn-primary inline-flex min-h-10 px-4 text-sm">
            <ListChecks aria-hidden className="size-4" /> Open Tasks
          </Link>
        </div>
      )}
    </div>
  );
}
