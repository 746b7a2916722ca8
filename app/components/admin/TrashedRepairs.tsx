import { ArchiveRestore, CircleCheck } from "lucide-react";
import { useState } from "react";
import { href, Link } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import { ruledList } from "~/components/ui/classes";
import { daysLeftLabel } from "~/models/game/game-trash";
import type { action } from "~/routes/admin.trash";

/** The green notice after a restore, with a link to what came back. */
export const RESTORED_NOTICE = [
  "mb-5 flex flex-wrap items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900",
  "dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-100",
].join(" ");

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

export type TrashedRepairRow = {
  id: number;
  comment: string;
  gameName: string;
  deletedAt: string;
  deletedLabel: string;
  deletedBy: string | null;
  daysLeft: number;
};

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 140)}...` : text);

/**
 * Deleted repairs on the Trash screen: each with its machine, who deleted it and when, and Restore. Mounted
 * while the Trash holds none too, so that what the last restore did stays on the screen.
 */
export function TrashedRepairs({ repairs }: { repairs: TrashedRepairRow[] }) {
  const { submit, busy, answer, error } = useActionButton<typeof action>();
  const [restoring, setRestoring] = useState<TrashedRepairRow | null>(null);
  const restore = (repair: TrashedRepairRow) => {
    setRestoring(repair);
    void submit({ intent: "restore-repair", id: String(repair.id) }, { method: "post", preventScrollReset: true });
  };

  if (!repairs.length && !restoring) return null;
  return (
    <section aria-labelledby="trashed-repairs" className="mt-10">
      <h2 id="trashed-repairs" className="mb-3 text-xl font-bold">
        Repairs
      </h2>
      <div aria-live="polite">
        {answer?.ok && restoring ? (
          <p role="status" className={RESTORED_NOTICE}>
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            Repair #{restoring.id} of {restoring.gameName} is back, with its work entries, photos and parts.
            <Link
              to={href("/repairs/:id", { id: String(restoring.id) })}
              className="font-semibold underline underline-offset-4"
            >
              View repair
            </Link>
          </p>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
      {repairs.length ? (
        <ul className={ruledList} aria-label="Deleted repairs, most recent first">
          {repairs.map((repair) => (
            <li
              key={repair.id}
              className="flex flex-col gap-3 bg-white px-4 py-4 sm:flex-row sm:items-center sm:justify-between dark:bg-ink-900"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900 dark:text-white">
                  Repair #{repair.id}: {repair.gameName}
                </p>
                <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">
                  &ldquo;{excerpt(repair.comment)}&rdquo;
                </p>
                <DeletedBy row={repair} />
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <DaysLeft days={repair.daysLeft} />
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={`Restore repair #${repair.id} of ${repair.gameName}`}
                  onClick={() => restore(repair)}
                >
                  <ArchiveRestore aria-hidden className="size-4" />
                  {busy && restoring?.id === repair.id ? "Restoring..." : "Restore"}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
