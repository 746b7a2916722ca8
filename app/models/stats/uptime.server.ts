import type { GameLocation, GameStatus } from "~/db/schema";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { fullWeek } from "../hours/hours";
import { museumClock } from "../hours/museum-clock";
import {
  collectionUptime,
  dailyAvailability,
  type DayFigure,
  finishedRepairs,
  machineUptime,
  type MachineUptime,
  median,
  openingSpans,
  periodDays,
  repairTime,
  type RepairTime,
  type Span,
  summarizeTimes,
  type StatusChange,
  type TimeSummary,
} from "./uptime";

export type MachineStats = {
  gameId: number;
  location: GameLocation;
  minutesOpen: number;
  minutesUp: number;
  availability: number | null;
  repairs: number;
  meanRepairOpenMinutes: number | null;
  meanRepairCalendarMinutes: number | null;
};

export type UptimeStats = {
  machines: MachineStats[];
  /** The collection's availability on each open day of the period. */
  daily: DayFigure[];
  collection: {
    minutesOpen: number;
    minutesUp: number;
    availability: number | null;
    repairs: TimeSummary;
    triage: {
      /** Visitor reports made in the period that a staff member has acted on. */
      count: number;
      /** Visitor reports made in the period that no staff member has acted on yet. */
      waiting: number;
      medianOpenMinutes: number | null;
      medianCalendarMinutes: number | null;
    };
  };
};

/**
 * The uptime and repair-time figures of Repair Stats for `gameIds` over [from, to) (ISO instants). Five queries
 * whatever the number of machines: the games, their status history up to `to`, the weekly hours, the
 * special days, and the visitor reports with their first staff action.
 *
 * Where a machine stood is not recorded over time, only its current location: a machine in the Warehouse
 * now counts as off the floor for the whole period, one on the floor now as on the floor throughout
 * (docs/departures.md#availability-location).
 */
export async function readUptimeStats(
  db: DB,
  { from, to, gameIds }: { from: string; to: string; gameIds: number[] },
  timeZone = getConfig().timeZone,
): Promise<UptimeStats> {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  if (!gameIds.length) return summarize([], [], [], 0, timeZone);

  const [games, history, weekly, special, reports] = await Promise.all([
    db.selectFrom("games").select(["id", "location", "status"]).where("id", "in", gameIds).orderBy("id").execute(),
    // Each machine's history from the last time it became Operational before the period (all of it if it
    // never did): a repair running at `from` began after that row, so nothing earlier changes a figure, and
    // a year of history is not read for a week's figures.
    db
      .with("anchors", (w) =>
        w
          .selectFrom("game_status_history")
          .select((eb) => ["game_id", eb.fn.max("changed_at").as("at")])
          .where("game_id", "in", gameIds)
          .where("to_status", "=", "Operational")
          .where("changed_at", "<", from)
          .groupBy("game_id"),
      )
      .selectFrom("game_status_history as h")
      .leftJoin("anchors", "anchors.game_id", "h.game_id")
      .select(["h.game_id", "h.from_status", "h.to_status", "h.changed_at"])
      .where("h.game_id", "in", gameIds)
      .where("h.changed_at", "<", to)
      .where((eb) => eb.or([eb("anchors.at", "is", null), eb("h.changed_at", ">=", eb.ref("anchors.at"))]))
      .orderBy("h.game_id")
      .orderBy("h.changed_at")
      .orderBy("h.id")
      .execute(),
    db.selectFrom("business_hours").selectAll().execute(),
    // Special days are a short list; the earliest one needed depends on the repairs, so take them all up to `to`.
    db
      .selectFrom("special_hours")
      .selectAll()
      .where("date", "<=", museumClock(new Date(toMs), timeZone).date)
      .execute(),
    db
      .selectFrom("repairs")
      .select((eb) => [
        "repairs.created_at",
        "repairs.triaged_at",
        eb
          .selectFrom("repair_events")
          .select((e) => e.fn.min("repair_events.created_at").as("first"))
          .whereRef("repair_events.repair_id", "=", "repairs.id")
          .where("repair_events.actor", "is not", null)
          .as("first_staff_event"),
      ])
      .where("repairs.game_id", "in", gameIds)
      .where("repairs.source", "=", "visitor")
      .where("repairs.deleted_at", "is", null)
      .where("repairs.created_at", ">=", from)
      .where("repairs.created_at", "<", to)
      .execute(),
  ]);

  const byGame = new Map<number, { before: GameStatus | null; changes: StatusChange[] }>();
  for (const row of history) {
    let entry = byGame.get(row.game_id);
    if (!entry) {
      // Null from_status: the row records the game's creation, and before it the game counts neither way.
      entry = { before: row.from_status, changes: [] };
      byGame.set(row.game_id, entry);
    }
    entry.changes.push({ at: Date.parse(row.changed_at), to: row.to_status });
  }
  const inputs = games.map((game) => ({
    game,
    // No history: the game has had its current status all along.
    ...(byGame.get(game.id) ?? { before: game.status, changes: [] }),
  }));

  // A repair finished in the period is counted in full, so the opening hours must reach back to its start.
  let earliest = fromMs;
  for (const { before, changes } of inputs) {
    for (const repair of finishedRepairs(before, changes, fromMs, toMs)) earliest = Math.min(earliest, repair.start);
  }
  // A triage may come after `to`; its opening hours are needed too.
  let latest = toMs;
  const triageTimes: { start: number; end: number }[] = [];
  let waiting = 0;
  for (const report of reports) {
    const first = [report.triaged_at, report.first_staff_event]
      .filter((t): t is string => Boolean(t))
      .map((t) => Date.parse(t));
    if (!first.length) {
      waiting++;
      continue;
    }
    const span = { start: Date.parse(report.created_at), end: Math.min(...first) };
    latest = Math.max(latest, span.end);
    triageTimes.push(span);
  }
  const open = openingSpans(fullWeek(weekly), special, earliest, latest, timeZone);

  const machines = inputs.map(({ game, before, changes }) => ({
    game,
    uptime: machineUptime({ from: fromMs, to: toMs, open, onFloor: game.location === "Replay", before, changes }),
  }));
  return summarize(
    machines,
    periodDays(open, fromMs, toMs),
    triageTimes.map((t) => repairTime(t, open)),
    waiting,
    timeZone,
  );
}

function summarize(
  machines: { game: { id: number; location: GameLocation }; uptime: MachineUptime }[],
  days: Span[],
  triage: RepairTime[],
  waiting: number,
  timeZone: string,
): UptimeStats {
  const collection = collectionUptime(machines.map((m) => m.uptime));
  return {
    daily: dailyAvailability(
      days,
      machines.map((m) => m.uptime),
      timeZone,
    ),
    machines: machines.map(({ game, uptime }) => {
      const repairs = summarizeTimes(uptime.repairs);
      return {
        gameId: game.id,
        location: game.location,
        minutesOpen: uptime.minutesOpen,
        minutesUp: uptime.minutesUp,
        availability: uptime.availability,
        repairs: uptime.repairs.length,
        meanRepairOpenMinutes: repairs.meanOpenMinutes,
        meanRepairCalendarMinutes: repairs.meanCalendarMinutes,
      };
    }),
    collection: {
      minutesOpen: collection.minutesOpen,
      minutesUp: collection.minutesUp,
      availability: collection.availability,
      repairs: collection.repairs,
      triage: {
        count: triage.length,
        waiting,
        medianOpenMinutes: median(triage.map((t) => t.openMinutes)),
        medianCalendarMinutes: median(triage.map((t) => t.calendarMinutes)),
      },
    },
  };
}
