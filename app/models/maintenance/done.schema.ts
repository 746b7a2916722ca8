import { z } from "zod";
import { optionalText } from "../shared/fields.schema";
import { minutesField, photosField } from "../repair/thread.schema";
import { DONE_NOTE_MAX, UNDO_DONE_INTENT, skippedWithoutReason, STEP_INVALID, STEPS_UNTICKED } from "./done";

/**
 * A cycle page's posts (/maintenance/cycles/{taskId}/{gameId}): 'Take it', and doing the task. Each ticked step
 * is posted as its place in the checklist. Given the checklist's length (the page knows it), the schema also
 * holds the ticks to the checklist rule; the server applies that rule to the task as stored (done.server.ts).
 */

const stepIndex = z
  .string()
  .regex(/^\d{1,3}$/, STEP_INVALID)
  .transform(Number);

const doneFields = z.object({
  intent: z.literal("done"),
  steps: z.array(stepIndex).max(200, STEP_INVALID),
  minutes: minutesField,
  note: optionalText("The note", DONE_NOTE_MAX),
  photos: photosField,
});

export function cycleSchema(stepCount?: number) {
  const done =
    stepCount === undefined
      ? doneFields
      : doneFields.superRefine((post, ctx) => {
          if (skippedWithoutReason(stepCount, post.steps, post.note))
            ctx.addIssue({ code: "custom", path: ["steps"], message: STEPS_UNTICKED });
        });
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("take") }),
    done,
    z.object({ intent: z.literal(UNDO_DONE_INTENT), undo: z.string().max(4000).optional() }),
  ]);
}

export type CyclePost = z.infer<ReturnType<typeof cycleSchema>>;
export type DonePost = Extract<CyclePost, { intent: "done" }>;

/** The posted form as the schema reads it: the ticked steps and the photos as arrays. */
export function readCyclePost(form: FormData) {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const all = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return {
    intent: text("intent"),
    steps: all("step"),
    minutes: text("minutes"),
    note: text("note"),
    photos: all("photo"),
    undo: text("undo") || undefined,
  };
}
