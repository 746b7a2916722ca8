/**
 * A machine's play counter (docs/product.md#maintenance): a meter read by hand or posted by the counter itself
 * with its key. Its texts and the meter's rule, without zod or server code, so the machine page's bundle and
 * the endpoint share them.
 */

/** The largest reading taken: nine digits, well inside a PostgreSQL integer. */
export const PLAY_READING_MAX = 999_999_999;
export const PLAY_NOTE_MAX = 200;

export const PLAY_READING_REQUIRED = "Enter the number the play counter shows";
export const PLAY_READING_NOT_WHOLE = "The reading is a whole number of plays, 0 or more, such as 12345";
export const PLAY_READING_TOO_LARGE = `The reading can be at most ${PLAY_READING_MAX.toLocaleString("en-US")}`;
export const PLAY_NOTE_TOO_LONG = `Keep the note to ${PLAY_NOTE_MAX} characters`;
export const PLAY_READING_SAVE_FAILED = "Failed to save the reading. Please try again.";
export const PLAY_NOTE_HINT =
  "Needed only when the counter shows less than last time: say why (reset, board replaced).";

/** A reading lower than the last is a reset or a new board, never a typo passed over: it needs a note saying why. */
export const playReadingLowerNeedsNote = (last: number) =>
  `The last reading was ${plays(last)}. A lower reading needs a note saying why, such as "counter reset" or "board replaced".`;

/** A count of plays as people read it: 12,345. */
export const plays = (n: number) => n.toLocaleString("en-US");

/** Why a reading may not follow `last` (null when the machine has none yet), or null when it may. */
export function meterRefusal(last: number | null, reading: number, note: string | null) {
  return last !== null && reading < last && !note ? playReadingLowerNeedsNote(last) : null;
}

/**
 * The plays counted between two readings; null before the first. A lower reading (which came with its note) means
 * the counter was reset and counts on from zero, so all of it was played since.
 */
export const playsBetween = (previous: number | null, reading: number) =>
  previous === null ? null : reading >= previous ? reading - previous : reading;

/** Whether the counter started again between two readings. */
export const counterRestarted = (previous: number | null, reading: number) => previous !== null && reading < previous;

/**
 * What a saved reading says: "Reading 12,345 saved: 345 plays since Nov 20." `previous` is the reading before it
 * and its museum day as people read it.
 */
export function readingSavedMessage(reading: number, previous: { reading: number; dayLabel: string } | null) {
  const saved = `Reading ${plays(reading)} saved`;
  if (!previous) return `${saved}: the machine's first reading.`;
  const counted = playsBetween(previous.reading, reading)!;
  const since = `${plays(counted)} ${counted === 1 ? "play" : "plays"} since ${previous.dayLabel}`;
  return counterRestarted(previous.reading, reading)
    ? `${saved}: the counter was reset, ${since}.`
    : `${saved}: ${since}.`;
}

/** A reading as the machine page lists it. */
export type PlayReadingView = {
  id: number;
  reading: number;
  /** Its moment in museum time: 'Nov 20, 2026 3:15 PM' */
  readLabel: string;
  /** Since the reading before it; null for the first. */
  playsSince: number | null;
  /** Lower than the reading before it: the counter was reset. */
  restarted: boolean;
  /** A colleague's name, or the counter key's label. */
  by: string;
  fromCounter: boolean;
  note: string | null;
};
