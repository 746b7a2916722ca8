import { ShieldAlert } from "lucide-react";
import { href, Link } from "react-router";
import { ruledList } from "~/components/ui/classes";
import { describeIntervals, isSafetyTask } from "~/models/maintenance/maintenance";
import { describeTarget, type TaskRow } from "~/models/maintenance/task";

const ROW =
  "relative grid gap-x-4 gap-y-0.5 px-4 py-2.5 hover:bg-slate-50 sm:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.6fr)_8.5rem] sm:items-center dark:hover:bg-white/5";
const TITLE_LINK =
  "min-w-0 font-semibold text-slate-900 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-500 dark:text-white";
const MUTED = "min-w-0 truncate text-sm text-slate-600 dark:text-slate-400";

/** Every task, one line each: its title (the link to edit it), what it is for, how often, and its checklist. */
export function TaskList({ tasks }: { tasks: TaskRow[] }) {
  return (
    <ul className={`${ruledList} bg-white dark:bg-ink-900`} data-testid="task-list">
      {tasks.map((task) => (
        <li key={task.id} className={ROW} data-testid="task-row">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
            <Link to={href("/maintenance/tasks/:taskId", { taskId: String(task.id) })} className={TITLE_LINK}>
              {task.title}
            </Link>
            {isSafetyTask(task.steps) ? <SafetyMark /> : null}
          </span>
          <span className={`${MUTED} font-medium text-slate-800 dark:text-slate-200`} data-testid="task-target">
            {describeTarget(task)}
          </span>
          <span className="min-w-0 text-sm text-slate-600 dark:text-slate-400" data-testid="task-intervals">
            every {describeIntervals(task.intervals)}
          </span>
          <span className="text-sm text-slate-600 tabular-nums sm:text-right dark:text-slate-400">
            {task.steps.length === 1 ? "1 step" : `${task.steps.length} steps`}
            {task.minutes ? ` · ${task.minutes} min` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SafetyMark() {
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
      data-testid="task-safety"
    >
      <ShieldAlert aria-hidden className="size-3.5" /> Safety
    </span>
  );
}
