/** The Trash's rules and texts (docs/departures.md#trash), for games and repairs: its page, its queries and the housekeeping. */

export const TRASH_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

export const TRASH_EMPTY = "The Trash is empty";
export const RESTORE_FAILED = "Failed to restore game. Please try again.";
export const NOT_IN_TRASH = "That game is no longer in the Trash.";
export const RESTORE_REPAIR_FAILED = "Failed to restore repair. Please try again.";
export const REPAIR_NOT_IN_TRASH = "That repair is no longer in the Trash.";
export const repairGameInTrash = (game: string) =>
  `${game} is in the Trash too. Restore the game first, then its repair.`;

/** Whole days until the purge, counting a started day: 1 on the last day, never below 0. */
export function daysLeft(deletedAt: string, now: Date) {
  const left = Date.parse(deletedAt) + TRASH_DAYS * DAY_MS - now.getTime();
  return Math.max(0, Math.ceil(left / DAY_MS));
}

export const daysLeftLabel = (days: number) =>
  days === 0 ? "Purged within the hour" : days === 1 ? "1 day left" : `${days} days left`;
