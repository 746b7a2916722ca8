import { getConfig } from "~/utils/config.server";
import { museumClock } from "../hours/museum-clock";
import {
  gameFieldErrors,
  gameFormSchema,
  gameFormValues,
  type GameFieldErrors,
  type GameFormInput,
  type GameFormValues,
} from "./game.schema";

/** The year field's upper bound: the current year in the museum's time zone. */
export const currentMuseumYear = (now = new Date()) => Number(museumClock(now, getConfig().timeZone).date.slice(0, 4));

/** Reads and checks a posted game form: the input to save, or the messages; the user's values either way. */
export function readGameForm(
  form: FormData,
): { values: GameFormValues; input: GameFormInput } | { values: GameFormValues; fieldErrors: GameFieldErrors } {
  const values = gameFormValues(form);
  const parsed = gameFormSchema(currentMuseumYear()).safeParse(values);
  return parsed.success ? { values, input: parsed.data } : { values, fieldErrors: gameFieldErrors(parsed.error) };
}
