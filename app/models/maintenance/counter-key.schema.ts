import { z } from "zod";
import { rowIdField } from "../shared/fields.schema";
import { COUNTER_KEY_LABEL_MAX, COUNTER_KEY_LABEL_REQUIRED, COUNTER_KEY_LABEL_TOO_LONG } from "./counter-key";

/** The machine page's counter key posts (managers only): make one with a label, or revoke one by id. */
export const counterKeySchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("make-key"),
    label: z.string().trim().min(1, COUNTER_KEY_LABEL_REQUIRED).max(COUNTER_KEY_LABEL_MAX, COUNTER_KEY_LABEL_TOO_LONG),
  }),
  z.object({ intent: z.literal("revoke-key"), id: rowIdField }),
]);

export type CounterKeyPost = z.output<typeof counterKeySchema>;
