import { CalendarClock, Hand, UserRound } from "lucide-react";
import { useRef } from "react";
import { FieldError } from "~/components/forms/Field";
import { TriageFields } from "~/components/repair/TriageFields";
import { H2, SECTION, SEGMENT, SEGMENT_OFF, SEGMENT_ON } from "./thread-look";
import { IntentButton, ThreadFailure, ThreadFormFrame, useThreadForm, type Thread } from "./thread-form";

/** 'Triage and who has it', while the repair is open: severity and safety, who has it, its work status and when it is expected back. */
export function TriageSection({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  return (
    <section aria-labelledby="triage-heading" className={`mt-5 ${SECTION}`}>
      <h2 id="triage-heading" className={H2}>
        Triage and who has it
      </h2>
      <TriageForm thread={thread} returnTo={returnTo} />
      <div className="mt-5 grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2 dark:border-white/10">
        <TakeAndStatus thread={thread} returnTo={returnTo} />
        <ExpectedBack thread={thread} returnTo={returnTo} />
      </div>
    </section>
  );
}

/** Severity and safety; an untriaged visitor report also gets 'Confirm and take it' (one tap). */
function TriageForm({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const { formRef, form } = useThreadForm();
  const intent = useRef<HTMLInputElement>(null);
  const choose = (value: string) => {
    if (intent.current) intent.current.value = value;
  };
  return (
    <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo} className="mt-4" label="Triage">
      <TriageFields severity={repair.severity} safety={repair.safety} />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {repair.untriaged ? (
          <button
            type="submit"
            name="intent"
            value="confirm-take"
            onClick={() => choose("confirm-take")}
            disabled={form.busy}
            className="btn-primary min-h-12"
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
          className={`${repair.untriaged ? "btn-secondary" : "btn-primary"} min-h-12`}
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
    </ThreadFormFrame>
  );
}

function TakeAndStatus({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const mine = repair.assignedToId === thread.meId;
  const settable = repair.status === "open" || repair.status === "in_progress";
  return (
    <div>
      <h3 className="label">Who has it</h3>
      {mine ? (
        <p className="flex min-h-12 items-center gap-2 font-semibold" data-testid="thread-mine">
          <UserRound aria-hidden className="size-5" /> You took it
        </p>
      ) : (
        <div className="flex flex-col">
          {repair.assignee ? (
            <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">Taken by {repair.assignee}</p>
          ) : null}
          <IntentButton intent="take" returnTo={returnTo} className="btn-primary min-h-12 w-full">
            <Hand aria-hidden className="size-5" /> Take it
          </IntentButton>
        </div>
      )}
      <h3 className="mt-4 label">Work status</h3>
      {settable ? (
        <div className="flex gap-2" role="group" aria-label="Work status">
          {(["open", "in_progress"] as const).map((status) => (
            <IntentButton
              key={status}
              intent="status"
              fields={{ status }}
              returnTo={returnTo}
              pressed={repair.status === status}
              className={`${SEGMENT} ${repair.status === status ? SEGMENT_ON : SEGMENT_OFF}`}
            >
              {status === "open" ? "Open" : "In progress"}
            </IntentButton>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Waiting for parts: it is In progress again when the last part is received.
        </p>
      )}
    </div>
  );
}

function ExpectedBack({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const { formRef, form } = useThreadForm();
  return (
    <div>
      <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo}>
        <input type="hidden" name="intent" value="expected-back" />
        <label htmlFor={`${form.id}-date`} className="label">
          <CalendarClock aria-hidden className="mr-1 inline size-4" />
          Expected back
        </label>
        <input
          {...form.field("date")}
          type="date"
          defaultValue={repair.expectedBack ?? ""}
          key={repair.expectedBack ?? ""}
          className="input"
        />
        <FieldError id={form.id} name="date" errors={form.errors} />
        <button type="submit" disabled={form.busy} className="mt-2 btn-secondary min-h-12 w-full">
          {form.busy ? "Saving..." : "Save date"}
        </button>
        <ThreadFailure form={form} />
      </ThreadFormFrame>
      {repair.expectedBack ? (
        <div className="mt-2 flex flex-col">
          <IntentButton
            intent="expected-back"
            fields={{ date: "" }}
            returnTo={returnTo}
            className="btn-ghost min-h-12 w-full"
          >
            Clear<span className="sr-only"> the expected back date</span>
          </IntentButton>
        </div>
      ) : null}
    </div>
  );
}
