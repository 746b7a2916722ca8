import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isOutstanding, PART_STATUS_LABELS } from "~/models/repair/floor";
import { OUTSTANDING_CHOICE_LABELS, OUTSTANDING_CHOICES, outstandingPartsQuestion } from "~/models/repair/thread";
import { actionLook } from "./main-action";
import { ThreadFailure, ThreadFormFrame, useThreadForm, type Thread } from "./thread-form";

/**
 * Mark as Resolved. While parts are still Requested or Ordered it asks first whether to cancel them or keep them
 * open; the server refuses a resolve that does not say (a page without JavaScript posts at once and is told so).
 */
export function ResolveForm({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { formRef, form } = useThreadForm();
  const outstanding = thread.parts.filter((part) => isOutstanding(part.status));
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const resolveRef = useRef<HTMLButtonElement>(null);
  const [focusBack, setFocusBack] = useState(false);
  const labels = OUTSTANDING_CHOICE_LABELS(outstanding.length);
  const question = asking && outstanding.length > 0;

  useEffect(() => {
    if (question) questionRef.current?.focus();
    else if (focusBack) resolveRef.current?.focus();
  }, [question, focusBack]);

  return (
    <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo} className="flex flex-col gap-3 sm:items-start">
      <input type="hidden" name="intent" value="resolve" />
      {thread.lastOpen ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="backToOperational" defaultChecked className="size-5 accent-brand-600" />
          Set the machine back to Operational
        </label>
      ) : null}
      {question ? (
        <div
          className="w-full rounded-xl border border-amber-300 bg-amber-50 p-4 sm:max-w-xl dark:border-amber-400/30 dark:bg-amber-400/10"
          role="group"
          aria-labelledby={`${form.id}-question`}
          data-testid="outstanding-parts"
        >
          <p
            id={`${form.id}-question`}
            ref={questionRef}
            tabIndex={-1}
            className="font-bold text-amber-950 outline-none dark:text-amber-100"
          >
            {outstandingPartsQuestion(outstanding.length)}
          </p>
          <ul className="mt-2 space-y-1 text-sm text-slate-800 dark:text-slate-200">
            {outstanding.map((part) => (
              <li key={part.id}>
                {part.quantity} × {part.name}{" "}
                <span className="text-slate-600 dark:text-slate-400">({PART_STATUS_LABELS[part.status]})</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {OUTSTANDING_CHOICES.map((choice) => (
              <button
                key={choice}
                type="submit"
                name="outstandingParts"
                value={choice}
                disabled={form.busy}
                className={`${choice === "cancel" ? actionLook(thread.repair, "resolve") : "btn-secondary"} min-h-12`}
              >
                {form.busy ? "Saving..." : labels[choice]}
              </button>
            ))}
            <button
              type="button"
              disabled={form.busy}
              onClick={() => {
                setAsking(false);
                setFocusBack(true);
              }}
              className="btn-ghost min-h-12"
            >
              Back
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={resolveRef}
          type="submit"
          disabled={form.busy}
          onClick={(event) => {
            if (outstanding.length === 0) return;
            event.preventDefault();
            setAsking(true);
          }}
          className={`${actionLook(thread.repair, "resolve")} min-h-12 w-full sm:w-auto`}
        >
          {form.busy ? (
            "Saving..."
          ) : (
            <>
              <CircleCheck aria-hidden className="size-5" /> Mark as Resolved
            </>
          )}
        </button>
      )}
      <ThreadFailure form={form} />
    </ThreadFormFrame>
  );
}
