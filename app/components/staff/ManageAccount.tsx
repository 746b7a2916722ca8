import { KeyRound, TriangleAlert, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  staffAccountSchema,
  staffAccountValues,
  staffFieldErrors,
  type StaffAccountSummary,
  type StaffActionResult,
  type StaffFieldErrors,
} from "~/models/account/staff-account.schema";
import { PasswordField } from "~/components/auth/PasswordInput";
import { AccountPicker } from "./AccountPicker";
import { EmailTests } from "./EmailTests";
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

export function ManageAccount({ me, accounts, selected, result }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [pick, setPick] = useState(() => initialPick(accounts, selected, result));
  const [password, setPassword] = useState("");
  const [generated, setGenerated] = useState<{ password: string; email: string | null } | null>(null);
  // What was last sent, so a success can tell whether it saved the generated password, and for whom.
  const submitted = useRef<{ email: string; password: string } | null>(null);
  // null: show the server's field errors; otherwise the browser's own check (cleared per field on editing).
  const [clientErrors, setClientErrors] = useState<StaffFieldErrors | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const newEmailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const email = (pick.typed.trim() || pick.choice).toLowerCase();
  const account = accounts.find((a) => a.email === email);
  const isSelf = email === me.email;
  const creating = Boolean(email) && !account;
  const accountResult = isAccountResult(result) ? result : undefined;
  const serverErrors = accountResult && !accountResult.ok ? (accountResult.fieldErrors ?? {}) : {};
  const errors = clientErrors ?? serverErrors;
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  // A row's 'Reset' link changes ?email=: follow it (not on the first render, which already did).
  const shownSelected = useRef(selected);
  useEffect(() => {
    if (selected === shownSelected.current) return;
    shownSelected.current = selected;
    setPick(initialPick(accounts, selected, undefined));
  }, [selected, accounts]);

  // Each new answer: after a success start afresh; after server-side field errors, focus the first.
  useEffect(() => {
    setClientErrors(null);
    if (!accountResult) return;
    if (accountResult.ok) {
      setPick({ choice: "", typed: "" });
      setPassword("");
      // The form starts afresh, but a generated password stays on show, naming its account, until dismissed.
      const sent = submitted.current;
      setGenerated((shown) =>
        shown && sent && sent.password === shown.password ? { password: shown.password, email: sent.email } : null,
      );
    } else focusFirst(accountResult.fieldErrors ?? {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function focusFirst(fieldErrors: StaffFieldErrors) {
    if (fieldErrors.email) (pick.typed ? newEmailRef.current : selectRef.current)?.focus();
    else if (fieldErrors.password) passwordRef.current?.focus();
    else if (fieldErrors.currentPassword) document.getElementById("current-password")?.focus();
    else if (fieldErrors.confirmSelf) confirmRef.current?.focus();
  }

  const clearError = (field: keyof StaffFieldErrors) =>
    setClientErrors((prev) => {
      const current = prev ?? serverErrors;
      return current[field] ? { ...current, [field]: undefined } : prev;
    });

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
            clearError("email");
          }}
          onType={(value) => {
            setPick({ choice: "", typed: value });
            clearError("email");
          }}
          account={account}
          email={email}
          isSelf={isSelf}
          error={errors.email}
          hydrated={hydrated}
          selectRef={selectRef}
          onContinue={() => passwordRef.current?.focus()}
        />

        <Form
          method="post"
          noValidate
          preventScrollReset
          className="mt-6 space-y-5 border-t border-slate-200 pt-6 dark:border-white/10"
          onSubmit={(e) => {
            const values = staffAccountValues(new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter));
            const parsed = staffAccountSchema(me.email).safeParse(values);
            if (parsed.success) {
              submitted.current = { email: values.email.trim().toLowerCase(), password: values.password };
              return setClientErrors(null);
            }
            e.preventDefault();
            const fieldErrors = staffFieldErrors(parsed.error);
            setClientErrors(fieldErrors);
            focusFirst(fieldErrors);
          }}
        >
          <input type="hidden" name="email" value={email} />
          {creating ? (
            <NewAccountFields
              errors={errors}
              onEdit={clearError}
              defaults={accountResult && !accountResult.ok ? accountResult.values : undefined}
            />
          ) : null}

          <PasswordSetter
            id="new-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              clearError("password");
            }}
            error={errors.password}
            hydrated={hydrated}
            inputRef={passwordRef}
            generated={generated}
            onGenerate={(value) => {
              setGenerated({ password: value, email: null });
              setPassword(value);
              clearError("password");
            }}
            onDismiss={() => setGenerated(null)}
          />

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
                  id="current-password"
                  name="currentPassword"
                  label="Current Password"
                  autoComplete="current-password"
                  error={errors.currentPassword}
                  onChange={() => clearError("currentPassword")}
                />
              </div>
              <label className="mt-3 flex min-h-11 items-center gap-3 font-medium">
                <input
                  ref={confirmRef}
                  type="checkbox"
                  name="confirmSelf"
                  className="size-5 accent-brand-600"
                  onChange={() => clearError("confirmSelf")}
                  aria-invalid={Boolean(errors.confirmSelf) || undefined}
                  aria-describedby={errors.confirmSelf ? "confirm-self-error" : undefined}
                />
                I understand: sign me out everywhere
              </label>
              {errors.confirmSelf ? (
                <p id="confirm-self-error" className="field-error">
                  {errors.confirmSelf}
                </p>
              ) : null}
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

type NewAccountProps = {
  errors: StaffFieldErrors;
  onEdit: (field: keyof StaffFieldErrors) => void;
  defaults: { role: string; name: string } | undefined;
};

function NewAccountFields({ errors, onEdit, defaults }: NewAccountProps) {
  return (
    <>
      <fieldset>
        <legend className="label">Role</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ["staff", "Staff", "Games, repairs, events, FAQs, shop and buyer inquiries."],
              ["manager", "Manager", "Everything staff can do, plus hours, chatbot and staff accounts."],
            ] as const
          ).map(([value, title, text]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 dark:border-white/15 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-500/10"
            >
              <input
                type="radio"
                name="role"
                value={value}
                defaultChecked={value === (defaults?.role === "manager" ? "manager" : "staff")}
                className="mt-1 size-4 accent-brand-600"
                onChange={() => onEdit("role")}
              />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{text}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? <p className="field-error">{errors.role}</p> : null}
      </fieldset>
      <div>
        <label htmlFor="account-name" className="label">
          Name <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
        </label>
        <input
          id="account-name"
          name="name"
          type="text"
          autoComplete="off"
          maxLength={100}
          defaultValue={defaults?.name}
          className="input"
          onChange={() => onEdit("name")}
          aria-invalid={Boolean(errors.name) || undefined}
          aria-describedby={errors.name ? "account-name-error" : undefined}
        />
        {errors.name ? (
          <p id="account-name-error" className="field-error">
            {errors.name}
          </p>
        ) : null}
      </div>
    </>
  );
}
