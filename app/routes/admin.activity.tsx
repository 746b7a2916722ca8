import { ChevronLeft, ChevronRight, History } from "lucide-react";
import { Form, Link, useNavigate } from "react-router";
import { useState } from "react";
import type { Route } from "./+types/admin.activity";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import {
  ACTIVITY_PAGE_SIZE,
  actionLabel,
  activityHref,
  describeActivity,
  parseActivityParams,
  type ActivityFilter,
} from "~/models/audit/activity";
import { activityActor } from "~/models/audit/activity-actor";
import { staffName } from "~/models/account/staff-name";
import { activityFilterOptions, listActivity } from "~/models/audit/activity.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { requireManager } from "~/utils/auth.server";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { noindexMeta } from "~/utils/staff-meta";
import { ruledList } from "~/components/ui/classes";

/** Activity, managers only: every change staff made, as audit_log keeps it, newest first. */
export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Activity");

export async function loader({ request }: Route.LoaderArgs) {
  await requireManager(request, "activity");
  const filter = parseActivityParams(new URL(request.url).searchParams);
  const db = getDb();
  const [{ total, pages, rows }, options] = await Promise.all([listActivity(db, filter), activityFilterOptions(db)]);
  return {
    filter,
    total,
    pages,
    timeZone: getConfig().timeZone,
    // Two colleagues may share a name: the filter adds the address, which tells them apart.
    people: options.people
      .map((p) => ({ id: p.id, label: `${staffName(p.name, p.email)} (${p.email})` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    kinds: options.actions
      .map((action) => ({ action, label: actionLabel(action) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    rows: rows.map((r) => ({
      id: r.id,
      kind: actionLabel(r.action),
      text: describeActivity(r),
      who: activityActor(r),
      createdAt: r.createdAt,
      when: formatMuseumDate(r.createdAt),
    })),
  };
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { filter, total, pages, rows, people, kinds, timeZone } = loaderData;
  const navigate = useNavigate();
  // The filter as last chosen: a second choice made while the first one's page is still loading adds to it,
  // and each box shows its choice at once instead of the page's until then.
  const [chosen, setChosen] = useState(filter);
  const [shown, setShown] = useState(filter);
  if (filter !== shown) {
    setShown(filter);
    setChosen(filter);
  }
  const go = (patch: Partial<ActivityFilter>) => {
    const next = { ...chosen, page: 1, ...patch };
    setChosen(next);
    void navigate(activityHref(next));
  };
  const first = (filter.page - 1) * ACTIVITY_PAGE_SIZE + 1;
  const filtered = filter.userId !== null || filter.action !== null;

  return (
    <div className="container-page py-8 sm:py-12">
      <AdminPageHeader title="Activity">
        Who changed what and when, newest first, in museum time ({timeZone}). Sign-in attempts and public form counts
        are not changes and are left out.
      </AdminPageHeader>

      <Form method="get" className="mb-6 grid gap-4 card p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="activity-user" className="label">
            Person
          </label>
          <select
            id="activity-user"
            name="user"
            value={chosen.userId ?? ""}
            onChange={(e) => go({ userId: e.target.value ? Number(e.target.value) : null })}
            className="input"
          >
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="activity-action" className="label">
            Kind of change
          </label>
          <select
            id="activity-action"
            name="action"
            value={chosen.action ?? ""}
            onChange={(e) => go({ action: e.target.value || null })}
            className="input"
          >
            <option value="">Every kind</option>
            {kinds.map((k) => (
              <option key={k.action} value={k.action}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <noscript>
            <button type="submit" className="btn-primary">
              Show
            </button>
          </noscript>
          {filtered ? (
            <Link to="/admin/activity" className="btn-ghost">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      <p role="status" className="mb-3 text-sm font-medium text-slate-600 dark:text-slate-300">
        {total === 0
          ? "No changes"
          : rows.length === 0
            ? `No changes on page ${filter.page}`
            : `Showing ${first}–${first + rows.length - 1} of ${total} changes`}
      </p>

      {rows.length === 0 ? (
        <p className="flex items-center justify-center gap-2 card p-6 text-center text-slate-700 dark:text-slate-300">
          <History aria-hidden className="size-5" />
          {total === 0 ? (
            filtered ? (
              "No changes match these filters."
            ) : (
              "No one has changed anything yet."
            )
          ) : (
            <Link to={activityHref({ ...filter, page: 1 })} className="font-semibold underline">
              Back to the newest
            </Link>
          )}
        </p>
      ) : (
        <ol className={ruledList} aria-label="Changes, newest first">
          {rows.map((r) => (
            <li key={r.id} data-testid="activity" className="bg-white px-4 py-3 dark:bg-ink-900">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{r.text}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                <span>
                  by <span className="font-medium text-slate-800 dark:text-slate-200">{r.who}</span>
                </span>
                <span aria-hidden>·</span>
                <time dateTime={r.createdAt}>{r.when}</time>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-white/10 dark:text-slate-200">
                  {r.kind}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          {filter.page > 1 ? (
            <Link to={activityHref({ ...filter, page: filter.page - 1 })} className="btn-secondary" rel="prev">
              <ChevronLeft aria-hidden className="size-4" /> Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages ? (
            <Link to={activityHref({ ...filter, page: filter.page + 1 })} className="btn-secondary" rel="next">
              Older <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
