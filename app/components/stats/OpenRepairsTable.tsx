import { Link } from "react-router";
import { AGE_BUCKETS, type OpenRepairRow } from "~/models/stats/open-repairs";

const CELL = "px-1 py-2 sm:px-3";
const NUMBER = `${CELL} text-right tabular-nums`;

/** Open repairs now, a row per severity (safety first, as the Repair Dashboard sorts) and a column per age. */
export function OpenRepairsTable({ rows }: { rows: OpenRepairRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="open-heading">
      <h2 id="open-heading" className="text-lg font-bold tracking-tight">
        Open repairs by severity and age
      </h2>
      {total === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">No repairs are open.</p>
      ) : (
        <div tabIndex={0} role="region" aria-label="Open repairs table" className="mt-3 overflow-x-auto">
          <table className="w-full text-sm" data-testid="open-repairs">
            <caption className="sr-only">Open repairs now, by severity and by how long ago they were logged</caption>
            <thead className="border-b border-slate-200 text-slate-600 dark:border-white/10 dark:text-slate-300">
              <tr>
                <th scope="col" className={`${CELL} text-left`}>
                  Severity
                </th>
                {AGE_BUCKETS.map((bucket) => (
                  <th key={bucket.label} scope="col" className={`${CELL} text-right`}>
                    {bucket.label}
                  </th>
                ))}
                <th scope="col" className={`${CELL} text-right`}>
                  All
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-white/10">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {row.total ? (
                      <Link
                        to={`/repairs?status=open&severity=${row.key}`}
                        className="text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {row.label}
                      </Link>
                    ) : (
                      row.label
                    )}
                  </th>
                  {row.byAge.map((count, i) => (
                    <td
                      key={AGE_BUCKETS[i].label}
                      className={`${NUMBER} ${count ? "" : "text-slate-500 dark:text-slate-400"}`}
                    >
                      {count}
                    </td>
                  ))}
                  <td className={`${NUMBER} font-bold`}>{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
