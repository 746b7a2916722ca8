import { CircleAlert, DatabaseBackup } from "lucide-react";
import type { BackupStatus } from "~/models/operations/backup-schedule.server";

/** The Admin Dashboard's word on backups: when the last one ran and its size, or a warning to act on. */
export function BackupCard({ status }: { status: BackupStatus }) {
  const { last, warning } = status;
  if (warning) {
    return (
      <section
        aria-labelledby="backup-heading"
        className="mb-8 flex gap-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-950 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-100"
      >
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <h2 id="backup-heading" className="font-bold">
            {warning === "failed" ? "The last backup failed" : "No recent backup"}
          </h2>
          <p className="mt-1 text-sm">
            {warning === "failed" && last
              ? `It ran ${last.atLabel}. ${status.lastOkLabel ? `The last good backup is from ${status.lastOkLabel}.` : "There is no good backup yet."}`
              : `The newest backup is from ${last?.atLabel}, more than two days ago.`}
          </p>
          {warning === "failed" && last?.error ? (
            <p className="mt-2 font-mono text-xs break-all opacity-90">{last.error}</p>
          ) : null}
          <p className="mt-2 text-sm">
            Check the server&apos;s disk and log, or run <code className="font-mono">npm run backup</code> on it.
          </p>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="backup-heading" className="mb-8 flex items-center gap-4 card p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
        <DatabaseBackup aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id="backup-heading" className="font-semibold text-slate-900 dark:text-white">
          Backups
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
          {last
            ? `Last backup ${last.atLabel}, ${last.sizeLabel}.`
            : "No backup yet: the first one runs tonight after 3:00 AM museum time."}
        </p>
      </div>
    </section>
  );
}
