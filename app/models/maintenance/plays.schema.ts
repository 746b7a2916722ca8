import { z } from "zod";
import {
  PLAY_NOTE_MAX,
  PLAY_NOTE_TOO_LONG,
  PLAY_READING_MAX,
  PLAY_READING_NOT_WHOLE,
  PLAY_READING_REQUIRED,
  PLAY_READING_TOO_LARGE,
} from "./plays";

/**
 * A play counter reading, as staff type it on the machine page or a counter posts it (JSON or a form): a whole
 * number from 0, as digits or a JSON number (12,345 typed with its commas is taken), and an optional note. Any
 * other field (a game id) is dropped: the machine is the page's or the key's.
 */
const readingField = z.union([z.number(), z.string()], { error: PLAY_READING_REQUIRED }).transform((value, ctx) => {
  const typed = typeof value === "number" ? String(value) : value.trim();
  const text = /^\d{1,3}(,\d{3})+$/.test(typed) ? typed.replace(/,/g, "") : typed;
  if (text === "") ctx.addIssue({ code: "custom", message: PLAY_READING_REQUIRED });
  else if (!/^\d+$/.test(text)) ctx.addIssue({ code: "custom", message: PLAY_READING_NOT_WHOLE });
  else if (text.length > 9 || Number(text) > PLAY_READING_MAX)
    ctx.addIssue({ code: "custom", message: PLAY_READING_TOO_LARGE });
  return Number(text);
});

export const playReadingSchema = z.object({
  reading: readingField,
  note: z
    .string()
    .trim()
    .max(PLAY_NOTE_MAX, PLAY_NOTE_TOO_LONG)
    .nullish()
    .transform((v) => v || null),
});

export type PlayReadingPost = z.output<typeof playReadingSchema>;
