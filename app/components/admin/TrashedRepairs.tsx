import { useState } from "react";
import { href } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import { ruledList } from "~/components/ui/classes";
import type { action } from "~/routes/admin.trash";
import { SuccessNotice, TrashRow } from "./TrashParts";

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
          <SuccessNotice to={href("/repairs/:id", { id: String(restoring.id) })} link="View repair">
            Repair #{restoring.id} of {restoring.gameName} is back, with its work entries, photos and parts.
          </SuccessNotice>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
      {repairs.length ? (
        <ul className={ruledList} aria-label="Deleted repairs, most recent first">
          {repairs.map((repair) => (
            <TrashRow
              key={repair.id}
              row={repair}
              restoreLabel={`Restore repair #${repair.id} of ${repair.gameName}`}
              busy={busy}
              restoring={restoring?.id === repair.id}
              onRestore={() => restore(repair)}
            >
              <p className="font-semibold break-words text-slate-900 dark:text-white">
                Repair #{repair.id}: {repair.gameName}
              </p>
              <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">
                &ldquo;{excerpt(repair.comment)}&rdquo;
              </p>
            </TrashRow>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
