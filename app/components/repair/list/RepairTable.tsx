import type { RepairFilter, RepairSortKey } from "~/models/repair/repair-dashboard";
import type { DashboardRow } from "~/models/repair/repair-dashboard.server";
import { RepairRow } from "./RepairRow";

/** The columns, with the sort each one is ordered by (aria-sort says which is in force); the report takes the rest. */
const COLUMNS: { label: string; sort?: RepairSortKey; className: string }[] = [
  { label: "Repair", className: "pl-4 text-left" },
  { label: "Game", sort: "game", className: "w-40 text-left xl:w-48" },
  { label: "Severity", sort: "severity", className: "w-36 text-left xl:w-48" },
  { label: "Status", className: "w-44 text-left xl:w-72" },
  { label: "Assignee", className: "w-32 text-left xl:w-36" },
  { label: "Age", sort: "date", className: "w-16 pr-4 text-right" },
];

/**
 * The list as a real table on a desktop. On a phone its rows become wrapped lines, so each element says its role
 * explicitly: a browser may drop a table's semantics once its display changes.
 */
export function RepairTable({ repairs, filter }: { repairs: DashboardRow[]; filter: RepairFilter }) {
  return (
    <div className="-mx-4 overflow-hidden card rounded-none border-x-0 sm:mx-0 sm:rounded-2xl sm:border-x">
      <table role="table" className="w-full text-sm max-lg:block lg:table-fixed" data-testid="repair-list">
        <caption className="sr-only">Repairs</caption>
        <thead role="rowgroup" className="max-lg:sr-only">
          <tr role="row" className="bg-slate-50 dark:bg-white/5">
            {COLUMNS.map(({ label, sort, className }) => (
              <th
                key={label}
                role="columnheader"
                scope="col"
                aria-sort={
                  sort && filter.sort === sort ? (filter.dir === "asc" ? "ascending" : "descending") : undefined
                }
                className={`py-2 pr-3 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400 ${className}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="max-lg:block max-lg:divide-y max-lg:divide-slate-200 max-lg:dark:divide-white/10"
        >
          {repairs.map((repair) => (
            <RepairRow key={repair.id} repair={repair} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
