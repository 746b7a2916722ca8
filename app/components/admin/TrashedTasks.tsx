import { useState } from "react";
import { href } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import { ruledList } from "~/components/ui/classes";
import { taskBackFromTrash } from "~/models/maintenance/task-trash";
import type { action } from "~/routes/admin.trash";
import { SuccessNotice, TrashRow } from "./TrashParts";

export type TrashedTaskRow = {
  id: number;
  title: string;
  target: string;
  deletedAt: string;
  deletedLabel: string;
  deletedBy: string | null;
  daysLeft: number;
};

/**
 * Deleted maintenance tasks on the Trash screen: each with what it is for, who deleted it and when, and Restore.
 * Mounted while the Trash holds none too, so that what the last restore did stays on the screen.
 */
export function TrashedTasks({ tasks }: { tasks: TrashedTaskRow[] }) {
  const { submit, busy, answer, error } = useActionButton<typeof action>();
  const [restoring, setRestoring] = useState<TrashedTaskRow | null>(null);
  const restore = (task: TrashedTaskRow) => {
    setRestoring(task);
    void submit({ intent: "restore-task", id: String(task.id) }, { method: "post", preventScrollReset: true });
  };

  if (!tasks.length && !restoring) return null;
  return (
    <section aria-labelledby="trashed-tasks" className="mt-10">
      <h2 id="trashed-tasks" className="mb-3 text-xl font-bold">
        Maintenance tasks
      </h2>
      <div aria-live="polite">
        {answer?.ok && restoring ? (
          <SuccessNotice to={href("/maintenance/tasks/:taskId", { taskId: String(restoring.id) })} link="View task">
            {taskBackFromTrash(restoring.title)}
          </SuccessNotice>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
      {tasks.length ? (
        <ul className={ruledList} aria-label="Deleted maintenance tasks, most recent first">
          {tasks.map((task) => (
            <TrashRow
              key={task.id}
              row={task}
              restoreLabel={`Restore the task ${task.title}`}
              busy={busy}
              restoring={restoring?.id === task.id}
              onRestore={() => restore(task)}
            >
              <p className="font-semibold break-words text-slate-900 dark:text-white">{task.title}</p>
              <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">{task.target}</p>
            </TrashRow>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
