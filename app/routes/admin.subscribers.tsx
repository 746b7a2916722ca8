import { Download } from "lucide-react";
import type { Route } from "./+types/admin.subscribers";
import { BackToDashboard } from "~/components/admin/AdminPageHeader";
import { formatMuseumDate } from "~/utils/museum-date.server";
import type { SubscriberStatus } from "~/models/newsletter/newsletter";
import { listSubscribers } from "~/models/newsletter/newsletter.server";
import { requireManager } from "~/utils/auth.server";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { getDb } from "~/utils/db.server";
import { ruledList } from "~/components/ui/classes";
import { noindexMeta } from "~/utils/staff-meta";

/** Newsletter subscribers, managers only: every address with its status, and the confirmed ones as CSV. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Newsletter Subscribers");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "subscribers");
  const { subscribers, counts } = await listSubscribers(getDb());
  return {
    counts,
    subscribers: subscribers.map((s) => ({
      ...s,
      since: formatMuseumDate(s.unsubscribedAt ?? s.confirmedAt ?? s.createdAt),
    })),
  };
}

const LABELS: Record<SubscriberStatus, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};
const TONES: Record<SubscriberStatus, string> = {
  confirmed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  unsubscribed: "bg-slate-100 text-slate-800 dark:bg-white/10 dark:text-slate-200",
};

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { counts, subscribers } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <BackToDashboard />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Newsletter Subscribers</h1>
        <a
          href="/admin/subscribers.csv"
          download
          className="btn-primary"
          aria-disabled={counts.confirmed === 0 || undefined}
        >
          <Download aria-hidden className="size-4" /> Export confirmed (CSV)
        </a>
      </div>
      <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3" aria-label="Subscribers by status">
        {(["confirmed", "pending", "unsubscribed"] as const).map((s) => (
          <div key={s} className="min-w-0 card px-3 py-3 sm:px-4">
            <dt className="text-xs font-semibold break-words text-slate-600 sm:tracking-wider sm:uppercase dark:text-slate-400">
              {LABELS[s]}
            </dt>
            <dd className="mt-1 text-2xl font-extrabold" data-testid={`count-${s}`}>
              {counts[s]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        Pending addresses have not clicked the link in their confirmation e-mail yet; only confirmed ones are exported.
      </p>
      {subscribers.length === 0 ? (
        <p className="mt-6 card p-6 text-center text-slate-700 dark:text-slate-300">No one has signed up yet</p>
      ) : (
        <ul className={`mt-6 ${ruledList}`} aria-label="Subscribers, newest first">
          {subscribers.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-2 bg-white px-4 py-3 dark:bg-ink-900"
            >
              <span className="min-w-0 font-medium break-all">{s.email}</span>
              <span className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={s.unsubscribedAt ?? s.confirmedAt ?? s.createdAt}>{s.since}</time>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${TONES[s.status]}`}>
                  {LABELS[s.status]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
