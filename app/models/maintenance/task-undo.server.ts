import { href } from "react-router";
import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { UNDO_MOVED_ON } from "../shared/undo";
import { offerUndo, readUndo } from "../shared/undo-token.server";
import { TASK_UNDO_INTENT, taskRestored } from "./task";
import { takeOutOfTrash } from "./task-trash.server";

/**
 * A task's Delete (managers only) and its Undo (docs/design.md#confirmations-and-undo). A deleted task goes to
 * the Trash (`deleted_at`, `deleted_by`), so what was done on it keeps its history; the deleter may bring it
 * back for UNDO_WINDOW_MS while it is still there from that delete.
 */

/** Moves the task to the Trash; its title and the offer to undo, or null when it was not there to delete. */
export async function deleteTaskWithUndo(db: DB, id: number, actor: Actor, at = nowIso()) {
  return inTransaction(db, async (trx) => {
    const task = await trx
      .selectFrom("maintenance_tasks")
      .select("title")
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (!task) return null;
    await trx
      .updateTable("maintenance_tasks")
      .set({ deleted_at: at, deleted_by: actor.id })
      .where("id", "=", id)
      .execute();
    await audit(trx, {
      action: "maintenance_task_deleted",
      userId: actor.id,
      entity: "maintenance_task",
      entityId: id,
      details: { title: task.title },
      ip: actor.ip,
    });
    const ticket = { kind: "delete-task" as const, id, by: actor.id, at, before: null };
    const action = href("/maintenance/tasks/:taskId", { taskId: String(id) });
    return { title: task.title, undo: offerUndo(action, TASK_UNDO_INTENT, ticket) };
  });
}

export type TaskUndone = { ok: true; message: string } | { ok: false; status: 400 | 403 | 409; error: string };

/**
 * Brings the task back when `token` is its deleter's, in time, and the task is still in the Trash from that
 * delete; not when the starter set has made the same task again meanwhile (it would be there twice).
 */
export async function undoTaskDelete(
  db: DB,
  id: number,
  token: string | undefined,
  actor: Actor,
  now = new Date(),
): Promise<TaskUndone> {
  const read = readUndo(token, { kind: "delete-task", id, userId: actor.id }, now.getTime());
  if (!read.ok) return read;
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("maintenance_tasks")
      .select(["title", "starter_key", "deleted_at", "deleted_by"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || row.deleted_at !== read.ticket.at || row.deleted_by !== read.ticket.by)
      return { ok: false, status: 409, error: UNDO_MOVED_ON } as const;
    if (!(await takeOutOfTrash(trx, id, row, actor, "maintenance_task_delete_undone")))
      return { ok: false, status: 409, error: UNDO_MOVED_ON } as const;
    return { ok: true, message: taskRestored(row.title) } as const;
  });
}
