import { z } from "zod";
import { DATE_INVALID, DATE_PAST, isCalendarDate } from "../hours/hours.schema";
import { BOARD_LINK_LABEL_MAX, BOARD_LINK_LABEL_REQUIRED, BOARD_LINK_LABEL_TOO_LONG } from "./board-link";

/**
 * The Board Links screen's posts: create one with a label and, if it should end, its last day (a museum date
 * from `today` on; empty is no end), or revoke one by id.
 */
export const boardLinkSchema = (today: string) =>
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("create"),
      label: z.string().trim().min(1, BOARD_LINK_LABEL_REQUIRED).max(BOARD_LINK_LABEL_MAX, BOARD_LINK_LABEL_TOO_LONG),
      endsOn: z
        .string()
        .optional()
        .transform((v) => v?.trim() ?? "")
        .refine((v) => v === "" || isCalendarDate(v), DATE_INVALID)
        .refine((v) => v === "" || v >= today, DATE_PAST)
        .transform((v) => v || null),
    }),
    z.object({ intent: z.literal("revoke"), id: z.coerce.number().int().positive() }),
  ]);

export type BoardLinkPost = z.output<ReturnType<typeof boardLinkSchema>>;
