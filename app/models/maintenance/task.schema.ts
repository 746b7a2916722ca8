import { z } from "zod";
import type { GameType, MaintenanceScope } from "~/db/schema";
import { tooLong } from "../shared/fields";
import { rowIdField } from "../shared/fields.schema";
import { toOneLine } from "../shared/one-line";
import { GAME_TYPES } from "../game/game.schema";
import type { Intervals, TaskStep } from "./maintenance";
import { STARTER_TYPES } from "./starter-set";
import { INTERVAL_MAX, MINUTES_MAX, STEP_MAX, stepField, STEPS_MAX, TASK_TITLE_MAX } from "./task";

/**
 * The task form's rules, checked in the browser and again by the action, and their messages (each written here
 * once). A step left empty is no step: the form always offers one more.
 */

export const TITLE_REQUIRED = "Give the task a title.";
export const INTERVAL_REQUIRED = "Give at least one interval: every so many days, opening hours or plays.";
export const INTERVAL_INVALID = "An interval is a whole number of at least 1.";
export const INTERVAL_TOO_HIGH = `An interval is at most ${INTERVAL_MAX.toLocaleString("en-US")}.`;
export const MINUTES_INVALID = `Minutes are a whole number from 1 to ${MINUTES_MAX.toLocaleString("en-US")}.`;
export const STEPS_REQUIRED = "Add at least one step to the checklist.";
export const STEPS_TOO_MANY = `A checklist holds at most ${STEPS_MAX} steps.`;
export const STEP_TOO_LONG = tooLong("A step", STEP_MAX);
export const SCOPE_INVALID = "Choose what the task is for.";
export const TYPE_REQUIRED = `Pick a type of machine: ${GAME_TYPES.join(", ")}.`;
export const MACHINES_REQUIRED = "Pick at least one machine.";
export const MACHINE_ONE = "Pick exactly one machine, or make the task for a list of machines.";
export const MACHINE_GONE = "A machine you picked is not in the collection any more (or is in the Trash): pick again.";

const SCOPES: readonly MaintenanceScope[] = ["machine", "list", "type"];

const oneLine = z.string().overwrite(toOneLine).trim();

/** A whole number of at least 1 typed into a field, or null when it is left empty. */
const wholeNumber = (invalid: string, max: number, tooHigh: string) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === "") return;
      if (!/^\d{1,9}$/.test(v) || Number(v) < 1) ctx.addIssue({ code: "custom", message: invalid });
      else if (Number(v) > max) ctx.addIssue({ code: "custom", message: tooHigh });
    })
    .transform((v) => (v === "" ? null : Number(v)));

const interval = wholeNumber(INTERVAL_INVALID, INTERVAL_MAX, INTERVAL_TOO_HIGH);

export const taskSchema = z
  .object({
    title: oneLine.min(1, TITLE_REQUIRED).max(TASK_TITLE_MAX, tooLong("Title", TASK_TITLE_MAX)),
    minutes: wholeNumber(MINUTES_INVALID, MINUTES_MAX, MINUTES_INVALID),
    scope: z.string().refine((s): s is MaintenanceScope => (SCOPES as string[]).includes(s), SCOPE_INVALID),
    gameType: z.string(),
    gameIds: z.array(z.string()),
    everyDays: interval,
    everyOpenHours: interval,
    everyPlays: interval,
    steps: z.array(z.object({ text: z.string().overwrite(toOneLine).trim(), safety: z.boolean() })),
  })
  .superRefine((task, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (task.everyDays === null && task.everyOpenHours === null && task.everyPlays === null)
      issue("everyDays", INTERVAL_REQUIRED);
    const given = task.steps.filter((step) => step.text);
    if (given.length === 0) issue(stepField(0, "text"), STEPS_REQUIRED);
    if (given.length > STEPS_MAX) issue(stepField(0, "text"), STEPS_TOO_MANY);
    task.steps.forEach((step, i) => {
      if (step.text.length > STEP_MAX) issue(stepField(i, "text"), STEP_TOO_LONG);
    });
    if (task.scope === "type" && !(GAME_TYPES as string[]).includes(task.gameType)) issue("gameType", TYPE_REQUIRED);
    if (task.scope === "list" && task.gameIds.length === 0) issue("gameIds", MACHINES_REQUIRED);
    if (task.scope === "machine" && new Set(task.gameIds).size !== 1) issue("gameIds", MACHINE_ONE);
    if (task.scope !== "type" && task.gameIds.some((id) => !rowIdField.safeParse(id).success))
      issue("gameIds", MACHINE_GONE);
  })
  .transform((task) => ({
    title: task.title,
    minutes: task.minutes,
    scope: task.scope as MaintenanceScope,
    gameType: task.scope === "type" ? (task.gameType as GameType) : null,
    gameIds: task.scope === "type" ? [] : [...new Set(task.gameIds.map(Number))],
    intervals: { days: task.everyDays, openHours: task.everyOpenHours, plays: task.everyPlays } satisfies Intervals,
    steps: task.steps.filter((step) => step.text) satisfies TaskStep[],
  }));

export type TaskInput = z.output<typeof taskSchema>;

export const STARTER_TYPES_REQUIRED = `Pick the types to add the starter set for: ${STARTER_TYPES.join(", ")}.`;

/** The starter set's form: the types to add it for, each one the set has tasks for. */
export const starterSetSchema = z.object({
  types: z
    .array(z.string())
    .transform((types) => [...new Set(types)])
    .refine(
      (types) => types.length > 0 && types.every((t) => (STARTER_TYPES as string[]).includes(t)),
      STARTER_TYPES_REQUIRED,
    )
    .transform((types) => types as GameType[]),
});
