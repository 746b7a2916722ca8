import { ArrowDown, ArrowUp, Plus, ShieldAlert, X } from "lucide-react";
import { useState } from "react";
import { FieldError } from "~/components/forms/Field";
import type { TaskStep } from "~/models/maintenance/maintenance";
import { STEP_MAX, stepField } from "~/models/maintenance/task";
import { applyStepsEdit, BLANK_STEP, STEPS_EDIT, type StepsEdit } from "~/models/maintenance/task-steps";
import type { FieldErrors } from "~/utils/forms";

const ICON_BUTTON =
  "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:text-slate-300 dark:hover:bg-white/10";

type Row = TaskStep & { key: number };

/**
 * The checklist: one line per step, its text and its safety mark, with Remove, Move up and Move down, and Add a
 * step below. Each is a submit button naming its edit, so without JavaScript the server makes the edit and draws
 * the form again; with it the edit happens here and nothing is posted. The fields are plain inputs named
 * `steps[0].text`, `steps[0].safety`, numbered in their order on the screen.
 */
export function StepsEditor({
  formId,
  initial,
  errors,
  clear,
}: {
  formId: string;
  initial: TaskStep[];
  errors: FieldErrors;
  clear: (name: string) => void;
}) {
  const [rows, setRows] = useState<Row[]>(() => initial.map((step, key) => ({ ...step, key })));
  const [next, setNext] = useState(initial.length);

  const edit = (e: React.MouseEvent, change: StepsEdit) => {
    e.preventDefault();
    const blank = { ...BLANK_STEP, key: next };
    const edited = applyStepsEdit(rows, change, blank);
    setRows(edited);
    setNext(next + 1);
    // A new step is typed in at once; after a removal the focus goes to the step now in its place.
    const focus =
      change.kind === "add"
        ? blank
        : change.kind === "remove"
          ? edited[Math.min(change.index, edited.length - 1)]
          : null;
    if (focus) requestAnimationFrame(() => document.getElementById(`${formId}-step-${focus.key}`)?.focus());
  };

  return (
    <fieldset className="min-w-0">
      <legend className="label">Checklist</legend>
      <p id={`${formId}-steps-hint`} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        The steps in the order they are done. Mark a step Safety when it guards against a hazard (power, high voltage, a
        falling cabinet): the task then counts as safety-related.
      </p>
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const name = stepField(index, "text");
          const id = `${formId}-step-${row.key}`;
          return (
            <li
              key={row.key}
              className="rounded-xl border border-slate-200 p-2 dark:border-white/10"
              data-testid="task-step"
            >
              <div className="flex items-start gap-2">
                <span
                  aria-hidden
                  className="mt-3 w-6 shrink-0 text-right text-sm font-semibold text-slate-500 tabular-nums dark:text-slate-400"
                >
                  {index + 1}.
                </span>
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="sr-only">
                    Step {index + 1}
                  </label>
                  <input
                    id={id}
                    name={name}
                    defaultValue={row.text}
                    maxLength={STEP_MAX}
                    aria-invalid={Boolean(errors[name]) || undefined}
                    aria-describedby={errors[name] ? `${formId}-${name}-error` : undefined}
                    onChange={() => clear(name)}
                    className="input"
                  />
                  <FieldError id={formId} name={name} errors={errors} />
                </div>
              </div>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-1 pl-8">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    name={stepField(index, "safety")}
                    defaultChecked={row.safety}
                    className="size-5 rounded border-slate-400 text-red-600 focus:ring-red-500"
                  />
                  <ShieldAlert aria-hidden className="size-4 text-red-700 dark:text-red-300" />
                  Safety
                </label>
                <span className="flex items-center">
                  <StepButton index={index} kind="up" label="Move up" disabled={index === 0} edit={edit}>
                    <ArrowUp aria-hidden className="size-4" />
                  </StepButton>
                  <StepButton
                    index={index}
                    kind="down"
                    label="Move down"
                    disabled={index === rows.length - 1}
                    edit={edit}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </StepButton>
                  <StepButton index={index} kind="remove" label="Remove" edit={edit}>
                    <X aria-hidden className="size-4" />
                  </StepButton>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        name={STEPS_EDIT}
        value="add"
        formNoValidate
        className="mt-2 btn-ghost"
        onClick={(e) => edit(e, { kind: "add" })}
      >
        <Plus aria-hidden className="size-4" /> Add a step
      </button>
    </fieldset>
  );
}

function StepButton({
  index,
  kind,
  label,
  disabled = false,
  edit,
  children,
}: {
  index: number;
  kind: "up" | "down" | "remove";
  label: string;
  disabled?: boolean;
  edit: (e: React.MouseEvent, change: StepsEdit) => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      name={STEPS_EDIT}
      value={`${kind}:${index}`}
      formNoValidate
      disabled={disabled}
      className={ICON_BUTTON}
      onClick={(e) => edit(e, { kind, index })}
      title={label}
    >
      {children}
      <span className="sr-only">
        {label} step {index + 1}
      </span>
    </button>
  );
}
