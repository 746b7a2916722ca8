import { Lightbulb } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin";
import { BackupCard } from "~/components/admin/BackupCard";
import { DASHBOARD_CARDS } from "~/components/admin/dashboard-cards";
import { backupStatus } from "~/models/operations/backup-schedule.server";
import { CHANGE_PASSWORD_PATH } from "~/models/account/password-change.schema";
import { DemoContentCard } from "~/components/admin/DemoContentCard";
import { FailedMailCard } from "~/components/admin/FailedMailCard";
import { GoLiveChecklist } from "~/components/admin/GoLiveChecklist";
import { demoContentLeft } from "~/models/demo/demo-removal.server";
import { goLiveChecklist } from "~/models/go-live/go-live.server";
import { failedMailCount } from "~/models/operations/mail-admin.server";
import { messageCounts } from "~/models/contact/messages.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { useMuseum } from "~/utils/museum";
import { noindexMeta } from "~/utils/staff-meta";

/** A card's icon tile, darker while the pointer is on its card. */
const CARD_ICON = [
  "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700",
  "group-hover:bg-brand-100",
  "dark:bg-brand-500/15 dark:text-brand-300",
].join(" ");

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const { unread } = await messageCounts(getDb());
  const backup = await backupStatus(getDb());
  const manager = user.role === "manager";
  const [failedMail, demoLeft, goLive] = manager
    ? await Promise.all([failedMailCount(getDb()), demoContentLeft(getDb()), goLiveChecklist(getDb())])
    : ([0, false, null] as const);
  return {
    user: { email: user.email, name: user.name, role: user.role },
    unread,
    backup,
    failedMail,
    demoLeft,
    goLive,
  };
}

const TIPS = [
  "Scan a machine's QR label with your phone to open its report page, exactly as a visitor would.",
  "Logging a repair sets the machine to In Repair; resolve it from the game page when it's fixed.",
  "A game with an asking price above zero appears on Games for Sale automatically.",
  "Hours, special days and announcements are for managers; the site updates the moment you save.",
];

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { user, unread, backup, failedMail, demoLeft, goLive } = loaderData;
  const isManager = user.role === "manager";
  const museum = useMuseum();
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
            Admin Dashboard
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{museum.name}</h1>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Signed in as <span className="font-semibold text-slate-900 dark:text-white">{user.name ?? user.email}</span>{" "}
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

      {backup ? <BackupCard status={backup} /> : null}
      {failedMail > 0 ? <FailedMailCard count={failedMail} /> : null}
      {goLive ? <GoLiveChecklist lines={goLive} /> : null}
      {demoLeft ? <DemoContentCard /> : null}

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {DASHBOARD_CARDS.map(({ to, title, text, Icon, managerOnly }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full gap-4 card p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-500/50"
            >
              <span className={CARD_ICON}>
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 dark:text-white">
                  {title}
                  {to === "/admin/messages" && unread > 0 ? (
                    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-[0.7rem] font-bold text-white dark:bg-brand-400 dark:text-ink-950">
                      {unread} unread
                    </span>
                  ) : null}
                  {managerOnly && !isManager ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[0.7rem] font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                      Managers only
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <aside
        aria-labelledby="tips-heading"
        className="mt-10 rounded-2xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-400/25 dark:bg-amber-400/10"
      >
        <h2 id="tips-heading" className="flex items-center gap-2 text-lg font-bold text-amber-950 dark:text-amber-100">
          <Lightbulb aria-hidden className="size-5" /> Quick Tips
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-amber-950 dark:text-amber-100">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
