import type { GameType, MaintenanceScope } from "~/db/schema";
import { formText, formTexts } from "../shared/fields";
import type { Intervals, TaskStep } from "./maintenance";

/**
 * A maintenance task as its screens hold it (docs/product.md#maintenance): the form's values, reading them from
 * a post, what a task is for in words and the sentences its actions answer with. Browser-safe, without zod; the
 * form's rules and their messages are in ./task.schema.
 */

export const TASK_TITLE_MAX = 120;
export const STEP_MAX = 300;
export const STEPS_MAX = 40;
/** The estimate is capped as a work entry's minutes are. */
export { MINUTES_MAX } from "../repair/thread";
export const INTERVAL_MAX = 10_000_000;

/** What the form shows and posts, as typed: numbers stay text until the schema reads them. */
export type TaskValues = {
  title: string;
  minutes: string;
  scope: string;
  gameType: string;
  gameIds: string[];
  everyDays: string;
  everyOpenHours: string;
  everyPlays: string;
  steps: TaskStep[];
};

export const EMPTY_TASK: TaskValues = {
  title: "",
  minutes: "",
  scope: "type",
  gameType: "Pinball",
  gameIds: [],
  everyDays: "",
  everyOpenHours: "",
  everyPlays: "",
  steps: [{ text: "", safety: false }],
};

/** The name a step's field is posted under: plain inputs, so the checklist posts without JavaScript too. */
export const stepField = (index: number, part: keyof TaskStep) => `steps[${index}].${part}`;

const STEP_NAME = /^steps\[(\d{1,3})\]\.text$/;

/** The checklist as posted, in its fields' order of index; a step's safety box is ticked when it is posted. */
function readSteps(form: FormData): TaskStep[] {
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const index = STEP_NAME.exec(key)?.[1];
    if (index !== undefined) indexes.add(Number(index));
  }
  return [...indexes]
    .sort((a, b) => a - b)
    .map((i) => ({ text: formText(form, stepField(i, "text")), safety: form.has(stepField(i, "safety")) }));
}

export const taskValues = (form: FormData): TaskValues => ({
  title: formText(form, "title"),
  minutes: formText(form, "minutes"),
  scope: formText(form, "scope"),
  gameType: formText(form, "gameType"),
  gameIds: formTexts(form, "gameIds"),
  everyDays: formText(form, "everyDays"),
  everyOpenHours: formText(form, "everyOpenHours"),
  everyPlays: formText(form, "everyPlays"),
  steps: readSteps(form),
});

/** A stored task in its form's fields. */
export function taskToValues(task: TaskDetail): TaskValues {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    title: task.title,
    minutes: text(task.minutes),
    scope: task.scope,
    gameType: task.gameType ?? "Pinball",
    gameIds: task.gameIds.map(String),
    everyDays: text(task.intervals.days),
    everyOpenHours: text(task.intervals.openHours),
    everyPlays: text(task.intervals.plays),
    steps: task.steps,
  };
}

/** What a task is for, as the list reads: "All Pinball on the floor", "Medieval Madness", "3 machines". */
export function describeTarget(task: { scope: MaintenanceScope; gameType: GameType | null; machines: string[] }) {
  if (task.scope === "type") return `All ${task.gameType ?? "machines"} on the floor`;
  if (task.machines.length === 1) return task.machines[0];
  return task.machines.length ? `${task.machines.length} machines` : "No machines";
}

export type TaskRow = {
  id: number;
  title: string;
  scope: MaintenanceScope;
  gameType: GameType | null;
  /** The names of the machines a machine or list task names (in the collection, not in the Trash) */
  machines: string[];
  intervals: Intervals;
  steps: TaskStep[];
  minutes: number | null;
};

export type TaskDetail = TaskRow & { gameIds: number[] };

/** A machine the form's picker offers. */
export type PickableMachine = { id: number; name: string; type: GameType };

export const TASK_UNDO_INTENT = "undo-delete";

export const taskAdded = (title: string) => `Added the task “${title}”.`;
export const taskSaved = (title: string) => `Saved the task “${title}”.`;
export const taskDeleted = (title: string) => `Deleted the task “${title}”.`;
export const taskRestored = (title: string) => `Undone: the task “${title}” is back.`;

export const TASK_DELETE_MANAGERS = "Only managers can delete maintenance tasks.";
export const TASK_SAVE_FAILED = "The task could not be saved. Please try again.";
export const TASK_DELETE_FAILED = "The task could not be deleted. Please try again.";
export const STARTER_FAILED = "The starter set could not be added. Please try again.";

/** What adding the starter set did: how many were added, and that the rest were there already. */
export function starterSetAdded(added: number, there: number) {
  const tasks = (n: number) => (n === 1 ? "1 task" : `${n} tasks`);
  if (added === 0) return `Nothing added: all ${tasks(there)} of the starter set were there already.`;
  const rest = there === 0 ? "" : `; the other ${there === 1 ? "1 was" : `${there} were`} there already`;
  return `Added ${tasks(added)} from the starter set${rest}.`;
}

export const TASKS_LOAD_FAILED = "The maintenance tasks could not be loaded. Please reload the page.";
