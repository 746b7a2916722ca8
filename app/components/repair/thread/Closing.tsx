import { CopyX, RotateCcw, SearchX, Trash2 } from "lucide-react";
import { useState } from "react";
import { href, Link } from "react-router";
import { FieldError } from "~/components/forms/Field";
import { useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { useActionButton } from "~/components/forms/use-action-button";
import { DeleteRepairDialog } from "~/components/repair/DeleteRepairDialog";
import { InlineError } from "~/components/ui/InlineError";
import type { RepairStatus } from "~/db/schema";
import { isClosed } from "~/models/repair/floor";
import type { action } from "~/routes/repairs.repair";
import { H2, SECTION } from "./thread-look";
import { ResolveForm } from "./ResolveForm";
import { IntentButton, ThreadFailure, ThreadFormFrame, useThreadForm, type Thread } from "./thread-form";

/** Resolve (or Reopen), close as a duplicate or as not reproducible, and delete. */
export function Closing({ thread, returnTo }: { thread: Thread; returnTo: string }) {
  const { repair } = thread;
  const open = !isClosed(repair.status);
  return (
    <section aria-labelledby="close-heading" className={`mt-8 ${SECTION}`}>
      <h2 id="close-heading" className={H2}>
        {open ? "Close this repair" : "Closed"}
      </h2>
      {open ? (
        <>
          <div className="mt-4">
            <ResolveForm thread={thread} returnTo={returnTo} />
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
          <IntentButton intent="reopen" returnTo={returnTo} className="btn-primary min-h-12 w-full sm:w-auto">
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
        <Link
          to={href("/repairs/:id", { id: String(duplicateOf) })}
          className="font-semibold text-brand-700 underline dark:text-brand-300"
        >
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
        <FieldError id={form.id} name="duplicateOf" errors={form.errors} />
      ) : (
        <ThreadFailure form={form} />
      )}
    </ThreadFormFrame>
  );
}

function DeleteRepair({ thread }: { thread: Thread }) {
  const { submit, busy, error } = useActionButton<typeof action>();
  const { key } = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const { repair, game } = thread;
  return (
    <div className="mt-6 border-t border-slate-200 pt-4 dark:border-white/10">
      <InlineError message={error} className="mb-2" />
      <DeleteRepairDialog
        comment={repair.comment}
        open={confirming}
        onOpenChange={setConfirming}
        busy={busy}
        busyLabel="Deleting..."
        onConfirm={() => {
          setConfirming(false);
          void submit(
            {
              intent: "delete",
              returnTo: href("/game/:slug", { slug: game.slug }),
              ...(key ? { idempotencyKey: key } : {}),
            },
            { method: "post", action: href("/repairs/:id", { id: String(repair.id) }) },
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
