import { z } from "zod";
import { toOneLine } from "../shared/one-line";
import { DISPLAY_NAME_MAX, NAME_REQUIRED_MESSAGE, NAME_TOO_LONG_MESSAGE } from "./staff-name";

/**
 * A staff member's display name, wherever one is typed (Staff Accounts' new account, one's own on the Me page):
 * one line, trimmed, 1 to DISPLAY_NAME_MAX characters.
 */
export const displayNameField = z
  .string()
  .overwrite(toOneLine)
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(DISPLAY_NAME_MAX, NAME_TOO_LONG_MESSAGE);
