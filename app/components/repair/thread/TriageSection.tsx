import { Hand } from "lucide-react";
import { useRef } from "react";
import { SEVERITIES, SEVERITY_LABELS } from "~/models/repair/floor";
import { actionLook } from "./main-action";
import { ROW_LABEL } from "./thread-look";
import { ThreadFailure, ThreadFormFrame, useThreadForm, type Thread } from "./thread-form";

/**
 * Severity and safety as one compact form of the details panel; an untriaged visitor report also gets 'Confirm
 * and take it' (one tap, the report's severity as it stands unless changed here).
 */
export function TriageSection({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const { formRef, form } = useThreadForm();
  const intent = useRef<HTMLInputElement>(null);
  const choose = (value: string) => {
    if (intent.current) intent.current.value = value;
  };
  return (
    <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo} label="Triage">
      <label htmlFor={`${form.id}-severity`} className={ROW_LABEL}>
        Severity
      </label>
      {/* Keyed by the stored values, so a saved change (or another's) shows once the page reloads its data. */}
      <select
        {...form.field("severity")}
        defaultValue={repair.severity}
        key={`severity-${repair.severity}`}
        className="input min-h-11"
      >
        {SEVERITIES.map((value) => (
          <option key={value} value={value}>
            {SEVERITY_LABELS[value]}
          </option>
        ))}
      </select>
      <label className="mt-2 flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm font-medium">
        <span>Safety problem: someone could get hurt</span>
        <input
          type="checkbox"
          role="switch"
          name="safety"
          defaultChecked={repair.safety}
          key={`safety-${repair.safety}`}
          className="size-6 shrink-0 accent-red-600"
        />
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        {repair.untriaged ? (
          <button
            type="submit"
            name="intent"
            value="confirm-take"
            onClick={() => choose("confirm-take")}
            disabled={form.busy}
            className={`${actionLook(repair, "triage")} min-h-11 flex-1 whitespace-nowrap`}
          >
            <Hand aria-hidden className="size-5" />
            {form.pendingIntent === "confirm-take" ? "Saving..." : "Confirm and take it"}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="triage"
          onClick={() => choose("triage")}
          disabled={form.busy}
          className="btn-secondary min-h-11 flex-1 whitespace-nowrap"
        >
          {form.pendingIntent === "triage" ? "Saving..." : repair.untriaged ? "Confirm severity" : "Save triage"}
        </button>
      </div>
      {/*
        After the buttons, so without JavaScript the pressed button's intent is the first one posted; with it,
        the click sets this one. No value prop: React would put a hidden input's value back on every render.
      */}
      <input ref={intent} type="hidden" name="intent" />
      <ThreadFailure form={form} />
      {form.result?.ok && !form.busy ? <Saved message={form.result.message} /> : null}
    </ThreadFormFrame>
  );
}

/** What a details form did, as the server said it. */
export function Saved({ message }: { message?: string }) {
  return message ? (
    <p role="status" className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
      {message}
    </p>
  ) : null;
}
