import { Check, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { FieldError } from "~/components/forms/Field";
import { MinutesAndPhotos } from "~/components/repair/thread/MinutesAndPhotos";
import { DONE_NOTE_MAX, STEPS_RULE } from "~/models/maintenance/done";
import type { CycleView } from "~/models/maintenance/done-page.server";
import { CycleAnswer, CycleFormFrame, useCycleForm } from "./cycle-form";
import { actionLook } from "./main-action";

const STEP_ROW =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-3 py-3 has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:border-white/10 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-400/10";
const SAFETY_TAG =
  "ml-2 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800 dark:bg-red-500/15 dark:text-red-200";
const HINT = "mt-1 text-sm text-slate-600 dark:text-slate-400";

/**
 * Doing the task: its checklist (a step marked safety says so), the minutes spent, a note and photos (the repair
 * floor's picker). Every step ticked, or a note saying why one was skipped; the server holds the same rule.
 * Saved, the form empties for the next cycle.
 */
export function DoneForm({ cycle }: { cycle: CycleView }) {
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const { formRef, form } = useCycleForm(cycle.steps.length, (element) => {
    element?.reset();
    setPhotos([]);
  });
  const { id, errors, field, clear } = form;
  return (
    <CycleFormFrame formRef={formRef} form={form} className="space-y-5" label="Mark done">
      <input type="hidden" name="intent" value="done" />
      {cycle.steps.length ? (
        <fieldset
          name="steps"
          tabIndex={-1}
          aria-describedby={`${id}-steps-hint${errors.steps ? ` ${id}-steps-error` : ""}`}
        >
          <legend className="label">Checklist</legend>
          <p id={`${id}-steps-hint`} className={`${HINT} mb-2`}>
            {STEPS_RULE}
          </p>
          <ul className="space-y-2">
            {cycle.steps.map((step, index) => (
              <li key={index}>
                <label className={STEP_ROW}>
                  <input
                    type="checkbox"
                    name="step"
                    value={index}
                    onChange={() => clear("steps")}
                    className="mt-0.5 size-5 shrink-0 accent-emerald-700"
                  />
                  <span>
                    {step.text}
                    {step.safety ? (
                      <span className={SAFETY_TAG}>
                        <ShieldAlert aria-hidden className="size-3.5" /> Safety
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <FieldError id={id} name="steps" errors={errors} />
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={`${id}-note`} className="label">
          Note (optional)
        </label>
        <textarea
          {...field("note", true)}
          onChange={() => {
            clear("note");
            clear("steps");
          }}
          rows={3}
          maxLength={DONE_NOTE_MAX}
          className="input min-h-24 resize-y"
        />
        <p id={`${id}-note-hint`} className={HINT}>
          What you found, or why a step was skipped.
        </p>
        <FieldError id={id} name="note" errors={errors} />
      </div>
      <MinutesAndPhotos
        id={id}
        minutes={field("minutes")}
        errors={errors}
        photos={photos}
        onPhotos={setPhotos}
        onUploading={setUploading}
      />
      <button
        type="submit"
        disabled={form.busy || uploading}
        className={`${actionLook(cycle, "done")} min-h-12 w-full sm:w-auto`}
      >
        <Check aria-hidden className="size-5" />
        {uploading ? "Uploading photos..." : form.busy ? "Saving..." : "Mark done"}
      </button>
      <CycleAnswer form={form} />
    </CycleFormFrame>
  );
}
