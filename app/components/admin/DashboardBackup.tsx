import { CircleAlert, DatabaseBackup } from "lucide-react";
import type { BackupStatus } from "~/models/operations/backup-schedule.server";
import { ROW, ROW_ICON } from "./DashboardCard";

const WARNING_ICON =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200";
const CODE = "rounded bg-black/5 px-1 font-mono text-xs dark:bg-white/10";

/** What the row says of the backups when nothing is wrong. */
function calmText(status: BackupStatus | null) {
  if (!status) return "No backup has run and none is scheduled: set BACKUP_EVERY on the server.";
  if (!status.last) return "No backup yet: the first one runs tonight after 3:00 AM museum time.";
  return `Last backup ${status.last.atLabel}, ${status.last.sizeLabel}.`;
}

/**
 * The System group's word on backups: when the last one ran and its size, or, when it failed or is too old, a
 * warning named for it with what to do. It opens no screen: backups are run and restored on the server.
 */
export function DashboardBackup({ status }: { status: BackupStatus | null }) {
  const warning = status?.warning ?? null;
  const last = status?.last ?? null;
  return (
    <li className={ROW}>
      <section aria-labelledby="backup-heading" className="flex min-w-0 flex-1 gap-3">
        <span className={warning ? WARNING_ICON : ROW_ICON}>
          {warning ? <CircleAlert aria-hidden className="size-5" /> : <DatabaseBackup aria-hidden className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="backup-heading" className="font-semibold text-slate-900 dark:text-white">
            {warning === "failed" ? "The last backup failed" : warning === "stale" ? "No recent backup" : "Backups"}
          </h3>
          {warning ? (
            <div className="mt-1 space-y-1.5 text-sm text-red-900 dark:text-red-200">
              <p className="font-semibold">
                {warning === "failed" && last
                  ? `It ran ${last.atLabel}. ${status?.lastOkLabel ? `The last good backup is from ${status.lastOkLabel}.` : "There is no good backup yet."}`
                  : `The newest backup is from ${last?.atLabel}, more than two days ago.`}
              </p>
              {warning === "failed" && last?.error ? (
                <p className="font-mono text-xs break-all opacity-90">{last.error}</p>
              ) : null}
              <p>
                Check the server&apos;s disk and log, or run <code className={CODE}>npm run backup</code> on it.
              </p>
            </div>
          ) : (
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{calmText(status)}</p>
          )}
        </div>
      </section>
    </li>
  );
}
