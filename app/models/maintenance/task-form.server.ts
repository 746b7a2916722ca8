import { href, redirect } from "react-router";
import { actionAnswers } from "~/utils/admin-action.server";
import type { DB } from "~/utils/db.server";
import { flashInit } from "~/utils/flash.server";
import { fieldErrorsOf } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import type { Actor } from "../audit/audit.server";
import { taskAdded, taskSaved, TASK_SAVE_FAILED, taskValues } from "./task";
import { MACHINE_GONE, taskSchema } from "./task.schema";
import { createTask, updateTask } from "./task.server";
import { stepsEdited } from "./task-steps";

/**
 * The task form's post, new (`id` null) or an edit: a checklist button's edit is drawn again unsaved (the form
 * without JavaScript); a save is checked with the form's schema and lands on the list saying what it did.
 */
export async function answerTaskPost(request: Request, db: DB, form: FormData, actor: Actor, id: number | null) {
  const values = taskValues(form);
  const { refuse, done } = actionAnswers("save", "maintenance task", { values });
  const edited = stepsEdited(form);
  if (edited) return done({ values: edited });
  const parsed = taskSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  let write;
  try {
    write = id === null ? await createTask(db, parsed.data, actor) : await updateTask(db, id, parsed.data, actor);
  } catch (error) {
    logger.error({ err: error, taskId: id }, "saving a maintenance task failed");
    return refuse(500, { error: TASK_SAVE_FAILED });
  }
  const list = href("/maintenance/tasks");
  if (!write.ok && write.why === "machines") return refuse(400, { fieldErrors: { gameIds: MACHINE_GONE } });
  if (!write.ok) throw redirect(list);
  const message = id === null ? taskAdded(write.title) : taskSaved(write.title);
  throw redirect(list, await flashInit(request, { message }));
}
