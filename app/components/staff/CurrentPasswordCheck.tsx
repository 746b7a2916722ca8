import { ShieldCheck } from "lucide-react";
import { PasswordField } from "~/components/auth/PasswordInput";
import type { FieldErrors } from "~/utils/forms";

/** Shown only while the form's Manager role is ticked: CSS does it, so it works before JavaScript runs too. */
const WHEN_MANAGER_CHOSEN = "hidden group-has-[input[name=role][value=manager]:checked]/account:block";

type Props = {
  prefix: string;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  /** For a new account: asked only when it is to be a manager (the form carries `group/account`). */
  whenManagerChosen?: boolean;
};

/**
 * The acting manager's own password, for a change that hands out a manager's powers (asksCurrentPassword):
 * another manager's password, or a new manager. The server checks it like a sign-in.
 */
export function CurrentPasswordCheck({ prefix, errors, onEdit, whenManagerChosen = false }: Props) {
  return (
    <div className={whenManagerChosen ? WHEN_MANAGER_CHOSEN : undefined}>
      <div className="rounded-xl border border-brand-200 bg-brand-50/70 p-4 text-sm text-slate-800 dark:border-brand-400/30 dark:bg-brand-500/10 dark:text-slate-100">
        <p className="flex gap-2 font-semibold">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" /> This gives
          someone a manager&apos;s powers.
        </p>
        <p className="mt-1">Confirm that it is you with your own password.</p>
        <div className="mt-3">
          <PasswordField
            prefix={prefix}
            name="currentPassword"
            label="Your Current Password"
            autoComplete="current-password"
            errors={errors}
            onEdit={onEdit}
          />
        </div>
      </div>
    </div>
  );
}
