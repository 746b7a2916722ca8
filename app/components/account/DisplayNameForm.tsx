import { UserRound } from "lucide-react";
import { Field, fieldProps } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { DisplayNameSchema, type DisplayNameField } from "~/models/account/display-name.schema";
import { formValues, type FormResult } from "~/utils/forms";
import { ACCOUNT_CARD, CARD_ICON } from "./account-card";
import { SaveRow } from "./SaveRow";

/** What the Me page's action answers this form (intent=display-name). */
export type DisplayNameResult = FormResult<DisplayNameField, "display-name">;

const check = checkWith(DisplayNameSchema, formValues);

/**
 * The signed-in staff member's own name, with the e-mail and role they cannot change beside it. Posts with the form
 * hook's fetcher, or as a plain form without JavaScript (`pageResult` is then the page's action data).
 */
export function DisplayNameForm({
  name,
  email,
  role,
  pageResult,
}: {
  name: string | null;
  email: string;
  role: string;
  pageResult?: DisplayNameResult;
}) {
  const { id, fetcher, formRef, errors, clear, onSubmit, busy, result } = useForm<DisplayNameResult>({
    check,
    id: "display-name",
  });
  const answer = busy ? undefined : (result ?? pageResult);
  const shownErrors = { name: errors.name ?? (answer && !answer.ok ? answer.fieldErrors?.name : undefined) };
  const typed = answer && !answer.ok ? answer.values?.name : undefined;

  return (
    <section aria-labelledby={`${id}-heading`} className={ACCOUNT_CARD}>
      <div className="mb-5 flex items-center gap-3">
        <span className={CARD_ICON}>
          <UserRound aria-hidden className="size-5" />
        </span>
        <h2 id={`${id}-heading`} className="text-xl font-extrabold tracking-tight">
          Profile
        </h2>
      </div>
      <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-600 dark:text-slate-400">E-mail</dt>
        <dd className="min-w-0 break-words text-slate-900 dark:text-white">{email}</dd>
        <dt className="font-semibold text-slate-600 dark:text-slate-400">Role</dt>
        <dd className="text-slate-900 dark:text-white">{role}</dd>
      </dl>
      {answer && !answer.ok && answer.error ? <FormAlert>{answer.error}</FormAlert> : null}
      <fetcher.Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="intent" value="display-name" />
        <Field
          id={id}
          name="name"
          label="Your name"
          errors={shownErrors}
          hint="Shown to colleagues on repairs and in the header."
        >
          <input
            {...fieldProps(id, "name", shownErrors, clear, true)}
            type="text"
            autoComplete="name"
            defaultValue={typed ?? name ?? ""}
            className="input"
          />
        </Field>
        <SaveRow label="Save Name" busy={busy} answer={answer} />
      </fetcher.Form>
    </section>
  );
}
