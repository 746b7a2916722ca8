import { Download } from "lucide-react";
import { CSV_COLUMNS } from "~/models/collection-csv/collection-csv";

/** The export, and the columns a file to import may have (the export's). */
export function ExportCard({ machines }: { machines: number }) {
  return (
    <section className="card p-5" aria-labelledby="export-heading">
      <h2 id="export-heading" className="text-lg font-bold">
        Export
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {machines === 1 ? "1 machine" : `${machines} machines`} (the Trash left out), in the columns the import reads:
        edit the file and import it back.
      </p>
      <a href="/admin/collection.csv" download className="mt-4 btn-secondary w-full">
        <Download aria-hidden className="size-4" /> Download CSV
      </a>
      <h3 className="mt-6 text-sm font-semibold">Columns</h3>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Columns">
        {CSV_COLUMNS.map((column) => (
          <li key={column}>
            <code className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800 dark:bg-white/10 dark:text-slate-200">
              {column}
            </code>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        Only <code className="text-xs">name</code> is needed, with <code className="text-xs">asset_id</code> or{" "}
        <code className="text-xs">location</code> to find each machine by; a column left out keeps what a machine has.
        Photos are not part of it.
      </p>
    </section>
  );
}
