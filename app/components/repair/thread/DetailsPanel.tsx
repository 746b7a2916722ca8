import { CalendarClock, Hand, UserRound } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { FieldError } from "~/components/forms/Field";
import { actionLook } from "./main-action";
import { H2, ROW_LABEL, SECTION, SEGMENT, SEGMENT_OFF, SEGMENT_ON } from "./thread-look";
import { ThreadFailure, ThreadFormFrame, useThreadForm, type Thread } from "./thread-form";
import { Saved, TriageSection } from "./TriageSection";

const ROW = "py-4 first:pt-0 last:pb-0";

/**
 * The open repair's details, each saving on its own: severity and safety, who has it ('Take it'), its work
 * status and when it is expected back. A sidebar beside the work log on a desktop, a compact panel after it on
 * a phone.
 */
export function DetailsPanel({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  return (
    <section id="details" aria-labelledby="details-heading" className={`${SECTION} scroll-mt-4`}>
      <h2 id="details-heading" className={`${H2} mb-4`}>
        Details
      </h2>
      <div className="divide-y divide-slate-200 dark:divide-white/10">
        <div className={ROW}>
          <TriageSection thread={thread} returnTo={returnTo} />
        </div>
        <WhoHasIt thread={thread} returnTo={returnTo} />
        <WorkStatus thread={thread} returnTo={returnTo} />
        <ExpectedBack thread={thread} returnTo={returnTo} />
      </div>
    </section>
  );
}

/**
 * A details form whose answer its row keeps saying: the row holds the hook, so the message stays when the
 * control that sent it goes (a taken repair has no 'Take it', a cleared date no Clear).
 */
function useRowForm(say: (message: string) => void) {
  const thread = useThreadForm();
  const { result, busy } = thread.form;
  const said = useEffectEvent(say);
  useEffect(() => {
    if (result?.ok && !busy && result.message) said(result.message);
  }, [result, busy]);
  return thread;
}

function WhoHasIt({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const [said, say] = useState<string>();
  const { formRef, form } = useRowForm(say);
  const mine = repair.assignedToId === thread.meId;
  return (
    <div className={ROW}>
      <h3 className={ROW_LABEL}>Who has it</h3>
      {mine ? (
        <p className="flex min-h-11 items-center gap-2 font-semibold" data-testid="thread-mine">
          <UserRound aria-hidden className="size-5" /> You took it
        </p>
      ) : (
        <ThreadFormFrame
          formRef={formRef}
          form={form}
          returnTo={returnTo}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2"
        >
          <input type="hidden" name="intent" value="take" />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {repair.assignee ? `Taken by ${repair.assignee}` : "Nobody yet"}
          </p>
          <button
            type="submit"
            disabled={form.busy}
            className={`${actionLook(repair, "take")} min-h-11 grow sm:grow-0`}
          >
            <Hand aria-hidden className="size-5" /> {form.busy ? "Saving..." : "Take it"}
          </button>
        </ThreadFormFrame>
      )}
      <ThreadFailure form={form} />
      <Saved message={said} />
    </div>
  );
}

function WorkStatus({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const [said, say] = useState<string>();
  const { formRef, form } = useRowForm(say);
  const settable = repair.status === "open" || repair.status === "in_progress";
  return (
    <div className={ROW}>
      <h3 className={ROW_LABEL} id={`${form.id}-status`}>
        Work status
      </h3>
      {settable ? (
        <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo}>
          <input type="hidden" name="intent" value="status" />
          <div className="flex gap-2" role="group" aria-labelledby={`${form.id}-status`}>
            {(["open", "in_progress"] as const).map((status) => (
              <button
                key={status}
                type="submit"
                name="status"
                value={status}
                disabled={form.busy}
                aria-pressed={repair.status === status}
                className={`${SEGMENT} min-h-11 ${repair.status === status ? SEGMENT_ON : SEGMENT_OFF}`}
              >
                {status === "open" ? "Open" : "In progress"}
              </button>
            ))}
          </div>
        </ThreadFormFrame>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Waiting for parts: it is In progress again when the last part is received.
        </p>
      )}
      <ThreadFailure form={form} />
      <Saved message={said} />
    </div>
  );
}

function ExpectedBack({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const [said, say] = useState<string>();
  const save = useRowForm(say);
  const clear = useRowForm(say);
  const { form } = save;
  return (
    <div className={ROW}>
      <ThreadFormFrame formRef={save.formRef} form={form} returnTo={returnTo}>
        <input type="hidden" name="intent" value="expected-back" />
        <label htmlFor={`${form.id}-date`} className={ROW_LABEL}>
          <CalendarClock aria-hidden className="mr-1 inline size-4" />
          Expected back
        </label>
        {/* Side by side where both fit (a phone), the button under the date in the desktop sidebar. */}
        <div className="flex flex-wrap gap-2">
          <input
            {...form.field("date")}
            type="date"
            defaultValue={repair.expectedBack ?? ""}
            key={repair.expectedBack ?? ""}
            className="input min-h-11 min-w-44 flex-1"
          />
          <button type="submit" disabled={form.busy} className="btn-secondary min-h-11 flex-1 px-4 whitespace-nowrap">
            {form.busy ? "Saving..." : "Save date"}
          </button>
        </div>
        <FieldError id={form.id} name="date" errors={form.errors} />
        <ThreadFailure form={form} />
      </ThreadFormFrame>
      {repair.expectedBack ? (
        <ThreadFormFrame formRef={clear.formRef} form={clear.form} returnTo={returnTo} className="mt-1">
          <input type="hidden" name="intent" value="expected-back" />
          <input type="hidden" name="date" value="" />
          <button type="submit" disabled={clear.form.busy} className="btn-ghost min-h-11 px-3">
            {clear.form.busy ? (
              "Saving..."
            ) : (
              <>
                Clear<span className="sr-only"> the expected back date</span>
              </>
            )}
          </button>
        </ThreadFormFrame>
      ) : null}
      <ThreadFailure form={clear.form} />
      <Saved message={said} />
    </div>
  );
}
