import { MailCheck, Send } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { describedBy, FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import {
  staffAccountSchema,
  staffAccountValues,
  staffFieldErrors,
  type StaffActionResult,
} from "~/models/account/staff-account.schema";
import { EmailText } from "./EmailText";
import { ResultBanner } from "./ResultBanner";

type Props = {
  me: { email: string };
  /** The address chosen in the picker above. */
  email: string;
  hasAccount: boolean;
  result: StaffActionResult | undefined;
  hydrated: boolean;
};

/**
 * The spec's email-test and password-reset-email-test functions: one form, its two buttons posting their own
 * intent. The reset test needs the address chosen in the picker above; its message is the button's.
 */
export function EmailTests({ me, email, hasAccount, result, hydrated }: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { id, formRef, errors, clear, onSubmit } = useForm({
    check: checkWith<unknown>(staffAccountSchema(me.email), staffAccountValues, staffFieldErrors),
    result,
    send: (_form, target) => submit(target, { method: "post", preventScrollReset: true }),
    // The address is not a field of this form: the message stays by the button, read out as it appears.
    focusOnResult: false,
    focusOnInvalid: false,
  });
  // Choosing another address in the picker is editing this form's address: its message goes.
  const [checkedEmail, setCheckedEmail] = useState(email);
  if (email !== checkedEmail) {
    setCheckedEmail(email);
    clear("email");
  }

  return (
    <section aria-labelledby="email-tests-heading" className="card p-5 sm:p-7">
      <h2 id="email-tests-heading" className="flex items-center gap-2 text-xl font-bold">
        <MailCheck aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Email Tests
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-300">
        Check that the website can send mail. Messages go out from the outbox within a few seconds.
      </p>
      <ResultBanner result={result} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="email" value={email} />
        <div className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-white/10">
          <p className="flex-1 text-sm text-slate-700 dark:text-slate-200">
            Sends a test message to you at{" "}
            <strong className="font-semibold text-slate-900 dark:text-white">
              <EmailText email={me.email} />
            </strong>
            .
          </p>
          <button
            type="submit"
            name="intent"
            value="test-email"
            className="mt-4 btn-secondary w-full"
            disabled={pending === "test-email"}
          >
            <Send aria-hidden className="size-4" />
            {pending === "test-email" ? "Sending..." : "Send Test Email"}
          </button>
        </div>
        <div className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-white/10">
          <p className="flex-1 text-sm text-slate-700 dark:text-slate-200">
            {email ? (
              <>
                Sends a real password reset link to{" "}
                <strong className="font-semibold text-slate-900 dark:text-white">
                  <EmailText email={email} />
                </strong>
                {hasAccount ? "." : ", once it has an account."}
              </>
            ) : (
              <>
                Sends a real password reset link to the account chosen above
                {hydrated ? "" : " (choose it, then Continue)"}.
              </>
            )}
          </p>
          <FieldError id={id} name="email" errors={errors} announce />
          <button
            type="submit"
            name="intent"
            value="test-reset-email"
            className="mt-4 btn-secondary w-full"
            disabled={pending === "test-reset-email"}
            aria-describedby={describedBy(id, "email", errors)}
          >
            <MailCheck aria-hidden className="size-4" />
            {pending === "test-reset-email" ? "Sending..." : "Test Password Reset Email"}
          </button>
        </div>
      </Form>
    </section>
  );
}
