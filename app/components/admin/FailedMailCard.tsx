import { MailWarning } from "lucide-react";
import { Link } from "react-router";
import { failedMailSummary } from "~/models/operations/mail-admin.schema";

/** A red card that lifts under the pointer, like the dashboard's cards. */
const ALERT_CARD = [
  "mb-6 flex items-center gap-4 rounded-2xl border border-red-300 bg-red-50 p-5 transition",
  "hover:-translate-y-0.5 hover:shadow-md",
  "dark:border-red-500/40 dark:bg-red-500/10",
].join(" ");

/** On the Admin Dashboard while the outbox holds mail it gave up on; otherwise such mail is only in the logs. */
export function FailedMailCard({ count }: { count: number }) {
  return (
    <Link to="/admin/mail" data-testid="failed-mail-card" className={ALERT_CARD}>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200">
        <MailWarning aria-hidden className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-red-950 dark:text-red-100">{failedMailSummary(count)}</span>
        <span className="mt-1 block text-sm text-red-900 dark:text-red-200">
          See who they were for, then retry or dismiss them.
        </span>
      </span>
    </Link>
  );
}
