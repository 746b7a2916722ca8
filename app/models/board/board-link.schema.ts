import { z } from "zod";
import { BOARD_LINK_LABEL_MAX, BOARD_LINK_LABEL_REQUIRED, BOARD_LINK_LABEL_TOO_LONG } from "./board-link";

/** The Board Links screen's posts: create one with a label, or revoke one by id. */
export const boardLinkSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    label: z.string().trim().min(1, BOARD_LINK_LABEL_REQUIRED).max(BOARD_LINK_LABEL_MAX, BOARD_LINK_LABEL_TOO_LONG),
  }),
  z.object({ intent: z.literal("revoke"), id: z.coerce.number().int().positive() }),
]);

export type BoardLinkPost = z.output<typeof boardLinkSchema>;
