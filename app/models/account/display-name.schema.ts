import { z } from "zod";
import { toOneLine } from "../shared/one-line";
import { DISPLAY_NAME_MAX, NAME_REQUIRED_MESSAGE, NAME_TOO_LONG_MESSAGE } from "./staff-name";

/**
 * A staff member's display name, wherever one is typed (Staff Accounts' new account, one's own on the Me page):
 * one line (it reaches mails' subjects), trimmed, 1 to DISPLAY_NAME_MAX characters. Browser and server share it.
 */
export const displayNameField = z
  .string({ error: NAME_REQUIRED_MESSAGE })
  .overwrite(toOneLine)
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(DISPLAY_NAME_MAX, NAME_TOO_LONG_MESSAGE);

export const NAME_FAILED_MESSAGE = "Your name could not be saved. Please try again.";
export const nameSavedMessage = (name: string) => `Name saved: colleagues now see you as ${name}.`;

/** The Me page's name form. */
export const DisplayNameSchema = z.object({ name: displayNameField });

export type DisplayNameField = "name";
