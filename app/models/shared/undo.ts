/**
 * Undo after a staff action (docs/design.md#confirmations-and-undo): what the browser is handed to undo it, how
 * long the server still accepts it, and the texts of an undo refused. No server code, so the toast may import it.
 */

/** What an answer offers to undo: the page whose action undoes it, the intent, and the server's signed token. */
export type UndoOffer = { action: string; intent: string; token: string };

/** What an answer raises as a toast: its message, and the undo offered with it, if any. */
export type Toast = { message: string; undo?: UndoOffer };

/** A toast carried over a redirect; the id lets the page show it once however often its data is read again. */
export type Flash = Toast & { id: string };

/** The server accepts an undo this long after the action; the toast itself is shown for UNDO_SHOWN_MS. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;
/** How long a toast that offers Undo stays up (paused while it is hovered or has the focus). */
export const UNDO_SHOWN_MS = 15_000;

/** What a form's save says on the page it lands on. */
export const SAVED = "Saved.";

export const UNDO_EXPIRED = "Too late to undo: it is more than 10 minutes ago.";
export const UNDO_NOT_YOURS = "Only the person who did this can undo it.";
export const UNDO_INVALID = "This Undo could not be read. Reload the page and do it by hand.";
export const UNDO_MOVED_ON = "Nothing was undone: it has changed since.";
export const UNDO_FAILED = "The undo could not be saved. Please try again.";
