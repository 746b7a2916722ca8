import { CircleCheck, CirclePlus, UserRound } from "lucide-react";
import { Form } from "react-router";
import { FieldError, fieldProps } from "~/components/forms/Field";
import type { StaffAccountSummary } from "~/models/account/staff-account.schema";
import type { FieldErrors } from "~/utils/forms";
import { EmailText } from "./EmailText";
import { RoleBadge } from "./RoleBadge";

/** The live line that says whether the address has an account: it describes both fields. */
const STATUS_ID = "account-status";

type Props = {
  accounts: StaffAccountSummary[];
  choice: string;
  typed: string;
  onChoose: (email: string) => void;
  onType: (email: string) => void;
  account: StaffAccountSummary | undefined;
  email: string;
  isSelf: boolean;
  /** The manage form's id prefix, and the address's message under the field in use ("email" or "newEmail"). */
  prefix: string;
  errors: FieldErrors;
  hydrated: boolean;
  onContinue: () => void;
};

/**
 * 'Pick a manager email' from the spec, for the whole roster: an existing
 * account from the select, or a new address. Without JavaScript it is a GET
 * form (?email= / ?newEmail=) and the server works out the status; with it,
 * the status follows every keystroke.
 */
export function AccountPicker({
  accounts,
  choice,
  typed,
  onChoose,
  onType,
  account,
  email,
  isSelf,
  prefix,
  errors,
  hydrated,
  onContinue,
}: Props) {
  // Each field is described by the live status, then by its own message; onChoose and onType clear the message.
  const noEdit = () => {};
  const select = fieldProps(prefix, "email", errors, noEdit, STATUS_ID);
  const typedField = fieldProps(prefix, "newEmail", errors, noEdit, STATUS_ID);
  return (
    <Form
      method="get"
      preventScrollReset
      replace
      onSubmit={(e) => {
        // With JavaScript the status is already live: Enter just moves on to the password.
        if (!hydrated) return;
        e.preventDefault();
        onContinue();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <div>
          <label htmlFor={select.id} className="label">
            Existing account
          </label>
          <select {...select} className="input" value={choice} onChange={(e) => onChoose(e.currentTarget.value)}>
            <option value="">Choose an account…</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.email}>
                {a.email} ({a.role === "manager" ? "Manager" : "Staff"})
              </option>
            ))}
          </select>
        </div>
        <p
          aria-hidden
          className="text-center text-xs font-semibold tracking-wider text-slate-500 uppercase sm:pb-3 dark:text-slate-400"
        >
          or
        </p>
        <div>
          <label htmlFor={typedField.id} className="label">
            New account email
          </label>
          <input
            {...typedField}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="name@example.com"
            className="input"
            value={typed}
            onChange={(e) => onType(e.currentTarget.value)}
          />
        </div>
      </div>
      {/* Where the one message always stood, under both fields; only the field in use has one. */}
      <FieldError id={prefix} name="email" errors={errors} />
      <FieldError id={prefix} name="newEmail" errors={errors} />
      {hydrated ? null : (
        <button type="submit" className="mt-3 btn-secondary">
          Continue
        </button>
      )}

      <div id={STATUS_ID} aria-live="polite" className="mt-4">
        <AccountStatus email={email} account={account} isSelf={isSelf} />
      </div>
    </Form>
  );
}

function AccountStatus({
  email,
  account,
  isSelf,
}: {
  email: string;
  account: StaffAccountSummary | undefined;
  isSelf: boolean;
}) {
  if (!email) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-slate-300 px-3 py-2.5 text-sm text-slate-600 dark:border-white/15 dark:text-slate-300">
        <UserRound aria-hidden className="size-4 shrink-0" /> Choose an account, or type the email address of someone
        new.
      </p>
    );
  }
  if (account) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-300 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-950 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100">
        <span className="flex items-center gap-1.5 font-semibold">
          <CircleCheck aria-hidden className="size-4 shrink-0" /> Account exists
        </span>
        <EmailText email={account.email} />
        <RoleBadge role={account.role} />
        {isSelf ? <span className="font-semibold">(you)</span> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
      <span className="flex items-center gap-1.5 font-semibold">
        <CirclePlus aria-hidden className="size-4 shrink-0" /> Not created
      </span>
      <span>
        No account for <EmailText email={email} /> yet: create it below.
      </span>
    </div>
  );
}
