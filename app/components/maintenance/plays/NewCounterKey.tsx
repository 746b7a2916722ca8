import { Check, Copy, KeyRound, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Field, fieldProps } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { COUNTER_KEY_LABEL_MAX } from "~/models/maintenance/counter-key";
import { counterKeySchema } from "~/models/maintenance/counter-key.schema";
import type { FormResult } from "~/utils/forms";

/** The make answer: the key and the request to send with it, sent once and kept nowhere. */
export type CounterKeyResult = FormResult<
  "label",
  "make-key" | "revoke-key",
  { key?: string; request?: string; label?: string }
>;

const makeValues = (form: FormData) => ({ intent: "make-key" as const, label: String(form.get("label") ?? "") });
const check = checkWith<unknown>(counterKeySchema, makeValues);

const ONCE_BOX = [
  "mt-5 rounded-2xl border border-emerald-300 bg-emerald-50 p-4",
  "dark:border-emerald-400/40 dark:bg-emerald-400/10",
].join(" ");

/** Make a key for this machine's counter with a label; the key and the exact request show here once. */
export function NewCounterKey({ pageResult }: { pageResult?: CounterKeyResult }) {
  const { id, formRef, fetcher, clear, errors, onSubmit, busy, result } = useForm<CounterKeyResult>({
    check,
    id: "counter-key",
    onSaved: (form) => form?.reset(),
  });
  const answer = busy ? undefined : (result ?? pageResult);
  const shownErrors = { ...(!result && pageResult && !pageResult.ok ? pageResult.fieldErrors : {}), ...errors };
  const made = answer?.ok && answer.key && answer.request ? answer : null;
  return (
    <div>
      <fetcher.Form ref={formRef} method="post" onSubmit={onSubmit} noValidate className="mt-4">
        {answer && !answer.ok && answer.error ? <FormAlert>{answer.error}</FormAlert> : null}
        <input type="hidden" name="intent" value="make-key" />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <Field
              id={id}
              name="label"
              label="Label"
              errors={shownErrors}
              hint="Which counter it is for, e.g. Coin door counter"
            >
              <input
                {...fieldProps(id, "label", shownErrors, clear, true)}
                className="input"
                maxLength={COUNTER_KEY_LABEL_MAX}
                autoComplete="off"
              />
            </Field>
          </div>
          <button type="submit" className="btn-primary min-h-11 justify-center sm:mt-7" disabled={busy}>
            <KeyRound aria-hidden className="size-4" />
            {busy ? "Making..." : "Make key"}
          </button>
        </div>
      </fetcher.Form>
      {made ? <OneTimeKey label={made.label ?? ""} token={made.key!} request={made.request!} /> : null}
    </div>
  );
}

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <button type="button" className="btn-secondary shrink-0 justify-center" onClick={copy}>
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {copied ? "Copied" : `Copy ${what}`}
    </button>
  );
}

function OneTimeKey({ label, token, request }: { label: string; token: string; request: string }) {
  return (
    <div role="status" className={ONCE_BOX}>
      <p className="font-semibold text-emerald-950 dark:text-emerald-100">Counter key {label} made.</p>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-emerald-950 dark:text-emerald-100">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        Copy it now and set it in the counter: it is shown only this once.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="counter-key-value" className="sr-only">
          Counter key
        </label>
        <input
          id="counter-key-value"
          readOnly
          value={token}
          className="input font-mono text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton text={token} what="key" />
      </div>
      <p className="mt-4 text-sm font-semibold text-emerald-950 dark:text-emerald-100" id="counter-request-label">
        The request the counter sends
      </p>
      <pre
        aria-labelledby="counter-request-label"
        // A long line scrolls sideways: the keyboard must reach it too.
        tabIndex={0}
        data-testid="counter-request"
        className="mt-1 overflow-x-auto rounded-xl bg-ink-950 p-3 font-mono text-xs leading-relaxed text-slate-100 sm:text-sm"
      >
        {request}
      </pre>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <CopyButton text={request} what="request" />
        <p className="text-sm text-emerald-950 dark:text-emerald-100">
          A form body works too; add <code className="font-mono">&quot;note&quot;</code> to say why a reading is lower.
        </p>
      </div>
    </div>
  );
}
