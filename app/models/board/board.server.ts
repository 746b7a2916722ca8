import type { GameStatus } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { formatMuseumDate, formatMuseumDay } from "~/utils/museum-date.server";
import { formatTime12, formatTimeRange } from "~/utils/time";
import { getCurrentAnnouncement } from "../announcement/announcement.server";
import { eventTypeLabel } from "../event/event";
import { readHoursAhead } from "../hours/hours.server";
import { museumClock, todaysHours } from "../hours/museum-clock";
import { isUntriaged, REPAIR_STATUS_LABELS, SEVERITY_LABELS } from "../repair/floor";
import { triageRank } from "../repair/repair-dashboard.server";
import { readPlayingNow } from "../stats/playing-now.server";
import {
  boardAge,
  BOARD_ROWS,
  cutTo,
  FLOOR_GROUPS,
  type BoardEvent,
  type LobbyBoard,
  type WorkshopBoard,
} from "./board";
import { staffName } from "~/models/account/staff-name";
import { readBoardMaintenance } from "../maintenance/board-maintenance.server";

/** Today's events and the next ones after today: what a lobby TV has room for. */
const NEXT_EVENTS = 2;

/**
 * The lobby board: the playing-now figure from the one query that gives it everywhere, the floor
 * by status, today's hours and events, the announcement. Public data only: the same as the home page shows.
 */
export async function readLobbyBoard(db: DB, now: Date, timeZone: string): Promise<LobbyBoard> {
  const today = museumClock(now, timeZone).date;
  const [playing, machines, hours, events, announcement] = await Promise.all([
    readPlayingNow(db),
    db
      .selectFrom("games")
      .select(["id", "name", "status"])
      .where("location", "=", "Replay")
      .where("deleted_at", "is", null)
      .orderBy((eb) => eb.fn("lower", ["name"]))
      .orderBy("id")
      .execute(),
    readHoursAhead(db, today),
    db
      .selectFrom("events")
      .select(["id", "title", "date", "time", "type"])
      .where("date", ">=", today)
      .orderBy("date")
      .orderBy("time")
      .orderBy("id")
      // Every event of today fits well within this; the next ones come after them.
      .limit(12)
      .execute(),
    getCurrentAnnouncement(db, now),
  ]);
  const open = todaysHours(hours.weekly, hours.special, now, timeZone);
  const special = hours.special.find((s) => s.date === today);
  const event = (e: (typeof events)[number], withDate: boolean): BoardEvent => ({
    id: e.id,
    title: e.title,
    when: withDate ? `${formatMuseumDay(e.date, "EEE, MMM d")}, ${formatTime12(e.time)}` : formatTime12(e.time),
    kind: eventTypeLabel(e.type),
  });
  return {
    ...playing,
    floor: FLOOR_GROUPS.map((status: GameStatus) => ({
      status,
      machines: machines.filter((m) => m.status === status).map(({ id, name }) => ({ id, name })),
    })),
    dateLabel: formatMuseumDay(today, "EEEE, MMMM d"),
    hoursToday: open ? formatTimeRange(open.open, open.close) : null,
    hoursNote: special?.reason ?? null,
    today: events.filter((e) => e.date === today).map((e) => event(e, false)),
    next: events
      .filter((e) => e.date > today)
      .slice(0, NEXT_EVENTS)
      .map((e) => event(e, true)),
    announcement: announcement ? { message: announcement.message, type: announcement.type } : null,
  };
}

const minutesSince = (iso: string, now: Date) => (now.getTime() - Date.parse(iso)) / 60_000;

/**
 * The workshop board: safety problems and untriaged visitor reports first, then the other open
 * repairs by severity and age, parts received and waiting to be fitted, overdue maintenance, and who took what. Staff data: only
 * a signed-in staff member or a live board link gets it.
 */
export async function readWorkshopBoard(db: DB, now: Date): Promise<WorkshopBoard> {
  const [repairs, received, maintenance] = await Promise.all([
    db
      .selectFrom("repairs")
      .innerJoin("games", "games.id", "repairs.game_id")
      .leftJoin("users as assignee", "assignee.id", "repairs.assigned_to")
      .select([
        "repairs.id",
        "repairs.comment",
        "repairs.severity",
        "repairs.safety",
        "repairs.source",
        "repairs.triaged_at",
        "repairs.status",
        "repairs.created_at",
        "games.name as game",
        "assignee.name as assignee_name",
        "assignee.email as assignee_email",
      ])
      .where("repairs.resolved", "=", false)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .orderBy(triageRank)
      .orderBy("repairs.created_at")
      .orderBy("repairs.id")
      .execute(),
    db
      .selectFrom("repair_parts")
      .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
      .innerJoin("games", "games.id", "repairs.game_id")
      .leftJoin("users as assignee", "assignee.id", "repairs.assigned_to")
      .select([
        "repair_parts.id",
        "repair_parts.name",
        "repair_parts.quantity",
        "repair_parts.received_at",
        "repair_parts.updated_at",
        "games.name as game",
        "assignee.name as assignee_name",
        "assignee.email as assignee_email",
      ])
      .where("repair_parts.status", "=", "received")
      .where("repairs.resolved", "=", false)
      .where("repairs.deleted_at", "is", null)
      .where("games.deleted_at", "is", null)
      .orderBy("repair_parts.received_at")
      .orderBy("repair_parts.id")
      .execute(),
    readBoardMaintenance(db, now),
  ]);
  const rows = repairs.map((r) => {
    const ageMinutes = Math.floor(minutesSince(r.created_at, now));
    return {
      id: r.id,
      game: r.game,
      severity: r.severity,
      safety: Boolean(r.safety),
      untriaged: isUntriaged({ source: r.source, triaged_at: r.triaged_at, resolved: false }),
      statusLabel: REPAIR_STATUS_LABELS[r.status],
      severityLabel: SEVERITY_LABELS[r.severity],
      comment: r.comment,
      age: boardAge(ageMinutes),
      ageMinutes,
      takenBy: staffName(r.assignee_name, r.assignee_email, null),
    };
  });
  const needsAttention = (r: (typeof rows)[number]) => r.safety || r.untriaged;
  const takers = new Map<string, string[]>();
  for (const r of rows) if (r.takenBy) takers.set(r.takenBy, [...(takers.get(r.takenBy) ?? []), r.game]);
  return {
    // Safety first, then untriaged reports, each oldest first: the board's own order, not the dashboard's.
    attention: cutTo(
      rows.filter(needsAttention).sort((a, b) => Number(b.safety) - Number(a.safety) || b.ageMinutes - a.ageMinutes),
      BOARD_ROWS.attention,
    ),
    open: cutTo(
      rows.filter((r) => !needsAttention(r)),
      BOARD_ROWS.open,
    ),
    openCount: rows.length,
    received: cutTo(
      received.map((p) => ({
        id: p.id,
        name: p.name,
        quantity: Number(p.quantity),
        game: p.game,
        age: boardAge(minutesSince(p.received_at ?? p.updated_at, now)),
        takenBy: staffName(p.assignee_name, p.assignee_email, null),
      })),
      BOARD_ROWS.received,
    ),
    maintenance,
    takers: [...takers].map(([name, games]) => ({ name, games })).sort((a, b) => a.name.localeCompare(b.name)),
    updatedLabel: formatMuseumDate(now, "time"),
  };
}
