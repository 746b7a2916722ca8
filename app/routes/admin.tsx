import { Fragment } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/admin";
import { DashboardBackup } from "~/components/admin/DashboardBackup";
import { DashboardCard, DashboardGroup } from "~/components/admin/DashboardCard";
import { DashboardTips } from "~/components/admin/DashboardTips";
import { DASHBOARD_CARDS, DASHBOARD_GROUPS } from "~/components/admin/dashboard-cards";
import { GoLiveChecklist } from "~/components/admin/GoLiveChecklist";
import { CHANGE_PASSWORD_PATH } from "~/models/account/password-change.schema";
import { dashboardCounts } from "~/models/dashboard/dashboard-counts.server";
import { dashboardFigures } from "~/models/dashboard/dashboard-figures";
import { demoContentLeft } from "~/models/demo/demo-removal.server";
import { goLiveChecklist } from "~/models/go-live/go-live.server";
import { backupStatus } from "~/models/operations/backup-schedule.server";
import { requireStaff } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { useMuseum } from "~/utils/museum";
import { noindexMeta } from "~/utils/staff-meta";
import { staffName } from "~/models/account/staff-name";

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const db = getDb();
  const manager = user.role === "manager";
  const [counts, backup, demoLeft, goLive] = await Promise.all([
    dashboardCounts(db, { manager }),
    backupStatus(db),
    manager ? demoContentLeft(db) : false,
    manager ? goLiveChecklist(db) : null,
  ]);
  return {
    user: { email: user.email, name: user.name, role: user.role },
    figures: dashboardFigures(counts, { mailSetUp: getConfig().smtpUrl !== null, demoLeft }, { manager }),
    backup,
    goLive,
  };
}

const GRID = "grid items-start gap-5 lg:grid-cols-2 xl:grid-cols-3";

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, figures, backup, goLive } = loaderData;
  const isManager = user.role === "manager";
  const museum = useMuseum();
  return (
    <div className="container-page py-8 sm:py-12">
      <header className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
            Admin Dashboard
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{museum.name}</h1>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Signed in as{" "}
          <span className="font-semibold text-slate-900 dark:text-white">{staffName(user.name, user.email)}</span>{" "}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 capitalize dark:bg-white/10 dark:text-slate-200">
            {user.role}
          </span>
          <Link
            to={CHANGE_PASSWORD_PATH}
            className="ml-1 inline-flex min-h-11 items-center px-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            Change password
          </Link>
        </p>
      </header>

      {goLive ? <GoLiveChecklist lines={goLive} /> : null}

      <div className={GRID}>
        {DASHBOARD_GROUPS.map((group) => (
          <DashboardGroup key={group.id} {...group}>
            {DASHBOARD_CARDS.filter((card) => card.group === group.id).map((card) => (
              <Fragment key={card.path}>
                <DashboardCard
                  card={card}
                  figures={figures[card.path] ?? []}
                  lockedOut={card.managerOnly && !isManager}
                />
                {/* Backups open no screen of their own: their row follows mail's. */}
                {card.path === "admin/mail" ? <DashboardBackup status={backup} /> : null}
              </Fragment>
            ))}
          </DashboardGroup>
        ))}
      </div>

      <DashboardTips />
    </div>
  );
}
