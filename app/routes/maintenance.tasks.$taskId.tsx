import { href, redirect } from "react-router";
import type { Route } from "./+types/maintenance.tasks.$taskId";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { TaskForm } from "~/components/maintenance/task/TaskForm";
import { BackLink } from "~/components/ui/BackLink";
import { FormAlert } from "~/components/ui/FormAlert";
import { actorOf, type Actor } from "~/models/audit/audit.server";
import {
  TASK_DELETE_FAILED,
  TASK_DELETE_MANAGERS,
  TASK_UNDO_INTENT,
  taskDeleted,
  taskToValues,
} from "~/models/maintenance/task";
import { answerTaskPost } from "~/models/maintenance/task-form.server";
import { getTask, listPickableMachines } from "~/models/maintenance/task.server";
import { deleteTaskWithUndo, undoTaskDelete } from "~/models/maintenance/task-undo.server";
import { idempotencyKeyOf, once } from "~/models/shared/idempotency.server";
import { UNDO_FAILED } from "~/models/shared/undo";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { flashInit } from "~/utils/flash.server";
import { readFormData } from "~/utils/forms";
import { parseId } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /maintenance/tasks/{id}: the task form, filled in. Any staff member saves; a manager also deletes (to the
 * Trash, so what was done on it keeps its history), landing on the list with a toast that offers Undo, which
 * posts back here (intent "undo-delete"). A task not there (deleted, or never) sends the user to the list.
 */

export const meta: Route.MetaFunction = (args) =>
  noindexMeta(args, `Edit ${args.loaderData?.task.title ?? "Maintenance Task"}`);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  const id = parseId(params.taskId);
  const db = getDb();
  const task = id === null ? null : await getTask(db, id);
  if (!task) throw redirect(href("/maintenance/tasks"));
  return {
    task: { id: task.id, title: task.title },
    values: taskToValues(task),
    machines: await listPickableMachines(db),
    canDelete: user.role === "manager",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const id = parseId(params.taskId);
  if (id === null) throw redirect(href("/maintenance/tasks"));
  const form = await readFormData(request);
  const actor = actorOf(user, context);
  const intent = form.get("intent");
  if (intent === TASK_UNDO_INTENT) return undoDelete(id, form, actor);
  if (intent === "delete") {
    const { refuse } = actionAnswers("delete", "maintenance task");
    if (user.role !== "manager") return refuse(403, { error: TASK_DELETE_MANAGERS });
    let deleted;
    try {
      deleted = await deleteTaskWithUndo(getDb(), id, actor);
    } catch (error) {
      logger.error({ err: error, taskId: id }, "deleting a maintenance task failed");
      return refuse(500, { error: TASK_DELETE_FAILED });
    }
    const toast = deleted && { message: taskDeleted(deleted.title), undo: deleted.undo };
    throw redirect(href("/maintenance/tasks"), await flashInit(request, toast));
  }
  return answerTaskPost(request, getDb(), form, actor, id);
}

/** The deleter's Undo (the toast on the list), duplicate-safe like the floor's forms. */
async function undoDelete(id: number, form: FormData, actor: Actor) {
  const { refuse, done } = actionAnswers(TASK_UNDO_INTENT, "maintenance task");
  const token = form.get("undo");
  try {
    const { answer } = await once(getDb(), idempotencyKeyOf(form), `task-undo-delete:${id}`, (trx) =>
      undoTaskDelete(trx, id, typeof token === "string" ? token : undefined, actor),
    );
    return answer.ok ? done({ message: answer.message }) : refuse(answer.status, { error: answer.error });
  } catch (error) {
    logger.error({ err: error, taskId: id }, "undoing a maintenance task's delete failed");
    return refuse(500, { error: UNDO_FAILED });
  }
}

export default function EditMaintenanceTask({ loaderData, actionData }: Route.ComponentProps) {
  const { task, values, machines, canDelete } = loaderData;
  const saved = actionData?.intent === "save" ? actionData : undefined;
  const deleteError = actionData?.intent === "delete" && !actionData.ok ? actionData.error : undefined;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <BackLink to={href("/maintenance/tasks")}>Maintenance Tasks</BackLink>
      <div className="mt-1 mb-6 flex items-start justify-between gap-3">
        <h1 className="min-w-0 flex-1 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{task.title}</h1>
        {canDelete ? (
          <div className="shrink-0">
            <DeleteButton
              action={href("/maintenance/tasks/:taskId", { taskId: String(task.id) })}
              fields={{ intent: "delete" }}
              what={task.title}
              title="Delete this task?"
              description={
                <>
                  &ldquo;{task.title}&rdquo; leaves the list; what was done on it stays in each machine&rsquo;s history.
                </>
              }
              confirmLabel="Delete Task"
              wholePage
            />
          </div>
        ) : null}
      </div>
      {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
      <TaskForm
        initial={saved && "values" in saved && saved.values ? saved.values : values}
        machines={machines}
        result={saved}
        submitLabel="Save Task"
        cancelTo={href("/maintenance/tasks")}
      />
    </div>
  );
}
