import { CircleCheck, CircleDot, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import type { RepairEntryView } from "~/models/repair/repair-entry";

/** Open or Resolved, as a pill. */
function RepairStatus({ resolved }: { resolved: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${
        resolved
          ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200"
          : "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
      }`}
    >
      {resolved ? <CircleCheck aria-hidden className="size-3.5" /> : <CircleDot aria-hidden className="size-3.5" />}
      {resolved ? "Resolved" : "Open"}
    </span>
  );
}

/**
 * One repair, the same on every staff screen: status and when it was logged, the comment, who logged it and
 * who resolved it. `title` goes above (the Repair Dashboard names the machine), `children` below (actions).
 */
export function RepairEntry({
  repair,
  title,
  children,
}: {
  repair: RepairEntryView;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="card p-4">
      {title}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RepairStatus resolved={repair.resolved} />
        <time dateTime={repair.loggedAt} className="text-sm text-slate-600 dark:text-slate-400">
          {repair.loggedLabel}
        </time>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{repair.comment}</p>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        <Wrench aria-hidden className="size-3.5" /> Logged by {repair.loggedBy}
        {repair.resolvedLabel
          ? ` · resolved ${repair.resolvedLabel}${repair.resolvedBy ? ` by ${repair.resolvedBy}` : ""}`
          : ""}
      </p>
      {children}
    </li>
  );
}
