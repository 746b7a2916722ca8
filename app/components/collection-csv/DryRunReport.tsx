import { ADD_COLUMNS, NOTHING_TO_IMPORT, ONLY_REJECTED, type DryRun } from "~/models/collection-csv/collection-csv";
import { AddsTable, RejectedTable, UpdatesTable } from "./DryRunTables";

const TONES = {
  add: "text-emerald-800 dark:text-emerald-300",
  update: "text-sky-800 dark:text-sky-300",
  same: "text-slate-700 dark:text-slate-300",
  rejected: "text-red-800 dark:text-red-300",
} as const;

/** What a file would do: the counts, then each machine to add, each field to change, and each row refused. */
export function DryRunReport({ dryRun }: { dryRun: DryRun }) {
  const { fileName, adds, updates, unchanged, rejected } = dryRun;
  const rejectedRows = new Set(rejected.map((r) => r.row)).size;
  const counts = [
    { key: "add", label: "To add", value: adds.length },
    { key: "update", label: "To update", value: updates.length },
    { key: "same", label: "Unchanged", value: unchanged },
    { key: "rejected", label: "Rejected rows", value: rejectedRows },
  ] as const;
  return (
    <div className="space-y-6" data-testid="dry-run">
      <div>
        <h3 className="text-base font-bold">
          Dry run: <span className="font-mono text-sm font-semibold break-all">{fileName || "the file"}</span>
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {counts.map(({ key, label, value }) => (
            <div key={key} className="rounded-xl border border-slate-200 px-3 py-2 dark:border-white/10">
              <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
              <dd
                className={`text-xl font-extrabold tabular-nums ${value ? TONES[key] : ""}`}
                data-testid={`count-${key}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {adds.length + updates.length === 0 ? (
          <p className="mt-3 text-sm font-medium">{rejected.length ? ONLY_REJECTED : NOTHING_TO_IMPORT}</p>
        ) : null}
      </div>
      {adds.length ? <AddsTable adds={adds} columns={ADD_COLUMNS} /> : null}
      {updates.length ? <UpdatesTable updates={updates} /> : null}
      {rejected.length ? <RejectedTable rejected={rejected} rows={rejectedRows} /> : null}
    </div>
  );
}
