import { MailCheck } from "lucide-react";
import { useSubmit } from "react-router";
import { FieldError } from "~/components/forms/Field";
import { IdempotencyField, useIdempotencyKey } from "~/components/forms/IdempotencyKey";
import { SpamTrap } from "~/components/forms/SpamTrap";
import { lazySchema, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { WATCH_DONE } from "~/models/repair/report";
import type { FormResult } from "~/utils/forms";
import { Spinner } from "./ReportStates";

const schema = lazySchema(() => import("~/models/repair/report.schema").then((m) => m.WatchSchema));

/**
 * "E-mail me when it is fixed" (docs/departures.md#fix-notice): an optional address, kept until its one mail goes when
 * the machine is next Operational, or for 60 days. A plain POST that works without JavaScript; it goes back to the page
 * it was sent from (its address holds the page's state), which then shows the confirmation.
 */
export function WatchForFix({ done, result }: { done: boolean; result?: FormResult }) {
  const submit = useSubmit();
  const { key } = useIdempotencyKey();
  const { id, errors, field, onSubmit, onFocus, busy, failure } = useForm({
    id: "watch",
    check: schema,
    send: (form) => submit(form, { method: "post", replace: true, preventScrollReset: true }),
    result,
  });
  const values = result && !result.ok ? (result.values ?? {}) : {};

  if (done)
    return (
      <p
        role="status"
        className="mt-6 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100"
      >
        <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        {WATCH_DONE}
      </p>
    );

  return (
    <form
      method="post"
      noValidate
      className="mt-6 border-t border-slate-200 pt-5 dark:border-white/10"
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      <h2 className="text-lg font-bold">E-mail me when it is fixed</h2>
      {failure ? (
        <div className="mt-3">
          <FormAlert>{failure}</FormAlert>
        </div>
      ) : null}
      <SpamTrap />
      <input type="hidden" name="intent" value="watch" />
      <IdempotencyField value={key} />
      <label htmlFor={`${id}-watchEmail`} className="mt-2 label">
        Your email
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          {...field("watchEmail", true)}
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.watchEmail ?? ""}
          className="input sm:flex-1"
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={busy}>
          {busy ? <Spinner label="Sending" /> : null}
          E-mail me
        </button>
      </div>
      <p id={`${id}-watchEmail-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        We will send one e-mail when this machine can be played again, then delete your address.
      </p>
      <FieldError id={id} name="watchEmail" errors={errors} />
    </form>
  );
}
