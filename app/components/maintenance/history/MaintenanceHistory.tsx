import { Clock3 } from "lucide-react";
import { Photos } from "~/components/repair/thread/Photos";
import { DONE_LATE } from "~/models/maintenance/done";
import type { HistoryRow } from "~/models/maintenance/history.server";

const LATE =
  "inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 dark:bg-amber-400/20 dark:text-amber-100";

/**
 * A machine's maintenance history, newest first: the task, when (museum time), who, the minutes, the note, the
 * photos and a mark on what was done late. Plain props: the rows `readMaintenanceHistory` reads; `showTask`
 * names each row's task (a machine's whole history), left out where the page is one task's.
 */
export function MaintenanceHistory({
  rows,
  showTask = true,
  headingLevel: Heading = "h2",
}: {
  rows: HistoryRow[];
  showTask?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <section aria-labelledby="maintenance-history-heading">
      <Heading id="maintenance-history-heading" className="text-xl font-bold">
        History
      </Heading>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">Not done on this machine yet.</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label="Maintenance done, newest first">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-slate-200 p-4 dark:border-white/10">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {showTask ? <span className="font-semibold">{row.title}</span> : null}
                <time dateTime={row.doneAt} className={showTask ? "text-sm" : "font-semibold"}>
                  {row.doneAtLabel}
                </time>
                {row.late ? (
                  <span className={LATE}>
                    <Clock3 aria-hidden className="size-3.5" /> {DONE_LATE}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {row.who}
                {row.minutes === null ? "" : ` · ${row.minutes} min`}
              </p>
              {row.note ? <p className="mt-2 whitespace-pre-line">{row.note}</p> : null}
              <Photos photos={row.photos} of={`${row.title} on ${row.doneAtLabel}`} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
