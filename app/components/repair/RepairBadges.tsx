import { CircleCheck, CircleDot, Flame, Hourglass, Inbox, Package, UserRound, Users } from "lucide-react";
import type { RepairSeverity, RepairStatus } from "~/db/schema";
import { REPAIR_STATUS_LABELS, SEVERITY_LABELS } from "~/models/repair/floor";

const PILL = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold";

const STATUS_TONES: Record<RepairStatus, string> = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  in_progress: "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200",
  waiting_for_parts: "bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200",
  resolved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  duplicate: "bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200",
  cannot_reproduce: "bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200",
  false_alarm: "bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200",
};

/** The repair's work status (Open, In progress, Waiting for parts, Resolved, or how it was closed), as a pill. */
export function RepairStatusPill({ status }: { status: RepairStatus }) {
  const Icon =
    status === "resolved"
      ? CircleCheck
      : status === "waiting_for_parts"
        ? Package
        : status === "in_progress"
          ? Hourglass
          : CircleDot;
  return (
    <span className={`${PILL} ${STATUS_TONES[status]}`} data-testid="repair-status">
      <Icon aria-hidden className="size-3.5" />
      {REPAIR_STATUS_LABELS[status]}
    </span>
  );
}

const SEVERITY_TONES: Record<RepairSeverity, string> = {
  unplayable: "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200",
  major: "bg-orange-100 text-orange-900 dark:bg-orange-400/15 dark:text-orange-200",
  minor: "bg-yellow-100 text-yellow-900 dark:bg-yellow-400/15 dark:text-yellow-200",
  cosmetic: "bg-slate-100 text-slate-800 dark:bg-white/10 dark:text-slate-200",
};

/** Severity, with SAFETY before it when a person could get hurt, and Untriaged while no staff member has looked. */
export function SeverityBadges({
  severity,
  safety,
  untriaged,
}: {
  severity: RepairSeverity;
  safety: boolean;
  untriaged: boolean;
}) {
  return (
    <>
      {safety ? (
        <span className={`${PILL} bg-red-700 text-white dark:bg-red-500 dark:text-white`} data-testid="repair-safety">
          <Flame aria-hidden className="size-3.5" />
          Safety
        </span>
      ) : null}
      <span className={`${PILL} ${SEVERITY_TONES[severity]}`} data-testid="repair-severity">
        {SEVERITY_LABELS[severity]}
        {untriaged ? <span className="sr-only"> (the visitor's answer)</span> : null}
      </span>
      {untriaged ? (
        <span
          className={`${PILL} bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-400/15 dark:text-fuchsia-200`}
          data-testid="repair-untriaged"
        >
          <Inbox aria-hidden className="size-3.5" />
          Untriaged
        </span>
      ) : null}
    </>
  );
}

/** Who took the repair, and how many visitors said 'Same problem'. */
export function RepairPeople({ assignee, confirmations }: { assignee: string | null; confirmations: number }) {
  return (
    <>
      {assignee ? (
        <span
          className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300"
          data-testid="repair-assignee"
        >
          <UserRound aria-hidden className="size-3.5" /> Taken by {assignee}
        </span>
      ) : null}
      {confirmations > 0 ? (
        <span
          className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300"
          data-testid="repair-confirmations"
        >
          <Users aria-hidden className="size-3.5" />
          {confirmations === 1 ? "1 visitor said 'Same problem'" : `${confirmations} visitors said 'Same problem'`}
        </span>
      ) : null}
    </>
  );
}
