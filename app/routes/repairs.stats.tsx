import { useNavigation } from "react-router";
import type { Route } from "./+types/repairs.stats";
import { AvailabilityChart } from "~/components/stats/AvailabilityChart";
import { LeastAvailable } from "~/components/stats/LeastAvailable";
import { OpenRepairsTable } from "~/components/stats/OpenRepairsTable";
import { StatsRangeControls } from "~/components/stats/StatsRangeControls";
import { BackLink } from "~/components/ui/BackLink";
import { ON_TIME_DEFINITION } from "~/models/maintenance/on-time";
import { formatDuration, formatShare } from "~/models/stats/stats-format";
import { parseStatsRange } from "~/models/stats/stats-range.schema";
import { readStatsScreen } from "~/models/stats/stats-screen.server";
import {
  AVAILABILITY_DEFINITION,
  repairsTimedNote,
  TIME_TO_REPAIR_DEFINITION,
  TIME_TO_TRIAGE_DEFINITION,
} from "~/models/stats/uptime";
import { requireStaff } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { formatMuseumDay } from "~/utils/museum-date.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * Repair stats (docs/product.md#repair-stats): how available the machines were and how long repairs and triage took,
 * over the last 7, 30 or 90 days or a range of dates, with the open repairs and the machines playing now.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Repair Stats");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const now = new Date();
  const { timeZone } = getConfig();
  const { range, error } = parseStatsRange(new URL(request.url).searchParams, now, timeZone);
  const screen = await readStatsScreen(getDb(), range, now, timeZone);
  return {
    range,
    error,
    period: { from: formatMuseumDay(range.from), to: formatMuseumDay(range.to) },
    ...screen,
    daily: screen.daily.map((day) => {
      const label = formatMuseumDay(day.date);
      return { date: day.date, label, short: label.replace(/, \d{4}$/, ""), availability: day.availability };
    }),
  };
}

const FIGURE = "card flex flex-col p-4 sm:p-5";
/** On a wide screen, three figures in the first row and the two repair times, which say more, in the second. */
const THIRD = "xl:col-span-2";
const HALF = "xl:col-span-3";
const FIGURE_LABEL = "block text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400";
/** A card's figure sits in its heading ("Collection availability 85.2%"): a bare big number would read as a heading of its own. */
const BIG = "mt-1 block font-sans text-3xl font-extrabold tracking-tight tabular-nums text-slate-900 dark:text-white";
const DEFINITION =
  "mt-auto border-t border-slate-200 pt-3 text-xs text-slate-600 dark:border-white/10 dark:text-slate-400";

export default function RepairStats({ loaderData }: Route.ComponentProps) {
  const {
    range,
    error,
    period,
    collection,
    playingNow,
    resolvedRepairs,
    daily,
    openRepairs,
    leastAvailable,
    maintenanceOnTime: onTime,
  } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/repairs/stats";
  const { repairs, triage } = collection;

  return (
    <div className="container-page py-8 sm:py-12">
      <BackLink to="/repairs">Repair Dashboard</BackLink>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Repair Stats</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="stats-period">
        {period.from === period.to ? period.from : `${period.from} to ${period.to}`}, in museum time.
      </p>

      <div className="mt-6">
        <StatsRangeControls range={range} error={error} />
      </div>

      <div
        aria-busy={loading}
        className={`mt-6 space-y-6 transition-opacity ${loading ? "opacity-60" : ""}`}
        data-testid="stats-figures"
      >
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-6">
          <section className={`${FIGURE} ${THIRD}`} aria-labelledby="availability-label">
            <h2>
              <span id="availability-label" className={FIGURE_LABEL}>
                Collection availability
              </span>{" "}
              <span className={BIG} data-testid="collection-availability">
                {formatShare(collection.availability)}
              </span>
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
              {collection.minutesOpen
                ? `Playable for ${formatDuration(collection.minutesUp)} of ${formatDuration(collection.minutesOpen)} machine opening hours.`
                : "No machine was on the floor while the museum was open in this period."}
            </p>
            <p className={DEFINITION}>{AVAILABILITY_DEFINITION}</p>
          </section>

          <section className={`${FIGURE} ${THIRD}`} aria-labelledby="playing-label">
            <h2>
              <span id="playing-label" className={FIGURE_LABEL}>
                Playing now
              </span>{" "}
              <span className={BIG} data-testid="playing-now">
                {playingNow.playing} of {playingNow.onFloor}
              </span>
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300">
              machines on the floor are Operational right now, whatever the period.
            </p>
          </section>

          <section className={`${FIGURE} ${THIRD}`} aria-labelledby="on-time-label">
            <h2>
              <span id="on-time-label" className={FIGURE_LABEL}>
                Maintenance on time
              </span>{" "}
              <span className={BIG} data-testid="maintenance-on-time">
                {formatShare(onTime.rate)}
              </span>
            </h2>
            <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-300" data-testid="maintenance-on-time-count">
              {onTime.due
                ? `${onTime.onTime} of ${onTime.due} ${onTime.due === 1 ? "task" : "tasks"} that fell due in this period ${onTime.onTime === 1 ? "was" : "were"} done by ${onTime.due === 1 ? "its" : "their"} due point.`
                : "No maintenance task fell due in this period."}
            </p>
            <p className={DEFINITION}>{ON_TIME_DEFINITION}</p>
          </section>

          <section className={`${FIGURE} ${HALF}`} aria-labelledby="repair-label">
            <h2 id="repair-label" className={FIGURE_LABEL}>
              Time to repair
            </h2>
            {repairs.count ? (
              <dl className="mt-1 space-y-2 text-sm" data-testid="time-to-repair">
                <TimePair term="Mean" open={repairs.meanOpenMinutes} calendar={repairs.meanCalendarMinutes} big />
                <TimePair term="Median" open={repairs.medianOpenMinutes} calendar={repairs.medianCalendarMinutes} />
              </dl>
            ) : null}
            <div className="mt-2 mb-3 space-y-2 text-sm text-slate-700 dark:text-slate-300" data-testid="repairs-timed">
              {repairsTimedNote(repairs.count, resolvedRepairs).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <p className={DEFINITION}>{TIME_TO_REPAIR_DEFINITION}</p>
          </section>

          <section className={`${FIGURE} ${HALF}`} aria-labelledby="triage-label">
            <h2 id="triage-label" className={FIGURE_LABEL}>
              Time to triage
            </h2>
            {triage.count ? (
              <dl className="mt-1 text-sm" data-testid="time-to-triage">
                <TimePair term="Median" open={triage.medianOpenMinutes} calendar={triage.medianCalendarMinutes} big />
              </dl>
            ) : (
              <p className="mt-1 text-slate-700 dark:text-slate-300">No visitor report was acted on in this period.</p>
            )}
            <p className="mt-2 mb-3 text-sm text-slate-600 dark:text-slate-300" data-testid="reports-waiting">
              {triage.waiting === 0
                ? "No report from this period is waiting for staff."
                : triage.waiting === 1
                  ? "1 report from this period is waiting for staff."
                  : `${triage.waiting} reports from this period are waiting for staff.`}
            </p>
            <p className={DEFINITION}>{TIME_TO_TRIAGE_DEFINITION}</p>
          </section>
        </div>

        {daily.some((day) => day.availability !== null) ? (
          <AvailabilityChart days={daily} />
        ) : (
          <p className="card p-5 text-slate-700 dark:text-slate-300" data-testid="no-daily">
            No daily availability to show: the museum was not open in this period, or no machine was on the floor.
          </p>
        )}

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <LeastAvailable machines={leastAvailable} />
          <OpenRepairsTable rows={openRepairs} />
        </div>
      </div>
    </div>
  );
}

/** A time in opening hours, with the same time in calendar hours beside it. */
function TimePair({
  term,
  open,
  calendar,
  big = false,
}: {
  term: string;
  open: number | null;
  calendar: number | null;
  big?: boolean;
}) {
  return (
    <div>
      <dt className="font-medium text-slate-600 dark:text-slate-300">{term}</dt>
      <dd>
        <span
          className={
            big ? "text-2xl font-extrabold text-slate-900 tabular-nums dark:text-white" : "font-bold tabular-nums"
          }
        >
          {formatDuration(open)}
        </span>{" "}
        of opening hours
        <span className="block text-slate-600 tabular-nums dark:text-slate-300">
          {formatDuration(calendar)} in calendar hours
        </span>
      </dd>
    </div>
  );
}
