import { Mail } from "lucide-react";
import { describedBy, FieldError, fieldId, fieldProps } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import type { ReportNotice } from "~/db/schema";
import {
  DIGEST_LABEL,
  REPORT_NOTICES,
  REPORT_NOTICE_LABELS,
  RepairMailSchema,
  type RepairMail,
} from "~/models/account/repair-mail.schema";
import { formValues, type FormResult } from "~/utils/forms";
import { ACCOUNT_CARD, CARD_ICON } from "./account-card";
import { SaveRow } from "./SaveRow";

/** What the Me page's action answers this form (intent=repair-mail). */
export type RepairMailResult = FormResult<"notifyReports" | "notifyDigest", "repair-mail">;

const check = checkWith(RepairMailSchema, formValues);

const HINTS: Record<ReportNotice, string> = {
  all: "A mail for each visitor report and each repair a colleague logs.",
  urgent: "Only what takes a machine off the floor or may hurt someone.",
  none: "No mail as reports come in.",
};

const CHOICE =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-white/10 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/10";
const CONTROL = "mt-0.5 size-5 shrink-0 border-slate-400 accent-brand-600 dark:accent-brand-400";

/**
 * "Repair mail" on the Me page (docs/departures.md#report-mail-choice): which new reports are mailed to the
 * signed-in staff member and whether the daily digest comes. Its own form and intent, beside the name form; posts
 * with the form hook's fetcher, or as a plain form without JavaScript (`pageResult` is then the page's action data).
 */
export function RepairMailChoice({ saved, pageResult }: { saved: RepairMail; pageResult?: RepairMailResult }) {
  const { id, fetcher, formRef, errors, clear, onSubmit, busy, result } = useForm<RepairMailResult>({
    check,
    id: "repair-mail",
  });
  const answer = busy ? undefined : (result ?? pageResult);
  const failure = answer && !answer.ok ? answer.error : undefined;
  const reportsError = errors.notifyReports ?? (answer && !answer.ok ? answer.fieldErrors?.notifyReports : undefined);
  const digestError = errors.notifyDigest ?? (answer && !answer.ok ? answer.fieldErrors?.notifyDigest : undefined);
  const shownErrors = { notifyReports: reportsError, notifyDigest: digestError };

  return (
    <section aria-labelledby={`${id}-heading`} className={ACCOUNT_CARD}>
      <div className="mb-5 flex items-center gap-3">
        <span className={CARD_ICON}>
          <Mail aria-hidden className="size-5" />
        </span>
        <h2 id={`${id}-heading`} className="text-xl font-extrabold tracking-tight">
          Repair mail
        </h2>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value="repair-mail" />
        <fieldset aria-describedby={describedBy(id, "notifyReports", shownErrors)}>
          <legend className="label">Mail me as reports come in</legend>
          <div className="mt-2 space-y-2">
            {REPORT_NOTICES.map((value) => {
              const optionId = `${fieldId(id, "notifyReports")}-${value}`;
              return (
                <label key={value} htmlFor={optionId} className={CHOICE}>
                  <input
                    id={optionId}
                    type="radio"
                    name="notifyReports"
                    value={value}
                    defaultChecked={saved.notifyReports === value}
                    onChange={() => clear("notifyReports")}
                    aria-describedby={`${optionId}-hint`}
                    className={CONTROL}
                  />
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {REPORT_NOTICE_LABELS[value]}
                    </span>
                    <span id={`${optionId}-hint`} className="block text-sm text-slate-600 dark:text-slate-400">
                      {HINTS[value]}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          <FieldError id={id} name="notifyReports" errors={shownErrors} />
        </fieldset>
        <div>
          <label htmlFor={fieldId(id, "notifyDigest")} className={CHOICE}>
            <input
              {...fieldProps(id, "notifyDigest", shownErrors, clear, true)}
              type="checkbox"
              defaultChecked={saved.notifyDigest}
              className={`${CONTROL} rounded`}
            />
            <span>
              <span className="block font-semibold text-slate-900 dark:text-white">{DIGEST_LABEL}</span>
              <span
                id={`${fieldId(id, "notifyDigest")}-hint`}
                className="block text-sm text-slate-600 dark:text-slate-400"
              >
                What is open on the floor, mailed once a day when the museum opens.
              </span>
            </span>
          </label>
          <FieldError id={id} name="notifyDigest" errors={shownErrors} />
        </div>
        <SaveRow label="Save Repair Mail" busy={busy} answer={answer} />
      </fetcher.Form>
    </section>
  );
}
