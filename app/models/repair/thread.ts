import { imageVariant, STORED_IMAGE_RE } from "~/utils/images";
import { TRASH_DAYS } from "../game/game-trash";

/**
 * The repair thread's texts and small rules (/repairs/{id}), for the browser and the server: no zod.
 * A photo is posted as its stored 1200 px URL (what the upload pipeline answers); its thumbnail is the 400 px
 * variant the same upload wrote.
 */

export const MAX_PHOTOS = 4;
export const ENTRY_BODY_MAX = 4000;
export const MINUTES_MAX = 24 * 60;
export const PART_NAME_MAX = 200;
export const PART_URL_MAX = 2000;
export const PART_QUANTITY_MAX = 999;

export const ENTRY_BODY_REQUIRED = "Say what you did or found";
export const MINUTES_INVALID = `Minutes must be a whole number from 1 to ${MINUTES_MAX}`;
export const TOO_MANY_PHOTOS = `Up to ${MAX_PHOTOS} photos`;
export const PHOTO_INVALID = "A photo could not be read. Please remove it and add it again.";
export const PART_NAME_REQUIRED = "Part name is required";
export const PART_QUANTITY_INVALID = `Quantity must be a whole number from 1 to ${PART_QUANTITY_MAX}`;
export const PART_URL_INVALID = "Where to buy must be a web address starting with https://";
export const PART_COST_NEGATIVE = "Cost cannot be negative";
export const DATE_INVALID = "Pick a date, or Clear";
export const DUPLICATE_REQUIRED = "Choose the repair this one duplicates";
export const BAD_DUPLICATE = "That repair is not another repair of this machine.";
export const REPAIR_CLOSED = "This repair is closed. Reopen it first.";
export const REPAIR_GONE = "This repair no longer exists.";
export const PART_GONE = "This part no longer exists.";
export const REPAIR_TRASHED = "Repair moved to the Trash.";
export const NOT_A_VISITOR_REPORT = "Only a visitor's report can be closed as a false alarm.";

/** What resolving does with the parts a repair still waits for: the thread asks, and the server will not guess. */
export const OUTSTANDING_CHOICES = ["cancel", "keep"] as const;
export type OutstandingChoice = (typeof OUTSTANDING_CHOICES)[number];

export const OUTSTANDING_CHOICE_INVALID = "Choose whether to cancel the outstanding parts or keep them open";

const them = (n: number) => (n === 1 ? "it" : "them");
export const outstandingPartsQuestion = (n: number) => `${n === 1 ? "1 part is" : `${n} parts are`} still outstanding`;
export const OUTSTANDING_CHOICE_LABELS = (n: number): Record<OutstandingChoice, string> => ({
  cancel: `Cancel ${them(n)} and resolve`,
  keep: `Keep ${them(n)} open and resolve`,
});
export const outstandingPartsRefusal = (n: number) =>
  `${outstandingPartsQuestion(n)}. Resolve the repair from its page, which asks whether to cancel ${them(n)} or keep ${them(n)} open.`;
export const resolvedMessage = (cancelled: number) =>
  cancelled === 0
    ? "Marked as resolved."
    : `Marked as resolved. ${cancelled === 1 ? "1 part" : `${cancelled} parts`} cancelled.`;

/** What 'Undo false alarm' did, as the thread says it. */
export function falseAlarmMessage(a: {
  gameName: string;
  gameStatus: string;
  restored: boolean;
  statusBefore: string | null;
}) {
  if (a.restored) return `Closed as a false alarm. ${a.gameName} is ${a.gameStatus} again.`;
  if (a.statusBefore)
    return `Closed as a false alarm. ${a.gameName} stays ${a.gameStatus}: another open repair keeps it off the floor.`;
  return `Closed as a false alarm. ${a.gameName} stays ${a.gameStatus}: the report had not changed its status.`;
}
/** What Delete on a repair does, said in its confirmation (the thread's and the game page's). */
export const REPAIR_TRASH_NOTE = `It goes to the Trash with its work entries, photos and parts, and a manager can restore it for ${TRASH_DAYS} days. The machine's status stays as it is.`;

/** The stored photos of a posted form, as kept in a repair's or entry's `photos` JSON. */
export const photoOf = (url: string) => ({ url, thumbnailUrl: imageVariant(url, 400) });
export const isStoredPhoto = (url: string) => STORED_IMAGE_RE.test(url);

/** A stored photo of a repair or work entry: the 1200 px image and its 400 px thumbnail. */
export type ThreadPhoto = { url: string; thumbnailUrl: string };
