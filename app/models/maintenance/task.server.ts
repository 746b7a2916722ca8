import { inTransaction, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { liveGames } from "../game/game.server";
import { intervalsOf, parseSteps } from "./maintenance";
import type { PickableMachine, TaskDetail, TaskRow } from "./task";
import type { TaskInput } from "./task.schema";

/**
 * The maintenance tasks' rows (docs/product.md#maintenance): every task outside the Trash with the machines it
 * names, one task for its form, and the writes, each in one transaction with its Activity row. A task's machines
 * keep the time they were added (`added_at`), so a machine added later starts its first interval from then.
 */

export type TaskWrite = { ok: true; id: number; title: string } | { ok: false; why: "missing" | "machines" };

const TASK_COLUMNS = [
  "id",
  "title",
  "scope",
  "game_type",
  "minutes",
  "steps",
  "every_days",
  "every_open_hours",
  "every_plays",
] as const;

const liveTasks = (db: DB) => db.selectFrom("maintenance_tasks").where("deleted_at", "is", null);

/** The machines each task names, by task: only those in the collection and not in the Trash. */
async function machinesOf(db: DB, taskIds: number[]) {
  const byTask = new Map<number, { id: number; name: string }[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .selectFrom("maintenance_task_games as tg")
    .innerJoin("games as g", "g.id", "tg.game_id")
    .select(["tg.task_id", "g.id", "g.name"])
    .where("tg.task_id", "in", taskIds)
    .where("g.deleted_at", "is", null)
    .orderBy("g.name")
    .execute();
  for (const row of rows) byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), { id: row.id, name: row.name }]);
  return byTask;
}

/** Every task outside the Trash, by title. */
export async function listTasks(db: DB): Promise<TaskRow[]> {
  const rows = await liveTasks(db).select(TASK_COLUMNS).orderBy("title").orderBy("id").execute();
  const machines = await machinesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    scope: row.scope,
    gameType: row.game_type,
    machines: (machines.get(row.id) ?? []).map((m) => m.name),
    intervals: intervalsOf(row),
    steps: parseSteps(row.steps),
    minutes: row.minutes,
  }));
}

export async function getTask(db: DB, id: number): Promise<TaskDetail | null> {
  const row = await liveTasks(db).select(TASK_COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const machines = (await machinesOf(db, [id])).get(id) ?? [];
  return {
    id: row.id,
    title: row.title,
    scope: row.scope,
    gameType: row.game_type,
    machines: machines.map((m) => m.name),
    gameIds: machines.map((m) => m.id),
    intervals: intervalsOf(row),
    steps: parseSteps(row.steps),
    minutes: row.minutes,
  };
}

/** The machines a task may name: the whole collection outside the Trash, by name. */
export async function listPickableMachines(db: DB): Promise<PickableMachine[]> {
  return liveGames(db).select(["id", "name", "type"]).orderBy("name").orderBy("id").execute();
}

/** Whether every machine named is in the collection and not in the Trash. */
async function machinesLive(db: DB, gameIds: number[]) {
  if (gameIds.length === 0) return true;
  const found = await liveGames(db).select("id").where("id", "in", gameIds).execute();
  return found.length === gameIds.length;
}

/** The columns a task's form writes. */
export const taskColumns = (input: Omit<TaskInput, "gameIds">) => ({
  title: input.title,
  minutes: input.minutes,
  scope: input.scope,
  game_type: input.gameType,
  every_days: input.intervals.days,
  every_open_hours: input.intervals.openHours,
  every_plays: input.intervals.plays,
  steps: JSON.stringify(input.steps),
});

const auditTask = (
  db: DB,
  actor: Actor,
  action: "maintenance_task_created" | "maintenance_task_updated",
  id: number,
  title: string,
) =>
  audit(db, { action, userId: actor.id, entity: "maintenance_task", entityId: id, details: { title }, ip: actor.ip });

export async function createTask(db: DB, input: TaskInput, actor: Actor, at = nowIso()): Promise<TaskWrite> {
  return inTransaction(db, async (trx) => {
    if (!(await machinesLive(trx, input.gameIds))) return { ok: false, why: "machines" };
    const { id } = await trx
      .insertInto("maintenance_tasks")
      .values({ ...taskColumns(input), created_by: actor.id, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.gameIds.length)
      await trx
        .insertInto("maintenance_task_games")
        .values(input.gameIds.map((game_id) => ({ task_id: id, game_id, added_at: at })))
        .execute();
    await auditTask(trx, actor, "maintenance_task_created", id, input.title);
    return { ok: true, id, title: input.title };
  });
}

/** Saves the form over a task: machines it keeps keep their `added_at`, new ones start now, others leave it. */
export async function updateTask(
  db: DB,
  id: number,
  input: TaskInput,
  actor: Actor,
  at = nowIso(),
): Promise<TaskWrite> {
  return inTransaction(db, async (trx) => {
    if (!(await machinesLive(trx, input.gameIds))) return { ok: false, why: "machines" };
    const updated = await trx
      .updateTable("maintenance_tasks")
      .set({ ...taskColumns(input), updated_at: at })
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { ok: false, why: "missing" };
    const kept = await trx.selectFrom("maintenance_task_games").select("game_id").where("task_id", "=", id).execute();
    const had = new Set(kept.map((row) => row.game_id));
    const gone = [...had].filter((gameId) => !input.gameIds.includes(gameId));
    if (gone.length)
      await trx.deleteFrom("maintenance_task_games").where("task_id", "=", id).where("game_id", "in", gone).execute();
    const added = input.gameIds.filter((gameId) => !had.has(gameId));
    if (added.length)
      await trx
        .insertInto("maintenance_task_games")
        .values(added.map((game_id) => ({ task_id: id, game_id, added_at: at })))
        .execute();
    await auditTask(trx, actor, "maintenance_task_updated", id, input.title);
    return { ok: true, id, title: input.title };
  });
}
