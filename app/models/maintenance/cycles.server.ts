import type { GameType } from "~/db/schema";
import type { DB } from "~/utils/db.server";

/**
 * The maintenance cycles as the database holds them: every live task on every machine it is for, with when the
 * cycle began, the counter then, and who took it. `due-list.server.ts` turns them into due points.
 */

export type CycleFilter = { gameId?: number; taskId?: number; type?: GameType; assignedTo?: number };

export type CycleRow = {
  taskId: number;
  title: string;
  steps: string;
  minutes: number | null;
  every_days: number | null;
  every_open_hours: number | null;
  every_plays: number | null;
  gameId: number;
  gameName: string;
  gameSlug: string;
  gameType: GameType;
  /** When the cycle began: the last time it was done, or when the machine joined the task. */
  start: string;
  lastDoneAt: string | null;
  playsAtDone: number | null;
  assignedTo: number | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
};

const TASK_COLUMNS = [
  "t.id as taskId",
  "t.title",
  "t.steps",
  "t.minutes",
  "t.every_days",
  "t.every_open_hours",
  "t.every_plays",
  "t.created_at as taskCreatedAt",
  "g.id as gameId",
  "g.name as gameName",
  "g.slug as gameSlug",
  "g.type as gameType",
  "g.created_at as gameCreatedAt",
] as const;

/** Each live task with each machine it is for: a list or one machine by name, a type by the machines on the floor. */
async function pairs(db: DB, filter: CycleFilter) {
  const [named, typed] = await Promise.all([
    db
      .selectFrom("maintenance_tasks as t")
      .innerJoin("maintenance_task_games as m", "m.task_id", "t.id")
      .innerJoin("games as g", "g.id", "m.game_id")
      .where("t.scope", "in", ["machine", "list"])
      .select([...TASK_COLUMNS, "m.added_at as addedAt"])
      .where("t.deleted_at", "is", null)
      .where("g.deleted_at", "is", null)
      .$if(filter.taskId !== undefined, (q) => q.where("t.id", "=", filter.taskId!))
      .$if(filter.gameId !== undefined, (q) => q.where("g.id", "=", filter.gameId!))
      .$if(filter.type !== undefined, (q) => q.where("g.type", "=", filter.type!))
      .execute(),
    db
      .selectFrom("maintenance_tasks as t")
      .innerJoin("games as g", (join) => join.onRef("g.type", "=", "t.game_type"))
      .where("t.scope", "=", "type")
      .where("g.location", "=", "Replay")
      .select(TASK_COLUMNS)
      .where("t.deleted_at", "is", null)
      .where("g.deleted_at", "is", null)
      .$if(filter.taskId !== undefined, (q) => q.where("t.id", "=", filter.taskId!))
      .$if(filter.gameId !== undefined, (q) => q.where("g.id", "=", filter.gameId!))
      .$if(filter.type !== undefined, (q) => q.where("g.type", "=", filter.type!))
      .execute(),
  ]);
  return [...named, ...typed.map((row) => ({ ...row, addedAt: null as string | null }))];
}

export async function readCycles(db: DB, filter: CycleFilter = {}): Promise<CycleRow[]> {
  const [all, lastDone, claims] = await Promise.all([
    pairs(db, filter),
    db
      .selectFrom("maintenance_done as d")
      .innerJoin(
        (eb) =>
          eb
            .selectFrom("maintenance_done")
            .select((e) => ["task_id", "game_id", e.fn.max("done_at").as("last")])
            .$if(filter.taskId !== undefined, (q) => q.where("task_id", "=", filter.taskId!))
            .$if(filter.gameId !== undefined, (q) => q.where("game_id", "=", filter.gameId!))
            .groupBy(["task_id", "game_id"])
            .as("l"),
        (join) =>
          join
            .onRef("l.task_id", "=", "d.task_id")
            .onRef("l.game_id", "=", "d.game_id")
            .onRef("l.last", "=", "d.done_at"),
      )
      .select(["d.task_id", "d.game_id", "d.done_at", "d.plays_at_done"])
      .execute(),
    db
      .selectFrom("maintenance_claims as c")
      .innerJoin("users as u", "u.id", "c.assigned_to")
      .select(["c.task_id", "c.game_id", "c.assigned_to", "u.name", "u.email"])
      .$if(filter.gameId !== undefined, (q) => q.where("c.game_id", "=", filter.gameId!))
      .execute(),
  ]);
  const key = (taskId: number, gameId: number) => `${taskId}:${gameId}`;
  const done = new Map(lastDone.map((d) => [key(d.task_id, d.game_id), d]));
  const claimed = new Map(claims.map((c) => [key(c.task_id, c.game_id), c]));
  const rows = all.map((pair): CycleRow => {
    const last = done.get(key(pair.taskId, pair.gameId));
    const claim = claimed.get(key(pair.taskId, pair.gameId));
    // Never done: from when the machine joined the task, which is no earlier than the task or the machine.
    const joined = [pair.taskCreatedAt, pair.gameCreatedAt, pair.addedAt ?? ""].sort().at(-1)!;
    return {
      taskId: pair.taskId,
      title: pair.title,
      steps: pair.steps,
      minutes: pair.minutes,
      every_days: pair.every_days,
      every_open_hours: pair.every_open_hours,
      every_plays: pair.every_plays,
      gameId: pair.gameId,
      gameName: pair.gameName,
      gameSlug: pair.gameSlug,
      gameType: pair.gameType,
      start: last?.done_at ?? joined,
      lastDoneAt: last?.done_at ?? null,
      playsAtDone: last?.plays_at_done ?? null,
      assignedTo: claim?.assigned_to ?? null,
      assigneeName: claim?.name ?? null,
      assigneeEmail: claim?.email ?? null,
    };
  });
  return filter.assignedTo === undefined ? rows : rows.filter((row) => row.assignedTo === filter.assignedTo);
}
