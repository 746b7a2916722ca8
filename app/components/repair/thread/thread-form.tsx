import { useState, useSyncExternalStore } from "react";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { checkWith, useForm } from "~/components/forms/use-form";
import { readThreadPost, threadErrorsOf, threadSchema } from "~/models/repair/thread.schema";
import type { RepairThread } from "~/models/repair/thread.server";
import type { FormResult } from "~/utils/forms";
import { InlineError } from "~/components/ui/InlineError";
import { KeptNotice, useKeptOnPhone } from "~/components/floor-queue/KeptNotice";

/**
 * The thread's forms (docs/product.md#the-repair-thread): each posts one intent to /repairs/{id} with its own fetcher,
 * so the page keeps its place, and carries an idempotency key, renewed once an answer comes back so the next submit is
 * a new one. Before JavaScript runs, a form also names `returnTo` (this thread), so the action sends the browser back
 * here.
 */

/** A repair's thread as its page shows it, and who is looking. */
export type Thread = RepairThread & { meId: number };

const CHECK = checkWith<unknown>(threadSchema, readThreadPost, threadErrorsOf);

export function useThreadForm(
  onSaved?: (form: HTMLFormElement | null) => void,
  /** Another repair's thread to post to (from a page other than the thread), and the fetcher's key. */
  target: { action?: string; fetcherKey?: string } = {},
) {
  const { key, renew } = useIdempotencyKey();
  const { id, formRef, errors, field, clear, onSubmit, busy, failure, result, fetcher } = useForm<FormResult>({
    check: CHECK,
    onSaved,
    ...target,
  });
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result) renew();
  }
  // Kept on the phone while the network is gone: emptied like a saved form, with a new key for the next one.
  const kept = useKeptOnPhone(formRef, () => {
    onSaved?.(formRef.current);
    renew();
  });
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  return { formRef, form: { id, key, errors, field, clear, onSubmit, busy, failure, result, pendingIntent, kept } };
}

export type ThreadForm = ReturnType<typeof useThreadForm>["form"];

const subscribeNever = () => () => {};

/** `returnTo` for a post sent without JavaScript (a plain form); left out once the page is hydrated. */
export function NoScriptReturn({ to }: { to: string }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return hydrated ? null : <input type="hidden" name="returnTo" value={to} />;
}

/** A thread form's frame: method, the hook's wiring, the key and the way back without JavaScript. */
export function ThreadFormFrame({
  formRef,
  form,
  returnTo,
  action,
  className,
  label,
  children,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  form: ThreadForm;
  returnTo: string;
  /** The thread it posts to, when it is not the page's own. */
  action?: string;
  className?: string;
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      ref={formRef}
      onSubmit={form.onSubmit}
      noValidate
      className={className}
      aria-label={label}
    >
      <IdempotencyField value={form.key} />
      <NoScriptReturn to={returnTo} />
      {children}
      <KeptNotice kept={form.kept} className="mt-2" />
    </form>
  );
}

/** A form's failure, read out as it appears. */
export function ThreadFailure({ form }: { form: ThreadForm }) {
  return <InlineError message={form.failure} className="mt-2" />;
}

/** One button that posts one intent (and its hidden fields): Take it, a status, a part's status, Reopen... */
export function IntentButton({
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
