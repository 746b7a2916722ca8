import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { PRESET_LABELS, RANGE_FALLBACK, STATS_PRESETS, statsQuery, type StatsRange } from "~/models/stats/stats-range";

const PILL = "btn min-h-11 px-4 text-sm";

/**
 * The period: three presets as links, or two dates sent as a GET form (so the choice is in the URL and
 * works without JavaScript), and the CSV of the same period.
 */
export function StatsRangeControls({ range, error }: { range: StatsRange; error: string | null }) {
  return (
    <div className="space-y-4 card p-4 sm:p-5">
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {STATS_PRESETS.map((preset) => {
          const current = range.preset === preset;
          return (
            <Link
              key={preset}
              to={`/repairs/stats${statsQuery({ ...range, preset })}`}
              aria-current={current ? "page" : undefined}
              preventScrollReset
              className={`${PILL} ${current ? "btn-primary" : "btn-secondary"}`}
            >
              {PRESET_LABELS[preset]}
            </Link>
          );
        })}
      </nav>
      <Form method="get" action="/repairs/stats" className="flex flex-wrap items-end gap-3" preventScrollReset>
        <DateField name="from" label="From" value={range.from} error={error} />
        <DateField name="to" label="To" value={range.to} error={error} />
        <button type="submit" className="btn-secondary min-h-11">
          Show these dates
        </button>
        <a href={`/repairs/stats.csv${statsQuery(range)}`} download className="btn-secondary min-h-11 sm:ml-auto">
          <Download aria-hidden className="size-4" /> Download CSV
        </a>
      </Form>
      {error ? (
        <p id="stats-range-error" role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {error} {RANGE_FALLBACK}
        </p>
      ) : null}
    </div>
  );
}

function DateField({
  name,
  label,
  value,
  error,
}: {
  name: string;
  label: string;
  value: string;
  error: string | null;
}) {
  return (
    <div>
      <label htmlFor={`stats-${name}`} className="label">
        {label}
      </label>
      <input
        id={`stats-${name}`}
        name={name}
        type="date"
        required
        defaultValue={value}
        key={`${name}-${value}`}
        aria-describedby={error ? "stats-range-error" : undefined}
        aria-invalid={error ? true : undefined}
        className="input"
      />
    </div>
  );
}
