import { useRef, useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf, formValues, type FieldErrors } from "~/utils/forms";

/**
 * A form's zod schema, loaded on first use so that zod is not part of the page's first download. Forms
 * preload it when a field gets the focus, so a submit rarely waits; a failed load is tried again next time.
 */
export function lazySchema(load: () => Promise<z.ZodType>) {
  let pending: Promise<z.ZodType> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    preload: () => void get().catch(() => {}),
    /** The first message per field, or null when the form is valid or the schema cannot load (offline): the server checks the same schema. */
    async errorsIn(form: HTMLFormElement): Promise<FieldErrors | null> {
      const schema = await get().catch(() => null);
      const parsed = schema?.safeParse(formValues(new FormData(form)));
      return parsed && !parsed.success ? fieldErrorsOf(parsed.error) : null;
    },
  };
}

type CheckedSubmitOptions = {
  schema: ReturnType<typeof lazySchema>;
  /** Sends a valid form (React Router's submit or a fetcher's). */
  send: (form: HTMLFormElement) => Promise<unknown>;
  onInvalid: (errors: FieldErrors, form: HTMLFormElement) => void;
  onValid?: () => void;
};

/**
 * Submit handler for a form that posts without JavaScript and, with it, checks the schema first.
 * `checking` covers the wait for the schema, so the button can show its busy state from the click.
 */
export function useCheckedSubmit({ schema, send, onInvalid, onValid }: CheckedSubmitOptions) {
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);
  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    const form = e.currentTarget;
    inFlight.current = true;
    setChecking(true);
    try {
      const errors = await schema.errorsIn(form);
      if (errors) return onInvalid(errors, form);
      onValid?.();
      await send(form);
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };
  return { onSubmit, onFocus: schema.preload, checking };
}

/** Moves the focus to the first field with a message, in the form's own order. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const first = Array.from(form?.elements ?? []).find(
    (el) => el instanceof HTMLElement && "name" in el && errors[String(el.name)],
  );
  if (first instanceof HTMLElement) first.focus();
}
