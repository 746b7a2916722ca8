import { BadgeCheck } from "lucide-react";
import { FieldError, fieldId, fieldProps } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  VERIFIED_INTENT,
  VerifiedWorkingSchema,
  type VerifiedWorkingField,
} from "~/models/game/verified-working.schema";
import { formValues, type FormResult } from "~/utils/forms";

/** What the edit page's action answers this form: on success, the check now shown as the last. */
export type VerifiedWorkingResult = FormResult<VerifiedWorkingField, typeof VERIFIED_INTENT, { last: string }>;

const check = checkWith(VerifiedWorkingSchema, formValues);

/**
 * 'Verified working' on the edit page (docs/product.md#visitors-see-the-truth): a staff member who has checked the
 * machine records the museum date (today by default). Games For Sale's service record shows the latest check. Posts
 * with its own fetcher, or as a plain form without JavaScript (`pageResult` is then the page's action data).
 */
export function VerifiedWorking({
  last,
  today,
  pageResult,
}: {
  /** 'Nov 20, 2026, by Ana', or null when never checked. */
  last: string | null;
  today: string;
  pageResult?: VerifiedWorkingResult;
}) {
  const { id, fetcher, formRef, errors, clear, onSubmit, busy, result } = useForm<VerifiedWorkingResult>({
    check,
    id: "verified",
  });
  const answer = busy ? undefined : (result ?? pageResult);
  const shownLast = answer?.ok ? answer.last : last;
  // Without JavaScript the server's messages come as the page's action data, not through the hook.
  const shownErrors = { ...(!result && pageResult && !pageResult.ok ? pageResult.fieldErrors : {}), ...errors };
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <BadgeCheck aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
        Verified working
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Checked the machine from end to end? Record it: Games For Sale shows buyers when it was last verified working.
      </p>
      <p className="mt-3 font-medium text-slate-900 dark:text-white" data-testid="last-verified" role="status">
        {shownLast ? `Last verified working: ${shownLast}` : "Not verified working yet."}
      </p>
      {answer && !answer.ok && answer.error ? <FormAlert>{answer.error}</FormAlert> : null}
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-4">
        <input type="hidden" name="intent" value={VERIFIED_INTENT} />
        <label htmlFor={fieldId(id, "verifiedOn")} className="label">
          Date checked
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="date"
            {...fieldProps(id, "verifiedOn", shownErrors, clear)}
            defaultValue={today}
            max={today}
            required
            className="input w-auto"
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            <BadgeCheck aria-hidden className="size-4" />
            {busy ? "Recording..." : "Verified working"}
          </button>
        </div>
        <FieldError id={id} name="verifiedOn" errors={shownErrors} />
      </fetcher.Form>
    </section>
  );
}
