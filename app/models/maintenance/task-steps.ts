import type { TaskStep } from "./maintenance";
import { taskValues, type TaskValues } from "./task";

/**
 * The checklist's edits (add, remove, move up or down). In the browser they happen in place; without JavaScript
 * their buttons post the form with `steps-edit`, and the action makes the same edit and draws the form again,
 * saving nothing.
 */

export const STEPS_EDIT = "steps-edit";

export type StepsEdit = { kind: "add" } | { kind: "up" | "down" | "remove"; index: number };

/** A posted edit (`add`, `up:2`, `remove:0`), or null when it is none. */
export function readStepsEdit(value: FormDataEntryValue | null): StepsEdit | null {
  if (value === "add") return { kind: "add" };
  const match = typeof value === "string" ? /^(up|down|remove):(\d{1,3})$/.exec(value) : null;
  return match ? { kind: match[1] as "up" | "down" | "remove", index: Number(match[2]) } : null;
}

export const BLANK_STEP: TaskStep = { text: "", safety: false };

/** The checklist after the edit (`blank` is a new line); it always keeps one line to type in. */
export function applyStepsEdit<Step>(steps: Step[], edit: StepsEdit, blank: Step): Step[] {
  const copy = [...steps];
  if (edit.kind === "add") return [...copy, blank];
  const i = edit.index;
  if (i >= copy.length) return copy;
  if (edit.kind === "remove") copy.splice(i, 1);
  else {
    const j = edit.kind === "up" ? i - 1 : i + 1;
    if (j >= 0 && j < copy.length) [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.length ? copy : [blank];
}

/** A post of one of the checklist's buttons: the form's values with the edit made, or null for another post. */
export function stepsEdited(form: FormData): TaskValues | null {
  const edit = readStepsEdit(form.get(STEPS_EDIT));
  if (!edit) return null;
  const values = taskValues(form);
  return { ...values, steps: applyStepsEdit(values.steps, edit, BLANK_STEP) };
}
