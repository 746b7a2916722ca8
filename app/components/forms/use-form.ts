import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { fieldErrorsIn, fieldErrorsOf, formValues, type AnyFormResult, type FieldErrors } from "~/utils/forms";
import { fieldProps, type Hint } from "./Field";

/** A browser-side check of a form: its messages keyed by field, or null when it may be sent. */
export type FormCheck = {
  errorsIn: (form: FormData) => FieldErrors | null | Promise<FieldErrors | null>;
  /** Starts loading what the check needs (a lazy schema), so a submit rarely waits. */
  preload?: () => void;
};

/**
 * A schema the page already holds (back office: zod is in its first load anyway), over the values `read`
 * takes from the form; `errorsOf` names the messages' fields when they are not the schema's top-level keys.
 */
export const checkWith = <T>(
  schema: z.ZodType<unknown, T>,
  read: (form: FormData) => T,
  errorsOf: (error: z.ZodError) => FieldErrors = fieldErrorsOf,
): FormCheck => ({
  errorsIn(form) {
    const parsed = schema.safeParse(read(form));
    return parsed.success ? null : errorsOf(parsed.error);
  },
});

/**
 * A form's zod schema, loaded on first use so that zod is not part of a public page's first download. Forms
 * preload it when a field gets the focus; a failed load is tried again next time, and while it cannot load
 * (offline) the form goes to the server, which checks the same schema.
 */
export function lazySchema(load: () => Promise<z.ZodType>): Required<FormCheck> {
  let pending: Promise<z.ZodType> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    preload: () => void get().catch(() => {}),
    async errorsIn(form) {
      const schema = await get().catch(() => null);
      const parsed = schema?.safeParse(formValues(form));
      return parsed && !parsed.success ? fieldErrorsOf(parsed.error) : null;
    },
  };
}

type Options<Result extends AnyFormResult> = {
  check: FormCheck;
  /** Prefix of the field ids (`${id}-${name}`); "" for bare names; a new one per form by default. */
  id?: string;
  /**
   * Sends a valid form with the page's own submit (a navigation), its answer then coming back as `result`
   * (the route's action data). Without it the form posts to `action` with the hook's fetcher, so the rest of
   * the page keeps its state. `data` is what the browser would post, read when the form was sent: the
   * fields, and the name and value of the button that was clicked (`target`, or the form when there is none).
   */
  send?: (form: HTMLFormElement, target: SubmitTarget, data: FormData) => Promise<unknown>;
  result?: Result;
  action?: string;
  /** The fetcher's key: a component that outlives the form (its answer's home) reads the same fetcher by it. */
  fetcherKey?: string;
  /** Move the focus to the first field the server refused (not on forms that never did). */
  focusOnResult?: boolean;
  /** Move the focus to the first field the browser's check refused (the newsletter's one field keeps it as is). */
  focusOnInvalid?: boolean;
  /** Moves the focus to the first field with a message, for a form with fields outside it; by default in the form's order. */
  focusFirst?: (form: HTMLFormElement | null, errors: FieldErrors) => void;
  /** After a check in the browser found messages (e.g. to open the section that holds them). */
  onInvalid?: (errors: FieldErrors) => void;
  /** Once an answer is ok (with a fetcher: once the page's data has been reloaded); gets the form, e.g. to empty it. */
  onSaved?: (form: HTMLFormElement | null) => void;
};

/**
 * The one way a form of ours is checked and sent. It posts without JavaScript too; with it, `check` runs
 * first (messages next to the fields, focus on the first), the server's own messages land in the same places,
 * what the user typed stays, and editing a field clears its message. `busy` covers the check and the post.
 */
export function useForm<Result extends AnyFormResult>({
  check,
  id: prefix,
  send,
  result: navigationResult,
  action,
  fetcherKey,
  focusOnResult = true,
  focusOnInvalid = true,
  focusFirst = focusFirstInvalid,
  onInvalid,
  onSaved,
}: Options<Result>) {
  const ownId = useId();
  const id = prefix ?? ownId;
  const fetcher = useFetcher<Result>({ key: fetcherKey });
  const result = send ? navigationResult : fetcher.data;
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(() => fieldErrorsIn(result));
  const [shown, setShown] = useState(result);
  if (result !== shown) {
    setShown(result);
    setErrors(fieldErrorsIn(result));
  }
  const [checking, setChecking] = useState(false);
  const inFlight = useRef(false);

  const answered = useEffectEvent((answer: AnyFormResult) => {
    if (answer.ok) onSaved?.(formRef.current);
    else if (focusOnResult && answer.fieldErrors) focusFirst(formRef.current, answer.fieldErrors);
  });
  useEffect(() => {
    if (fetcher.state === "idle" && result) answered(result);
  }, [fetcher.state, result]);

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    const form = e.currentTarget;
    const target = submitTarget(e);
    // Read now, as the browser would post it: once `checking` renders, a button disabled while busy is no
    // longer part of the form, and the name and value it sends (an intent) would be lost.
    const data = new FormData(form, target === form ? null : target);
    inFlight.current = true;
    setChecking(true);
    try {
      const found = await check.errorsIn(data);
      if (found) {
        setErrors(found);
        onInvalid?.(found);
        if (focusOnInvalid) requestAnimationFrame(() => focusFirst(form, found));
        return;
      }
      setErrors({});
      await (send
        ? send(form, target, data)
        : fetcher.submit(data, {
            method: "post",
            action: action ?? postedTo(form, target),
            encType: form.enctype as "multipart/form-data" | "application/x-www-form-urlencoded",
            preventScrollReset: true,
          }));
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };

  const clear = (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  const setError = (name: string, message: string) => setErrors((current) => ({ ...current, [name]: message }));
  const busy = checking || fetcher.state !== "idle";
  const failure = !busy && result && !result.ok ? result.error : undefined;

  return {
    id,
    fetcher,
    formRef,
    result,
    errors,
    setError,
    clear,
    /** id, name, aria-invalid, aria-describedby (the hint, then the message) and clearing on change. */
    field: (name: string, hint: Hint = false) => fieldProps(id, name, errors, clear, hint),
    onSubmit,
    onFocus: check.preload,
    checking,
    busy,
    failure,
  };
}

/** What a form is sent as: the submit button that sent it (its name and value go too), or the form itself. */
export type SubmitTarget = HTMLFormElement | HTMLButtonElement | HTMLInputElement;

function submitTarget(e: React.FormEvent<HTMLFormElement>): SubmitTarget {
  const submitter = "submitter" in e.nativeEvent ? e.nativeEvent.submitter : null;
  return submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : e.currentTarget;
}

/** Where the form posts as React Router reads it: the button's own `formaction`, else the form's `action`. */
function postedTo(form: HTMLFormElement, target: SubmitTarget) {
  return (target !== form && target.getAttribute("formaction")) || form.getAttribute("action") || undefined;
}

/** Moves the focus to the first field with a message, in the form's own order. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const first = Array.from(form?.elements ?? []).find(
    (el) => el instanceof HTMLElement && "name" in el && errors[String(el.name)],
  );
  if (first instanceof HTMLElement) first.focus();
}
