import { MailCheck, Send } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { SELECT_EMAIL_MESSAGE, type StaffActionResult } from "~/models/account/staff-account.schema";
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

/** The spec's email-test and password-reset-email-test functions. */
export function EmailTests({ me, email, hasAccount, result, hydrated }: Props) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [clientError, setClientError] = useState<{ for: string; message: string } | null>(null);
  const serverError = result && !result.ok ? result.fieldErrors?.email : undefined;
  const emailError = clientError?.for === email ? clientError.message : serverError;

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
        method="post"
        noValidate
        preventScrollReset
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === "test-reset-email" && !email) {
            e.preventDefault();
            setClientError({ for: email, message: SELECT_EMAIL_MESSAGE });
          } else setClientError(null);
        }}
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
          {emailError ? (
            <p id="reset-test-error" className="field-error">
              {emailError}
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="test-reset-email"
            className="mt-4 btn-secondary w-full"
            disabled={pending === "test-reset-email"}
            aria-describedby={emailError ? "reset-test-error" : undefined}
          >
            <MailCheck aria-hidden className="size-4" />
            {pending === "test-reset-email" ? "Sending..." : "Test Password Reset Email"}
          </button>
        </div>
      </Form>
    </section>
  );
}
