import type { DueItem } from "~/models/maintenance/due-screen.server";
import { DueRow } from "./DueRow";

const COLUMNS = [
  { label: "Task", className: "pl-4 text-left" },
  { label: "Machine", className: "w-44 text-left xl:w-52" },
  { label: "Used", className: "w-56 text-left xl:w-64" },
  { label: "Due", className: "w-52 text-left xl:w-60" },
  { label: "Taken by", className: "w-32 pr-4 text-left xl:w-36" },
];

/**
 * The due list as a real table on a desktop, most overdue first. On a phone its rows become wrapped lines, so each
 * element says its role explicitly: a browser may drop a table's semantics once its display changes.
 */
export function DueTable({ items }: { items: DueItem[] }) {
  return (
    <div className="-mx-4 overflow-hidden card rounded-none border-x-0 sm:mx-0 sm:rounded-2xl sm:border-x">
      <table role="table" className="w-full text-sm max-lg:block lg:table-fixed" data-testid="due-list">
        <caption className="sr-only">Maintenance cycles, most overdue first</caption>
        <thead role="rowgroup" className="max-lg:sr-only">
          <tr role="row" className="bg-slate-50 dark:bg-white/5">
            {COLUMNS.map(({ label, className }) => (
              <th
                key={label}
                role="columnheader"
                scope="col"
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
          {items.map((item) => (
            <DueRow key={`${item.taskId}:${item.gameId}`} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
