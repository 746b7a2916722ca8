import type { AnnouncementType, GameStatus, RepairSeverity } from "~/db/schema";
import type { BoardMaintenanceRow } from "../maintenance/board-maintenance";

/**
 * The two TV boards (docs/product.md#the-tv-boards): what they show, as plain data the loaders send and the pages draw.
 * No server code: the board pages' bundles read the types and the words from here.
 */

/** The lobby board's title after the museum's name: 'Replay Museum: Live Floor'. */
export const lobbyBoardTitle = (museumName: string) => `${museumName}: Live Floor`;
export const WORKSHOP_BOARD_TITLE = "Workshop Board";

/** The floor's groups, in the order the lobby board shows them; the words are the game statuses' own. */
export const FLOOR_GROUPS: readonly GameStatus[] = ["Operational", "In Repair", "Awaiting Parts"];

export type LobbyBoard = {
  playing: number;
  onFloor: number;
  /** Machines on the floor by status, each list in name order. */
  floor: { status: GameStatus; machines: { id: number; name: string }[] }[];
  /** Today's museum date as people read it ('Wednesday, June 3'). */
  dateLabel: string;
  /** '11am - 9pm', or null when the museum is closed today. */
  hoursToday: string | null;
  /** Why today's hours differ from the week's (a special day's reason). */
  hoursNote: string | null;
  today: BoardEvent[];
  next: BoardEvent[];
  announcement: { message: string; type: AnnouncementType } | null;
};

export type BoardEvent = { id: number; title: string; when: string; kind: string };

/** A repair on the workshop board, its age written for the TV ('3 h', '2 d'). */
export type WorkshopRepair = {
  id: number;
  game: string;
  severity: RepairSeverity;
  safety: boolean;
  untriaged: boolean;
  severityLabel: string;
  statusLabel: string;
  comment: string;
  age: string;
  /** Minutes since it was logged, for ordering and the tests. */
  ageMinutes: number;
  takenBy: string | null;
};

/** A list cut to what the TV has room for, and how many it left out. */
export type BoardList<T> = { rows: T[]; more: number };

export type WorkshopBoard = {
  /** Safety problems and untriaged visitor reports, safety first, then oldest first. */
  attention: BoardList<WorkshopRepair>;
  /** Every other open repair by severity, then oldest first. */
  open: BoardList<WorkshopRepair>;
  /** Open repairs in all. */
  openCount: number;
  /** Parts that arrived for repairs still open: waiting to be fitted, oldest first. */
  received: BoardList<{
    id: number;
    name: string;
    quantity: number;
    game: string;
    age: string;
    takenBy: string | null;
  }>;
  /** Maintenance past its due point: safety-related first, then the longest overdue. */
  maintenance: BoardList<BoardMaintenanceRow>;
  /** Who took which open repairs, by name. */
  takers: { name: string; games: string[] }[];
  updatedLabel: string;
};

/** A board shows at most this many rows per list; the rest is counted ('and 4 more'). */
export const BOARD_ROWS = { attention: 6, open: 12, received: 6, maintenance: 5 } as const;

export const cutTo = <T>(rows: T[], room: number): BoardList<T> => ({
  rows: rows.slice(0, room),
  more: Math.max(0, rows.length - room),
});

/** How long ago, in the fewest characters a TV needs: minutes under an hour, hours under two days, then days. */
export function boardAge(minutes: number) {
  if (minutes < 60) return `${Math.max(0, Math.floor(minutes))} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

/** A board's event stream (server/board-events.ts); the workshop's carries the TV's board key when it has one. */
export const boardStreamUrl = (board: "lobby" | "workshop", key: string | null = null) =>
  `/board/events?board=${board}${key ? `&key=${encodeURIComponent(key)}` : ""}`;
