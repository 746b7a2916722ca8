import { ArchiveRestore, CircleCheck } from "lucide-react";
import { useState } from "react";
import { href, Link } from "react-router";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import { ruledList } from "~/components/ui/classes";
import { taskBackFromTrash } from "~/models/maintenance/task-trash";
import type { action } from "~/routes/admin.trash";
import { DaysLeft, DeletedBy, RESTORED_NOTICE } from "./TrashedRepairs";

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
          <p role="status" className={RESTORED_NOTICE}>
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            {taskBackFromTrash(restoring.title)}
            <Link
              to={href("/maintenance/tasks/:taskId", { taskId: String(restoring.id) })}
              className="font-semibold underline underline-offset-4"
            >
              View task
            </Link>
          </p>
        ) : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
      {tasks.length ? (
        <ul className={ruledList} aria-label="Deleted maintenance tasks, most recent first">
          {tasks.map((task) => (
            <li
              key={task.id}
              className="flex flex-col gap-3 bg-white px-4 py-4 sm:flex-row sm:items-center sm:justify-between dark:bg-ink-900"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900 dark:text-white">{task.title}</p>
                <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-200">{task.target}</p>
                <DeletedBy row={task} />
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <DaysLeft days={task.daysLeft} />
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={busy}
                  aria-label={`Restore the task ${task.title}`}
                  onClick={() => restore(task)}
                >
                  <ArchiveRestore aria-hidden className="size-4" />
                  {busy && restoring?.id === task.id ? "Restoring..." : "Restore"}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
