import { inTransaction, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { removeUnusedImages } from "../game/game-admin.server";
import { DAY_MS, daysLeft, TRASH_DAYS } from "../game/game-trash";
import { staffName } from "~/models/account/staff-name";
import { describeTarget } from "./task";
import { taskGameInTrash, taskStarterTwin } from "./task-trash";

/**
 * Deleted maintenance tasks wait in the Trash as deleted repairs do (docs/departures.md#trash): off the task
 * and due lists (each task query leaves out `deleted_at`) until a manager restores them, or TRASH_DAYS pass and
 * the hourly housekeeping removes them with their done rows, claims, machines and the photos of their done rows.
 */

export type TrashedTask = {
  id: number;
  title: string;
  /** What the task is for, in the task list's words */
  target: string;
  deletedAt: string;
  deletedBy: string | null;
  daysLeft: number;
};

/** The machines each task names, by task, the ones in the Trash too: a task in the Trash still says what it was for. */
async function machineNames(db: DB, taskIds: number[]) {
  const byTask = new Map<number, { name: string; trashed: boolean }[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .selectFrom("maintenance_task_games as tg")
    .innerJoin("games as g", "g.id", "tg.game_id")
    .select(["tg.task_id", "g.name", "g.deleted_at"])
    .where("tg.task_id", "in", taskIds)
    .orderBy("g.name")
    .execute();
  for (const row of rows)
    byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), { name: row.name, trashed: row.deleted_at !== null }]);
  return byTask;
}

/** The tasks in the Trash, most recently deleted first. */
export async function listTrashedTasks(db: DB, now = new Date()): Promise<TrashedTask[]> {
  const rows = await db
    .selectFrom("maintenance_tasks as t")
    .leftJoin("users", "users.id", "t.deleted_by")
    .select(["t.id", "t.title", "t.scope", "t.game_type", "t.deleted_at", "users.name", "users.email"])
    .where("t.deleted_at", "is not", null)
    .orderBy("t.deleted_at", "desc")
    .orderBy("t.id", "desc")
    .execute();
  const machines = await machineNames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    target: describeTarget({
      scope: r.scope,
      gameType: r.game_type,
      machines: (machines.get(r.id) ?? []).map((m) => m.name),
    }),
    deletedAt: r.deleted_at as string,
    deletedBy: staffName(r.name, r.email, null),
    daysLeft: daysLeft(r.deleted_at as string, now),
  }));
}

/**
 * Takes a task out of the Trash in the caller's transaction, and says so in the Activity log; false, with nothing
 * changed, when the starter set has made the same task again meanwhile (it would be there twice). The Trash's
 * Restore and the delete's Undo both bring a task back this way.
 */
export async function takeOutOfTrash(
  trx: DB,
  id: number,
  row: { title: string; starter_key: string | null },
  actor: Actor,
  action: "maintenance_task_restored" | "maintenance_task_delete_undone",
) {
  if (row.starter_key !== null) {
    const twin = await trx
      .selectFrom("maintenance_tasks")
      .select("id")
      .where("starter_key", "=", row.starter_key)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (twin) return false;
  }
  await trx.updateTable("maintenance_tasks").set({ deleted_at: null, deleted_by: null }).where("id", "=", id).execute();
  await audit(trx, {
    action,
    userId: actor.id,
    entity: "maintenance_task",
    entityId: id,
    details: { title: row.title },
    ip: actor.ip,
  });
  return true;
}

export type TaskRestored = { ok: true; id: number; title: string } | { ok: false; error: string } | null;

/**
 * Brings a task back as it was: its machines, intervals and checklist never left it. Null when it is not in the
 * Trash. Refused (nothing changed) when its one machine is in the Trash too, where it would show on no list
 * while the Trash said it was back, or when the starter set has made the same task again meanwhile.
 */
export async function restoreTask(db: DB, id: number, actor: Actor): Promise<TaskRestored> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("maintenance_tasks")
      .select(["title", "scope", "starter_key"])
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    if (!row) return null;
    const machines = (await machineNames(trx, [id])).get(id) ?? [];
    if (row.scope === "machine" && machines.length > 0 && machines.every((m) => m.trashed))
      return { ok: false, error: taskGameInTrash(machines[0].name) };
    if (!(await takeOutOfTrash(trx, id, row, actor, "maintenance_task_restored")))
      return { ok: false, error: taskStarterTwin(row.title) };
    return { ok: true, id, title: row.title };
  });
}

/**
 * Deletes for good every task TRASH_DAYS in the Trash, with its done rows, claims and machine links (one
 * transaction each), then the photos of its done rows that no other row uses. Returns how many it removed.
 */
export async function purgeTrashedTasks(db: DB, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();
  const due = await db.selectFrom("maintenance_tasks").select("id").where("deleted_at", "<=", cutoff).execute();
  let purged = 0;
  for (const { id } of due) {
    const photos = await inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom("maintenance_tasks")
        .select("title")
        .where("id", "=", id)
        .where("deleted_at", "<=", cutoff)
        .executeTakeFirst();
      if (!row) return null; // restored meanwhile
      const done = await trx.selectFrom("maintenance_done").select("photos").where("task_id", "=", id).execute();
      const urls = done.flatMap((d) => (JSON.parse(d.photos) as { url: string }[]).map((p) => p.url));
      // Deleted here rather than left to ON DELETE CASCADE, so the purge never hangs on a connection's pragma.
      await trx.deleteFrom("maintenance_claims").where("task_id", "=", id).execute();
      await trx.deleteFrom("maintenance_done").where("task_id", "=", id).execute();
      await trx.deleteFrom("maintenance_task_games").where("task_id", "=", id).execute();
      await trx.deleteFrom("maintenance_tasks").where("id", "=", id).execute();
      await audit(trx, {
        action: "maintenance_task_purged",
        entity: "maintenance_task",
        entityId: id,
        details: { title: row.title, doneRows: done.length, photos: urls.length },
      });
      return urls;
    });
    if (!photos) continue;
    await removeUnusedImages(db, photos);
    purged++;
  }
  return purged;
}
