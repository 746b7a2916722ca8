import { KeyRound, TriangleAlert, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import {
  staffAccountSchema,
  staffAccountValues,
  staffFieldErrors,
  type StaffAccountSummary,
  type StaffActionResult,
} from "~/models/account/staff-account.schema";
import { PasswordField } from "~/components/auth/PasswordInput";
import { FieldError, fieldId, fieldProps } from "~/components/forms/Field";
import { checkWith, focusFirstInvalid, useForm } from "~/components/forms/use-form";
import { AccountPicker } from "./AccountPicker";
import { CurrentPasswordCheck } from "./CurrentPasswordCheck";
import { EmailTests } from "./EmailTests";
import { NewAccountFields } from "./NewAccountFields";
import { PasswordSetter } from "./PasswordSetter";
import { ResultBanner, useHydrated } from "./ResultBanner";

type Props = {
  me: { id: number; email: string };
  accounts: StaffAccountSummary[];
  selected: string;
  result: StaffActionResult | undefined;
};

const isAccountResult = (result: StaffActionResult | undefined) =>
  result?.intent === "create" || result?.intent === "reset";

/** Where the picker starts: the address a failed submission was about, else the page's ?email= (none after a success). */
function initialPick(accounts: StaffAccountSummary[], selected: string, result: StaffActionResult | undefined) {
  const email =
    result && !result.ok
      ? (result.values?.email ?? "").trim().toLowerCase()
      : result?.ok && isAccountResult(result)
        ? ""
        : selected;
  return accounts.some((a) => a.email === email) ? { choice: email, typed: "" } : { choice: "", typed: email };
}

/** The manage form's id prefix; its picker's fields share it. */
const FORM_ID = "account";

/** The picker's two fields, each with its own message: the address's message goes to the one in use. */
const pickerField = (typed: string) => (typed ? "newEmail" : "email");

export function ManageAccount({ me, accounts, selected, result }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [pick, setPick] = useState(() => initialPick(accounts, selected, result));
  const [password, setPassword] = useState("");
  const [generated, setGenerated] = useState<{ password: string; email: string | null } | null>(null);
  // What was last sent, so a success can tell whether it saved the generated password, and for whom.
  const submitted = useRef<{ email: string; password: string } | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const email = (pick.typed.trim() || pick.choice).toLowerCase();
  const account = accounts.find((a) => a.email === email);
  const isSelf = email === me.email;
  const creating = Boolean(email) && !account;
  const accountResult = isAccountResult(result) ? result : undefined;
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const managers = accounts.filter((a) => a.role === "manager").map((a) => a.email);
  const { id, formRef, errors, clear, onSubmit } = useForm({
    check: checkWith<unknown>(staffAccountSchema(me.email, managers), staffAccountValues, staffFieldErrors),
    id: FORM_ID,
    result: accountResult,
    send: (form, target) => {
      const values = staffAccountValues(new FormData(form));
      submitted.current = { email: values.email.trim().toLowerCase(), password: values.password };
      return submit(target, { method: "post", preventScrollReset: true });
    },
    // The address is chosen in the picker above this form: its message and focus go to the picker's field in use.
    focusFirst: (form, fieldErrors) =>
      fieldErrors.email
        ? document.getElementById(fieldId(FORM_ID, pickerField(pick.typed)))?.focus()
        : focusFirstInvalid(form, fieldErrors),
    // After a success start afresh; a generated password stays on show, naming its account, until dismissed.
    onSaved: () => {
      setPick({ choice: "", typed: "" });
      setPassword("");
      const sent = submitted.current;
      setGenerated((shown) =>
        shown && sent && sent.password === shown.password ? { password: shown.password, email: sent.email } : null,
      );
    },
  });

  // A row's 'Reset' link changes ?email=: follow it (not on the first render, which already did).
  const shownSelected = useRef(selected);
  useEffect(() => {
    if (selected === shownSelected.current) return;
    shownSelected.current = selected;
    setPick(initialPick(accounts, selected, undefined));
  }, [selected, accounts]);

  return (
    <>
      <section id="manage-account" aria-labelledby="manage-heading" className="scroll-mt-24 card p-5 sm:p-7">
        <h2 id="manage-heading" className="flex items-center gap-2 text-xl font-bold">
          {creating ? (
            <UserPlus aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
          ) : (
            <KeyRound aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
          )}
          {creating ? "Create New Account" : "Reset Password"}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-300">
          Pick an account to give it a new password, or type a new address to create an account. Passwords are never
          sent by email.
        </p>
        <ResultBanner result={accountResult} />

        <AccountPicker
          accounts={accounts}
          choice={pick.choice}
          typed={pick.typed}
          onChoose={(value) => {
            setPick({ choice: value, typed: "" });
            clear("email");
          }}
          onType={(value) => {
            setPick({ choice: "", typed: value });
            clear("email");
          }}
          account={account}
          email={email}
          isSelf={isSelf}
          prefix={id}
          errors={{ [pickerField(pick.typed)]: errors.email }}
          hydrated={hydrated}
          onContinue={() => passwordRef.current?.focus()}
        />

        <Form
          ref={formRef}
          method="post"
          noValidate
          preventScrollReset
          className="group/account mt-6 space-y-5 border-t border-slate-200 pt-6 dark:border-white/10"
          onSubmit={onSubmit}
        >
          <input type="hidden" name="email" value={email} />
          {creating ? (
            <NewAccountFields
              prefix={id}
              errors={errors}
              onEdit={clear}
              defaults={accountResult && !accountResult.ok ? accountResult.values : undefined}
            />
          ) : null}

          <PasswordSetter
            prefix={id}
            errors={errors}
            onEdit={clear}
            value={password}
            onChange={setPassword}
            hydrated={hydrated}
            inputRef={passwordRef}
            generated={generated}
            onGenerate={(value) => {
              setGenerated({ password: value, email: null });
              setPassword(value);
              clear("password");
            }}
            onDismiss={() => setGenerated(null)}
          />

          {creating || (account?.role === "manager" && !isSelf) ? (
            <CurrentPasswordCheck prefix={id} errors={errors} onEdit={clear} whenManagerChosen={creating} />
          ) : null}

          {isSelf && account ? (
            <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
              <p className="flex gap-2 font-semibold">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" /> This is your own account.
              </p>
              <p className="mt-1">
                Resetting your own password signs you out everywhere, including this browser. You will sign in again
                with the new password.
              </p>
              <div className="mt-3">
                <PasswordField
                  prefix={id}
                  name="currentPassword"
                  label="Current Password"
                  autoComplete="current-password"
                  errors={errors}
                  onEdit={clear}
                />
              </div>
              <label className="mt-3 flex min-h-11 items-center gap-3 font-medium">
                <input
                  {...fieldProps(id, "confirmSelf", errors, clear)}
                  type="checkbox"
                  className="size-5 accent-brand-600"
                />
                I understand: sign me out everywhere
              </label>
              <FieldError id={id} name="confirmSelf" errors={errors} />
            </div>
          ) : null}

          <button
            type="submit"
            name="intent"
            value={creating ? "create" : "reset"}
            className="btn-primary w-full sm:w-auto"
            disabled={pendingIntent === "create" || pendingIntent === "reset"}
          >
            {creating ? <UserPlus aria-hidden className="size-4" /> : <KeyRound aria-hidden className="size-4" />}
            {pendingIntent === "create"
              ? "Creating Account..."
              : pendingIntent === "reset"
                ? "Resetting Password..."
                : creating
                  ? "Create New Account"
                  : "Reset Password"}
          </button>
        </Form>
      </section>

      <EmailTests
        me={me}
        email={email}
        hasAccount={Boolean(account)}
        result={result?.intent === "test-email" || result?.intent === "test-reset-email" ? result : undefined}
        hydrated={hydrated}
      />
    </>
  );
}
