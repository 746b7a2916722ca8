import { ArchiveRestore, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { daysLeftLabel } from "~/models/game/game-trash";

/** The pieces every section of the Trash screen is made of: games, repairs and maintenance tasks alike. */

/** The green notice after a restore (or a removal): what it did, and a link to what came back. */
export function SuccessNotice({ children, to, link }: { children: React.ReactNode; to?: string; link?: string }) {
  return (
    <p
      role="status"
      className="mb-5 flex flex-wrap items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100"
    >
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {children}
      {to ? (
        <Link to={to} className="font-semibold underline underline-offset-4">
          {link}
        </Link>
      ) : null}
    </p>
  );
}

/** The days left before the purge, amber in the last three. */
export function DaysLeft({ days }: { days: number }) {
  const tone =
    days <= 3
      ? "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200"
      : "bg-slate-100 text-slate-800 dark:bg-white/10 dark:text-slate-200";
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${tone}`}>
      {daysLeftLabel(days)}
    </span>
  );
}

/** Who moved a game, a repair or a maintenance task to the Trash, and when. */
export function DeletedBy({ row }: { row: { deletedBy: string | null; deletedAt: string; deletedLabel: string } }) {
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
      Deleted by {row.deletedBy ?? "a former staff member"} on <time dateTime={row.deletedAt}>{row.deletedLabel}</time>
    </p>
  );
}

/** One thing in the Trash: what it was (`children`), who deleted it, its days left and Restore. */
export function TrashRow({
  children,
  row,
  restoreLabel,
  busy,
  restoring,
  onRestore,
}: {
  children: React.ReactNode;
  row: { deletedBy: string | null; deletedAt: string; deletedLabel: string; daysLeft: number };
  /** The button's accessible name: "Restore repair #12 of Medieval Madness". */
  restoreLabel: string;
  busy: boolean;
  /** This row's restore is the one on its way. */
  restoring: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 bg-white px-4 py-4 sm:flex-row sm:items-center sm:justify-between dark:bg-ink-900">
      <div className="min-w-0">
        {children}
        <DeletedBy row={row} />
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <DaysLeft days={row.daysLeft} />
        <button type="button" className="btn-secondary" disabled={busy} aria-label={restoreLabel} onClick={onRestore}>
          <ArchiveRestore aria-hidden className="size-4" />
          {busy && restoring ? "Restoring..." : "Restore"}
        </button>
      </div>
    </li>
  );
}
