import {
  CalendarClock,
  CircleCheck,
  CopyX,
  Hand,
  Package,
  RotateCcw,
  SearchX,
  Timer,
  Trash2,
  UserRound,
} from "lucide-react";
import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { FormAlert } from "~/components/ui/FormAlert";
import { BackLink } from "~/components/ui/BackLink";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import { StatusBadge } from "~/components/game/StatusBadge";
import { RepairEntry } from "~/components/repair/RepairEntry";
import { useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import type { RepairStatus } from "~/db/schema";
import { isClosed, PART_STATUS_LABELS, PART_STATUSES } from "~/models/repair/floor";
import { REPAIR_TRASH_NOTE } from "~/models/repair/thread";
import { TriageFields } from "~/components/repair/TriageFields";
import type { RepairThread } from "~/models/repair/thread.server";
import type { FormResult } from "~/utils/forms";
import type { action } from "~/routes/repairs.repair";
import { Photos } from "./Photos";
import { EntryForm } from "./EntryForm";
import { FalseAlarm } from "./FalseAlarm";
import { ThreadFailure, ThreadFormFrame, useThreadForm } from "./thread-form";
import { InlineError } from "~/components/ui/InlineError";

type Thread = RepairThread & { meId: number };

const SECTION = "card p-4 sm:p-6";
const H2 = "text-xl font-bold";
/** A choice drawn as a large tile (radio or button): a gloved thumb on the museum floor hits it. */
const SEGMENT = "btn min-h-12 flex-1 border px-3";
const SEGMENT_ON =
  "border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-ink-950 disabled:opacity-100";
const SEGMENT_OFF =
  "border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-white/15 dark:bg-white/5 dark:text-white dark:hover:bg-white/10";

export function RepairThreadPage({ thread, pageResult }: { thread: Thread; pageResult?: FormResult }) {
  const { repair, game } = thread;
  const open = !isClosed(repair.status);
  const here = `/repairs/${repair.id}`;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <BackLink to={`/game/${game.slug}`}>{game.name}</BackLink>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Repair #{repair.id}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-lg" data-testid="thread-machine">
        <Link to={`/game/${game.slug}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {game.name}
        </Link>
        <StatusBadge status={game.status} />
      </p>
      {pageResult && !pageResult.ok && pageResult.error ? (
        <div className="mt-4">
          <FormAlert>{pageResult.error}</FormAlert>
        </div>
      ) : null}

      <ul className="mt-5" aria-label="The repair">
        <RepairEntry repair={repair} thread={false}>
          <Photos photos={repair.photos} of="the repair" />
        </RepairEntry>
      </ul>
      <FalseAlarm offer={thread.falseAlarm} gameName={game.name} returnTo={here} />

      {open ? (
        <section aria-labelledby="triage-heading" className={`mt-5 ${SECTION}`}>
          <h2 id="triage-heading" className={H2}>
            Triage and who has it
          </h2>
          <TriageForm thread={thread} returnTo={here} />
          <div className="mt-5 grid gap-5 border-t border-slate-200 pt-5 sm:grid-cols-2 dark:border-white/10">
            <TakeAndStatus thread={thread} returnTo={here} />
            <ExpectedBack thread={thread} returnTo={here} />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="work-heading" className="mt-8">
        <h2 id="work-heading" className={H2}>
          Work log
        </h2>
        {thread.entries.length ? (
          <ol className="mt-3 space-y-3" data-testid="work-entries">
            {thread.entries.map((entry, index) => (
              <li key={entry.id} className="card p-4" data-entry-id={entry.id}>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                  <span className="inline-flex items-center gap-1.5 font-semibold text-slate-800 dark:text-slate-100">
                    <UserRound aria-hidden className="size-4" /> {entry.author}
                  </span>
                  <time dateTime={entry.at}>{entry.atLabel}</time>
                </div>
                <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-100">{entry.body}</p>
                {entry.minutes !== null ? (
                  <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                    <Timer aria-hidden className="size-4" /> {entry.minutes} min
                  </p>
                ) : null}
                <Photos photos={entry.photos} of={`work entry ${index + 1}`} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-700 dark:text-slate-300">No work entries yet.</p>
        )}
      </section>

      {thread.parts.length ? <Parts thread={thread} returnTo={here} /> : null}

      {open ? (
        <section aria-labelledby="entry-heading" className={`mt-8 ${SECTION}`}>
          <h2 id="entry-heading" className={H2}>
            Add work entry
          </h2>
          <EntryForm returnTo={here} />
        </section>
      ) : null}

      <Closing thread={thread} returnTo={here} />
    </div>
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

/** One button that posts one intent (and its hidden fields): Take it, a status, a part's status, Reopen... */
function IntentButton({
  intent,
  fields = {},
  returnTo,
  className,
  pressed,
  children,
  before,
}: {
  intent: string;
  fields?: Record<string, string>;
  returnTo: string;
  className: string;
  pressed?: boolean;
  children: React.ReactNode;
  before?: React.ReactNode;
}) {
  const { formRef, form } = useThreadForm();
  return (
    <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo} className="contents">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {before}
      <button type="submit" disabled={form.busy} aria-pressed={pressed} className={className}>
        {form.busy ? "Saving..." : children}
      </button>
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
        {form.errors.date ? (
          <p id={`${form.id}-date-error`} className="field-error">
            {form.errors.date}
          </p>
        ) : null}
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

function Parts({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  return (
    <section aria-labelledby="parts-heading" className={`mt-8 ${SECTION}`}>
      <h2 id="parts-heading" className={`${H2} flex items-center gap-2`}>
        <Package aria-hidden className="size-5" /> Parts
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-white/10" data-testid="parts">
        {thread.parts.map((part) => (
          <li key={part.id} className="py-3" data-part-id={part.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold">
                {part.quantity} × {part.name}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {part.cost !== null ? `$${part.cost.toFixed(2)}` : null}
                {part.url ? (
                  <>
                    {part.cost !== null ? " · " : null}
                    <a
                      href={part.url}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline dark:text-brand-300"
                    >
                      Where to buy<span className="sr-only"> {part.name}</span>
                    </a>
                  </>
                ) : null}
              </p>
            </div>
            <div className="mt-2 flex gap-2" role="group" aria-label={`Status of ${part.name}`}>
              {PART_STATUSES.map((status) => (
                <IntentButton
                  key={status}
                  intent="part"
                  fields={{ partId: String(part.id), partStatus: status }}
                  returnTo={returnTo}
                  pressed={part.status === status}
                  className={`${SEGMENT} ${part.status === status ? SEGMENT_ON : SEGMENT_OFF}`}
                >
                  {PART_STATUS_LABELS[status]}
                </IntentButton>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Resolve (or Reopen), close as a duplicate or as not reproducible, and delete. */
function Closing({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const open = !isClosed(repair.status);
  return (
    <section aria-labelledby="close-heading" className={`mt-8 ${SECTION}`}>
      <h2 id="close-heading" className={H2}>
        {open ? "Close this repair" : "Closed"}
      </h2>
      {open ? (
        <>
          <div className="mt-4 flex flex-col gap-3 sm:items-start">
            <IntentButton
              intent="resolve"
              returnTo={returnTo}
              className="btn-primary min-h-12 w-full sm:w-auto"
              before={
                thread.lastOpen ? (
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="backToOperational"
                      defaultChecked
                      className="size-5 accent-brand-600"
                    />
                    Set the machine back to Operational
                  </label>
                ) : null
              }
            >
              <CircleCheck aria-hidden className="size-5" /> Mark as Resolved
            </IntentButton>
          </div>
          <DuplicateForm thread={thread} returnTo={returnTo} />
          <div className="mt-4 flex flex-col sm:items-start">
            <IntentButton
              intent="cannot-reproduce"
              returnTo={returnTo}
              className="btn-secondary min-h-12 w-full sm:w-auto"
            >
              <SearchX aria-hidden className="size-5" /> Could not reproduce
            </IntentButton>
          </div>
        </>
      ) : (
        <div className="mt-4 flex flex-col sm:items-start">
          <ClosedAs status={repair.status} duplicateOf={repair.duplicateOf} />
          <IntentButton intent="reopen" returnTo={returnTo} className="btn-secondary min-h-12 w-full sm:w-auto">
            <RotateCcw aria-hidden className="size-5" /> Reopen
          </IntentButton>
        </div>
      )}
      <DeleteRepair thread={thread} />
    </section>
  );
}

function ClosedAs({ status, duplicateOf }: { status: RepairStatus; duplicateOf: number | null }) {
  if (status === "duplicate" && duplicateOf !== null)
    return (
      <p className="mb-3" data-testid="thread-duplicate-of">
        Duplicate of{" "}
        <Link to={`/repairs/${duplicateOf}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
          repair #{duplicateOf}
        </Link>
      </p>
    );
  if (status === "cannot_reproduce") return <p className="mb-3">Could not reproduce.</p>;
  if (status === "false_alarm") return <p className="mb-3">Closed as a false alarm.</p>;
  return null;
}

function DuplicateForm({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { formRef, form } = useThreadForm();
  if (!thread.duplicateChoices.length) return null;
  return (
    <ThreadFormFrame formRef={formRef} form={form} returnTo={returnTo} className="mt-4">
      <input type="hidden" name="intent" value="duplicate" />
      <label htmlFor={`${form.id}-duplicateOf`} className="label">
        Duplicate of
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select {...form.field("duplicateOf")} defaultValue="" className="input min-h-12 sm:flex-1">
          <option value="">Choose a repair of this machine</option>
          {thread.duplicateChoices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="submit" disabled={form.busy} className="btn-secondary min-h-12">
          <CopyX aria-hidden className="size-5" /> {form.busy ? "Saving..." : "Close as duplicate"}
        </button>
      </div>
      {form.errors.duplicateOf ? (
        <p id={`${form.id}-duplicateOf-error`} className="field-error">
          {form.errors.duplicateOf}
        </p>
      ) : (
        <ThreadFailure form={form} />
      )}
    </ThreadFormFrame>
  );
}

function DeleteRepair({ thread }: { thread: Thread }) {
  const fetcher = useFetcher<typeof action>();
  const { key } = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  const { repair, game } = thread;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4 dark:border-white/10">
      <InlineError message={error} className="mb-2" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this repair?"
        description={
          <>
            &ldquo;{repair.comment.length > 120 ? `${repair.comment.slice(0, 120)}...` : repair.comment}&rdquo;.{" "}
            {REPAIR_TRASH_NOTE}
          </>
        }
        confirmLabel="Delete Repair"
        busy={busy}
        busyLabel="Deleting..."
        onConfirm={() => {
          setConfirming(false);
          void fetcher.submit(
            { intent: "delete", returnTo: `/game/${game.slug}`, ...(key ? { idempotencyKey: key } : {}) },
            { method: "post", action: `/repairs/${repair.id}` },
          );
        }}
        trigger={
          <button type="button" className="btn-ghost min-h-12 text-red-700 dark:text-red-300">
            <Trash2 aria-hidden className="size-5" /> Delete<span className="sr-only"> repair</span>
          </button>
        }
      />
    </div>
  );
}
