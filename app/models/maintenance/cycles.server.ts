import { sql } from "kysely";
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
  /** The counter's running total when it was last done, when a reading was known then. */
  startTotal: number | null;
  assignedTo: number | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
};

/** One number per cycle, for the maps below: a task's and a machine's ids stay far below 2^21 and 2^32. */
const key = (taskId: number, gameId: number) => taskId * 4_294_967_296 + gameId;

/** The later of two instants as the database keeps them (ISO text sorts as time does). */
const later = (a: string, b: string | null) => (b !== null && b > a ? b : a);

/**
 * Each live task with each machine it is for: a list or one machine by name, a type by the machines of that type
 * on the floor. The tables are read once each (a few thousand narrow rows) and paired here, not joined per cycle.
 */
export async function readCycles(db: DB, filter: CycleFilter = {}): Promise<CycleRow[]> {
  const [links, lastDone, tasks, games, claims] = await Promise.all([
    db
      .selectFrom("maintenance_task_games")
      .select(["task_id", "game_id", "added_at"])
      .$if(filter.taskId !== undefined, (q) => q.where("task_id", "=", filter.taskId!))
      .$if(filter.gameId !== undefined, (q) => q.where("game_id", "=", filter.gameId!))
      .execute(),
    // Each cycle's newest done row, marked by triggers (migrations/20261129_0037_maintenance_lookups.ts): one row
    // per cycle, not a year of them.
    db
      .selectFrom("maintenance_done")
      .select(["task_id", "game_id", "done_at", "plays_total_at_done"])
      .where(sql<boolean>`latest`)
      .$if(filter.taskId !== undefined, (q) => q.where("task_id", "=", filter.taskId!))
      .$if(filter.gameId !== undefined, (q) => q.where("game_id", "=", filter.gameId!))
      .execute(),
    db
      .selectFrom("maintenance_tasks")
      .select([
        "id",
        "title",
        "steps",
        "minutes",
        "scope",
        "game_type",
        "every_days",
        "every_open_hours",
        "every_plays",
        "created_at",
      ])
      .where("deleted_at", "is", null)
      .$if(filter.taskId !== undefined, (q) => q.where("id", "=", filter.taskId!))
      .execute(),
    db
      .selectFrom("games")
      .select(["id", "name", "slug", "type", "location", "created_at"])
      .where("deleted_at", "is", null)
      .$if(filter.gameId !== undefined, (q) => q.where("id", "=", filter.gameId!))
      .$if(filter.type !== undefined, (q) => q.where("type", "=", filter.type!))
      .execute(),
    db
      .selectFrom("maintenance_claims as c")
      .innerJoin("users as u", "u.id", "c.assigned_to")
      .select(["c.task_id", "c.game_id", "c.assigned_to", "u.name", "u.email"])
      .$if(filter.gameId !== undefined, (q) => q.where("c.game_id", "=", filter.gameId!))
      .execute(),
  ]);
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const gameById = new Map(games.map((g) => [g.id, g]));
  const onFloor = new Map<GameType, typeof games>();
  for (const game of games)
    if (game.location === "Replay") onFloor.set(game.type, [...(onFloor.get(game.type) ?? []), game]);
  const done = new Map(lastDone.map((d) => [key(d.task_id, d.game_id), d]));
  const claimed = new Map(claims.map((c) => [key(c.task_id, c.game_id), c]));
  const named = links.flatMap((link) => {
    const task = taskById.get(link.task_id);
    const game = gameById.get(link.game_id);
    return task && game && task.scope !== "type" ? [{ task, game, addedAt: link.added_at as string | null }] : [];
  });
  const typed = tasks.flatMap((task) =>
    task.scope === "type" && task.game_type
      ? (onFloor.get(task.game_type) ?? []).map((game) => ({ task, game, addedAt: null }))
      : [],
  );
  const rows = [...named, ...typed].map(({ task, game, addedAt }): CycleRow => {
    const last = done.get(key(task.id, game.id));
    const claim = claimed.get(key(task.id, game.id));
    // Never done: from when the machine joined the task, which is no earlier than the task or the machine.
    const joined = later(later(task.created_at, game.created_at), addedAt);
    return {
      taskId: task.id,
      title: task.title,
      steps: task.steps,
      minutes: task.minutes,
      every_days: task.every_days,
      every_open_hours: task.every_open_hours,
      every_plays: task.every_plays,
      gameId: game.id,
      gameName: game.name,
      gameSlug: game.slug,
      gameType: game.type,
      start: last?.done_at ?? joined,
      lastDoneAt: last?.done_at ?? null,
      startTotal: last?.plays_total_at_done ?? null,
      assignedTo: claim?.assigned_to ?? null,
      assigneeName: claim?.name ?? null,
      assigneeEmail: claim?.email ?? null,
    };
  });
  return filter.assignedTo === undefined ? rows : rows.filter((row) => row.assignedTo === filter.assignedTo);
}
