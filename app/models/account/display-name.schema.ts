import { z } from "zod";
import { tooLong } from "../shared/fields";
import { toOneLine } from "../shared/one-line";

/**
 * A staff member's display name, the name colleagues see on repairs, the Activity screen and the staff header.
 * One line (it reaches mails' subjects), trimmed; the longest a manager may give a new account too. Browser and
 * server share this.
 */

export const DISPLAY_NAME_MAX = 100;
export const NAME_REQUIRED_MESSAGE = "Enter the name your colleagues know you by";
export const NAME_TOO_LONG_MESSAGE = tooLong("Name", DISPLAY_NAME_MAX);
export const NAME_FAILED_MESSAGE = "Your name could not be saved. Please try again.";
export const nameSavedMessage = (name: string) => `Name saved: colleagues now see you as ${name}.`;

/** The name as typed: line breaks and control characters become spaces, then it is trimmed. */
export const displayNameText = () =>
  z.string({ error: NAME_REQUIRED_MESSAGE }).overwrite(toOneLine).trim().max(DISPLAY_NAME_MAX, NAME_TOO_LONG_MESSAGE);

export const DisplayNameSchema = z.object({
  name: displayNameText().min(1, NAME_REQUIRED_MESSAGE),
});

export type DisplayNameField = "name";
