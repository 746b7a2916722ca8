import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { focusFirstInvalid } from "~/components/forms/checked-submit";
import type { z } from "zod";
import { fieldErrorsOf, type ActionResult, type FieldErrors } from "~/utils/forms";

/** A form's browser-side check: its zod schema over the values read from the form, messages keyed by field. */
export const checkWith =
  <T,>(schema: z.ZodType<unknown, T>, read: (form: FormData) => T) =>
  (form: FormData): FieldErrors | null => {
    const parsed = schema.safeParse(read(form));
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  };

/**
 * One add/edit form of a back-office list page: checked by its schema in the browser first (messages next to the fields, focus on
 * the first), then posted with a fetcher so the rest of the page keeps its state; the server's own messages
 * land in the same places, and what the user typed stays in the fields. `onSaved` runs once the page's data
 * (and whatever the site shows from it) has been reloaded.
 */
export function useAdminForm({
  action,
  validate,
  onSaved,
}: {
  action: string;
  validate: (form: FormData) => FieldErrors | null;
  onSaved: () => void;
}) {
  const fetcher = useFetcher<ActionResult<string>>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    setErrors(fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {});
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) onSaved();
    else if (fetcher.data.fieldErrors) focusFirstInvalid(formRef.current, fetcher.data.fieldErrors);
  }, [fetcher.state, fetcher.data, onSaved]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const found = validate(new FormData(form));
    if (found) {
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(form, found));
      return;
    }
    setErrors({});
    void fetcher.submit(form, { method: "post", action, preventScrollReset: true });
  };

  const clear = (name: string) =>
    setErrors((current) =>
      current[name] ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current,
    );
  const busy = fetcher.state !== "idle";
  const failure = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;

  /** The props that tie an input to its label and its message. */
  const field = (id: string, name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": Boolean(errors[name]) || undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onChange: () => clear(name),
  });

  return { fetcher, formRef, errors, field, clear, onSubmit, busy, failure };
}

export function FieldError({ id, name, errors }: { id: string; name: string; errors: FieldErrors }) {
  return errors[name] ? (
    <p id={`${id}-${name}-error`} className="field-error">
      {errors[name]}
    </p>
  ) : null;
}
