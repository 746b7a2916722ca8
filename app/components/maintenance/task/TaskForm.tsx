import { LoaderCircle, Save } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Field, FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import type { MaintenanceScope } from "~/db/schema";
import { GAME_TYPES } from "~/models/game/game.schema";
import { INTERVAL_UNITS, SCOPE_LABELS, type IntervalKind } from "~/models/maintenance/maintenance";
import {
  MINUTES_MAX,
  TASK_TITLE_MAX,
  taskValues,
  type PickableMachine,
  type TaskValues,
} from "~/models/maintenance/task";
import { taskSchema } from "~/models/maintenance/task.schema";
import type { AnyFormResult } from "~/utils/forms";
import { MachinePicker } from "./MachinePicker";
import { StepsEditor } from "./StepsEditor";

const SCOPES: MaintenanceScope[] = ["type", "list", "machine"];

const INTERVAL_FIELDS: { name: "everyDays" | "everyOpenHours" | "everyPlays"; kind: IntervalKind }[] = [
  { name: "everyDays", kind: "days" },
  { name: "everyOpenHours", kind: "openHours" },
  { name: "everyPlays", kind: "plays" },
];

const SECTION = "min-w-0 space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-white/10";
const SECTION_TITLE = "text-base font-bold text-slate-900 dark:text-white";
/**
 * What the task is for decides which picker shows, by CSS alone (`:has()` on the checked radio), so the form
 * works the same before JavaScript runs.
 */
const FOR_TYPE = "hidden group-has-[input[name=scope][value=type]:checked]/scope:block";
const FOR_MACHINES = "group-has-[input[name=scope][value=type]:checked]/scope:hidden";

/**
 * The task form, for a new task and an existing one: title, what it is for, its intervals, the estimated minutes
 * and the checklist. The browser checks it with the action's own schema; the action's answer is a redirect to the
 * task list saying what it did, or the messages next to the fields.
 */
export function TaskForm({
  initial,
  machines,
  result,
  submitLabel,
  cancelTo,
}: {
  initial: TaskValues;
  machines: PickableMachine[];
  result?: AnyFormResult;
  submitLabel: string;
  cancelTo: string;
}) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { id, errors, field, checking, formRef, onSubmit, clear } = useForm({
    check: checkWith(taskSchema, taskValues),
    send: (form) => submit(form, { method: "post" }),
    result,
  });
  const busy = checking || (navigation.state === "submitting" && navigation.formData?.get("intent") === "save");
  const failure = result && !result.ok ? result.error : undefined;

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5" data-testid="task-form">
      <input type="hidden" name="intent" value="save" />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Field id={id} name="title" label="Title" errors={errors}>
        <input {...field("title")} defaultValue={initial.title} maxLength={TASK_TITLE_MAX} required className="input" />
      </Field>

      <fieldset className={`${SECTION} group/scope`}>
        <legend className={`${SECTION_TITLE} mb-0 px-1`}>What it is for</legend>
        <div
          role="radiogroup"
          aria-label="What it is for"
          className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-4"
        >
          {SCOPES.map((scope) => (
            <label key={scope} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                type="radio"
                name="scope"
                value={scope}
                defaultChecked={initial.scope === scope}
                onChange={() => clear("scope")}
                className="size-5 border-slate-400 text-brand-600 focus:ring-brand-500"
              />
              {SCOPE_LABELS[scope]}
            </label>
          ))}
        </div>
        <FieldError id={id} name="scope" errors={errors} />
        <div className={FOR_TYPE}>
          <Field id={id} name="gameType" label="Type of machine" errors={errors}>
            <select {...field("gameType")} defaultValue={initial.gameType} className="input sm:max-w-xs">
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className={FOR_MACHINES}>
          <MachinePicker formId={id} machines={machines} picked={initial.gameIds} errors={errors} clear={clear} />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className={`${SECTION_TITLE} mb-0 px-1`}>How often</legend>
        <p id={`${id}-intervals-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          Give one or more: the task falls due at whichever comes first.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {INTERVAL_FIELDS.map(({ name, kind }) => (
            <Field key={name} id={id} name={name} label={`Every … ${INTERVAL_UNITS[kind].many}`} errors={errors}>
              <input
                {...field(name, `${id}-intervals-hint`)}
                defaultValue={initial[name]}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                className="input"
              />
            </Field>
          ))}
        </div>
      </fieldset>

      <Field id={id} name="minutes" label="Estimated minutes" errors={errors}>
        <input
          {...field("minutes")}
          defaultValue={initial.minutes}
          inputMode="numeric"
          pattern="[0-9]*"
          max={MINUTES_MAX}
          autoComplete="off"
          className="input sm:max-w-40"
        />
      </Field>

      <StepsEditor formId={id} initial={initial.steps} errors={errors} clear={clear} />

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end dark:border-white/10">
        <Link to={cancelTo} className="btn-ghost">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden className="size-4" />
          )}
          {busy ? "Saving..." : submitLabel}
        </button>
      </div>
    </Form>
  );
}
