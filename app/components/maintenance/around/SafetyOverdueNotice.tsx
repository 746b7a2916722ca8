import { ChevronRight, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { safetyOverdueText, type SafetyOverdue } from "~/models/maintenance/safety-overdue";

/**
 * On a machine's staff page: each safety-related task overdue on it, linking to the cycle's page. Nothing when
 * none is; a plain line when they could not be read, so staff do not take silence for "none".
 */
export function SafetyOverdueNotice({ overdue }: { overdue: SafetyOverdue[] | null }) {
  if (overdue === null)
    return (
      <p className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
        Could not check this machine for overdue safety checks. Reload the page to try again.
      </p>
    );
  if (!overdue.length) return null;
  return (
    <section
      aria-label="Overdue safety checks"
      className="rounded-2xl border-2 border-rose-500 bg-rose-50 p-2 dark:border-rose-400/70 dark:bg-rose-500/10"
      data-testid="safety-overdue"
    >
      <ul className="space-y-1">
        {overdue.map((row) => (
          <li key={row.taskId}>
            <Link
              to={row.path}
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold text-rose-900 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-rose-600 dark:text-rose-100 dark:hover:bg-rose-500/15"
            >
              <ShieldAlert aria-hidden className="size-5 shrink-0 text-rose-600 dark:text-rose-300" />
              <span className="min-w-0 flex-1">{safetyOverdueText(row)}</span>
              <ChevronRight aria-hidden className="size-5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
