import type { GameLocation } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { readOnTime } from "../maintenance/on-time.server";
import { openRepairsByAge } from "./open-repairs";
import type { GameFigures } from "./stats-format";
import { readPlayingNow } from "./playing-now.server";
import { lastDays, rangeInstants } from "./stats-range.schema";
import type { StatsRange } from "./stats-range";
import { readUptimeStats, type MachineStats } from "./uptime.server";

export type MachineFigures = MachineStats & { name: string; slug: string };

const LEAST_AVAILABLE = 10;

/** Every machine in the collection (not the Trash), in name order: the screen's and the CSV's rows. */
async function collectionMachines(db: DB) {
  return db
    .selectFrom("games")
    .select(["id", "name", "slug", "location"])
    .where("deleted_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** Each machine's figures over the range, in name order, for the CSV and the screen's ten least available. */
export async function readMachineFigures(db: DB, range: StatsRange, now: Date, timeZone: string) {
  const games = await collectionMachines(db);
  const stats = await readUptimeStats(
    db,
    { ...rangeInstants(range, now, timeZone), gameIds: games.map((g) => g.id) },
    timeZone,
  );
  return { games, stats, machines: withNames(games, stats.machines) };
}

function withNames(
  games: { id: number; name: string; slug: string; location: GameLocation }[],
  machines: MachineStats[],
): MachineFigures[] {
  const byId = new Map(machines.map((m) => [m.gameId, m]));
  return games.flatMap((game) => {
    const figures = byId.get(game.id);
    return figures ? [{ ...figures, name: game.name, slug: game.slug }] : [];
  });
}

/**
 * Repairs resolved in [from, to) on machines in the collection: what the Repair Dashboard lists as Resolved,
 * for the screen to set beside the repairs it times.
 */
async function resolvedRepairs(db: DB, { from, to }: { from: string; to: string }) {
  const row = await db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("repairs.status", "=", "resolved")
    .where("repairs.resolved_at", ">=", from)
    .where("repairs.resolved_at", "<", to)
    .where("games.deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Everything `/repairs/stats` shows for a range: the uptime figures, machines playing now, the repairs resolved
 * in it, the open repairs by severity and age, and the maintenance on-time rate. Seven queries whatever the
 * number of machines and days, and the due list's own.
 */
export async function readStatsScreen(db: DB, range: StatsRange, now: Date, timeZone: string) {
  const period = rangeInstants(range, now, timeZone);
  const [{ stats, machines }, playingNow, resolved, open, onTime] = await Promise.all([
    readMachineFigures(db, range, now, timeZone),
    readPlayingNow(db),
    resolvedRepairs(db, period),
    db
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .select(["repairs.severity", "repairs.safety", "repairs.created_at"])
      .where("repairs.resolved", "=", false)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .execute(),
    readOnTime(db, period, now, timeZone),
  ]);
  const leastAvailable = machines
    .filter((m) => m.availability !== null && m.availability < 1)
    .sort((a, b) => a.availability! - b.availability! || a.name.localeCompare(b.name))
    .slice(0, LEAST_AVAILABLE);
  return {
    collection: stats.collection,
    daily: stats.daily,
    playingNow,
    resolvedRepairs: resolved,
    openRepairs: openRepairsByAge(open, now.getTime()),
    leastAvailable,
    maintenanceOnTime: onTime.collection,
  };
}

/**
 * The game page's staff figures for one machine: availability over the last 30 and 90 days, and its repairs
 * over the last 12 months (365 days) with their mean time to repair.
 */
export async function readGameFigures(db: DB, gameId: number, now: Date, timeZone: string): Promise<GameFigures> {
  const over = async (days: number) => {
    const period = rangeInstants(lastDays(days, now, timeZone), now, timeZone);
    return (await readUptimeStats(db, { ...period, gameIds: [gameId] }, timeZone)).machines.at(0);
  };
  const [month, quarter, year] = await Promise.all([over(30), over(90), over(365)]);
  return {
    onFloor: month?.location === "Replay",
    availability30: month?.availability ?? null,
    availability90: quarter?.availability ?? null,
    repairs12Months: year?.repairs ?? 0,
    meanRepairOpenMinutes: year?.meanRepairOpenMinutes ?? null,
    meanRepairCalendarMinutes: year?.meanRepairCalendarMinutes ?? null,
  };
}
