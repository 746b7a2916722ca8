import { CircleDot, Wrench } from "lucide-react";
import { Link } from "react-router";

type OpenRepair = { id: number; comment: string; loggedAt: string; loggedLabel: string; byVisitor: boolean };

/**
 * Above the visitor form, for a signed-in staff member who scanned a machine's label: its open repairs
 * and 'Log repair', which opens /repairs/new with the comment field focused (scan, tap, type and save).
 */
export function StaffRepairPanel({ gameId, openRepairs }: { gameId: number; openRepairs: OpenRepair[] }) {
  return (
    <section aria-labelledby="staff-repairs-heading" className="container-page flex justify-center pt-8 sm:pt-12">
      <div className="w-full max-w-xl rounded-3xl border border-brand-200 bg-brand-50/60 p-5 sm:p-6 dark:border-brand-400/20 dark:bg-brand-500/5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="staff-repairs-heading" className="text-lg font-bold">
            Staff: open repairs
          </h2>
          <Link to={`/repairs/new?gameId=${gameId}`} className="btn-primary">
            <Wrench aria-hidden className="size-4" /> Log repair
          </Link>
        </div>
        {openRepairs.length ? (
          <ul className="mt-4 space-y-3" data-testid="staff-open-repairs">
            {openRepairs.map((repair) => (
              <li key={repair.id} className="rounded-2xl bg-white p-3 text-sm dark:bg-ink-900">
                <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
                  <CircleDot aria-hidden className="size-3.5" /> Open since{" "}
                  <time dateTime={repair.loggedAt}>{repair.loggedLabel}</time>
                  {repair.byVisitor ? " · visitor report" : ""}
                </p>
                <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-100">{repair.comment}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No open repairs on this machine.</p>
        )}
      </div>
    </section>
  );
}
