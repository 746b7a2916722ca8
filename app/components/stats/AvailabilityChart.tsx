import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatShare } from "~/models/stats/stats-format";

export type ChartDay = { date: string; label: string; short: string; availability: number | null };

const CELL = "px-3 py-2 text-left";

/**
 * The collection's daily availability as a chart, and the same figures as a table. The chart is drawn for
 * the eye only (hidden from screen readers, out of the tab order); the table is what a screen reader reads,
 * and anyone can open it.
 */
export function AvailabilityChart({ days }: { days: ChartDay[] }) {
  const points = days.map((d) => ({ ...d, percent: d.availability === null ? null : d.availability * 100 }));
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="daily-heading">
      <h2 id="daily-heading" className="text-lg font-bold tracking-tight">
        Daily availability
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The collection&apos;s availability on each day the museum was open.
      </p>
      <div aria-hidden className="mt-4 text-slate-600 dark:text-slate-300" data-testid="availability-chart">
        <AreaChart
          responsive
          accessibilityLayer={false}
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
          style={{ width: "100%", height: 260 }}
        >
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="short"
            tick={{ fill: "currentColor", fontSize: 12 }}
            stroke="currentColor"
            strokeOpacity={0.3}
            minTickGap={16}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={(v: number) => `${v}%`}
            tick={{ fill: "currentColor", fontSize: 12 }}
            stroke="currentColor"
            strokeOpacity={0.3}
            width={48}
          />
          <Tooltip
            formatter={(value) => [formatShare(Number(value) / 100), "Availability"]}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.label ?? ""}
            contentStyle={{ borderRadius: 12, color: "#0f172a" }}
          />
          <Area
            type="monotone"
            dataKey="percent"
            stroke="var(--color-brand-500)"
            strokeWidth={2}
            fill="var(--color-brand-500)"
            fillOpacity={0.15}
            isAnimationActive={false}
            connectNulls
          />
        </AreaChart>
      </div>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 dark:text-brand-300">
          The figures as a table
        </summary>
        {/* A scrolling box is reachable by keyboard, and named for who lands on it. */}
        <div
          tabIndex={0}
          role="region"
          aria-label="Daily availability table"
          className="mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200 dark:border-white/10"
        >
          <table className="w-full text-sm" data-testid="availability-table">
            <caption className="sr-only">Daily availability of the collection</caption>
            <thead className="sticky top-0 bg-slate-50 dark:bg-ink-900">
              <tr>
                <th scope="col" className={CELL}>
                  Day
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Availability
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-white/10">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={`${CELL} font-medium`}>
                    {day.label}
                  </th>
                  <td className={`${CELL} text-right tabular-nums`}>{formatShare(day.availability)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
