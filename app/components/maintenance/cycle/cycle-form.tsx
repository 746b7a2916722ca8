import { useState } from "react";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { checkWith, useForm } from "~/components/forms/use-form";
import { InlineError } from "~/components/ui/InlineError";
import { KeptNotice, useKeptOnPhone } from "~/components/floor-queue/KeptNotice";
import { cycleSchema, readCyclePost } from "~/models/maintenance/done.schema";
import type { FormResult } from "~/utils/forms";

/**
 * A cycle page's forms: each posts one intent to the page's own action with its own fetcher, so the page keeps
 * its place, and carries an idempotency key, renewed once an answer comes back so the next submit is a new one.
 * Given the checklist's length, the browser holds the ticks to the checklist rule before posting.
 */
export function useCycleForm(stepCount?: number, onSaved?: (form: HTMLFormElement | null) => void) {
  const [check] = useState(() => checkWith<unknown>(cycleSchema(stepCount), readCyclePost));
  const { key, renew } = useIdempotencyKey();
  const { id, formRef, errors, field, clear, onSubmit, busy, failure, result } = useForm<FormResult>({
    check,
    onSaved,
  });
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result) renew();
  }
  const kept = useKeptOnPhone(formRef, () => {
    onSaved?.(formRef.current);
    renew();
  });
  // An answer offering an Undo is said by its toast (components/feedback/), with the Undo button.
  const said = !busy && result?.ok && !("undo" in result && result.undo) ? (result.message ?? null) : null;
  return { formRef, form: { id, key, errors, field, clear, onSubmit, busy, failure, said, kept } };
}

export type CycleForm = ReturnType<typeof useCycleForm>["form"];

/** A cycle form's frame: method, the hook's wiring and the key. */
export function CycleFormFrame({
  formRef,
  form,
  className,
  label,
  children,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  form: CycleForm;
  className?: string;
  label?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" ref={formRef} onSubmit={form.onSubmit} noValidate className={className} aria-label={label}>
      <IdempotencyField value={form.key} />
      {children}
      <KeptNotice kept={form.kept} className="mt-2" />
    </form>
  );
}

/** What a form's post did, or why not, read out as it appears. */
export function CycleAnswer({ form }: { form: CycleForm }) {
  return (
    <>
      <p role="status" className="mt-2 text-sm font-semibold text-emerald-800 empty:hidden dark:text-emerald-300">
        {form.said}
      </p>
      <InlineError message={form.failure} className="mt-2" />
    </>
  );
}
