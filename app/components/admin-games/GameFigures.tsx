import { ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { formatDuration, formatShare, type GameFigures } from "~/models/stats/stats-format";

const TERM = "text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400";
const VALUE = "mt-1 text-2xl font-extrabold text-slate-900 tabular-nums dark:text-white";

/** The machine's availability and repair times (docs/product.md#repair-stats), for staff on its game page. */
export function GameFiguresSection({ figures }: { figures: GameFigures | null }) {
  return (
    <section aria-labelledby="figures-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="figures-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Availability and repairs
        </h2>
        <Link
          to="/repairs/stats"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ChartColumn aria-hidden className="size-4" /> All repair stats
        </Link>
      </div>
      {figures === null ? (
        <p className="mt-4 rounded-2xl border border-slate-200 px-4 py-4 text-slate-700 dark:border-white/10 dark:text-slate-300">
          The figures could not be loaded. Please reload the page.
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="game-figures">
            <div className="card px-4 py-3">
              <dt className={TERM}>Availability, 30 days</dt>
              <dd className={VALUE}>{formatShare(figures.availability30)}</dd>
            </div>
            <div className="card px-4 py-3">
              <dt className={TERM}>Availability, 90 days</dt>
              <dd className={VALUE}>{formatShare(figures.availability90)}</dd>
            </div>
            <div className="card px-4 py-3">
              <dt className={TERM}>Repairs, 12 months</dt>
              <dd className={VALUE}>{figures.repairs12Months}</dd>
            </div>
            <div className="card px-4 py-3">
              <dt className={TERM}>Mean time to repair</dt>
              <dd className={VALUE}>{formatDuration(figures.meanRepairOpenMinutes)}</dd>
              {figures.meanRepairCalendarMinutes !== null ? (
                <dd className="text-sm text-slate-600 dark:text-slate-300">
                  of opening hours; {formatDuration(figures.meanRepairCalendarMinutes)} in calendar hours
                </dd>
              ) : null}
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {figures.onFloor
              ? "Availability counts the museum's opening hours only. Repairs are the times it went from Operational back to Operational in the last 12 months."
              : "Not on the museum floor, so it has no availability to measure. Repairs are the times it went from Operational back to Operational in the last 12 months."}
          </p>
        </>
      )}
    </section>
  );
}
