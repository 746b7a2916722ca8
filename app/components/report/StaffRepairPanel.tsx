import { Wrench } from "lucide-react";
import { Link } from "react-router";
import { RepairEntry } from "~/components/repair/RepairEntry";
import type { RepairEntryView } from "~/models/repair/repair-entry";

/**
 * Above the visitor form, for a signed-in staff member who scanned a machine's label: its open repairs
 * and 'Log repair', which opens /repairs/new with the comment field focused (scan, tap, type and save).
 */
export function StaffRepairPanel({ gameId, openRepairs }: { gameId: number; openRepairs: RepairEntryView[] }) {
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
              <RepairEntry key={repair.id} repair={repair} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No open repairs on this machine.</p>
        )}
      </div>
    </section>
  );
}
