import { Sparkles } from "lucide-react";
import { PasswordChecklist, PasswordInput } from "~/components/auth/PasswordInput";
import { fieldId } from "~/components/forms/Field";
import { generatePassword } from "~/models/account/password-rules";
import type { FieldErrors } from "~/utils/forms";
import { GeneratedPassword } from "./GeneratedPassword";

type Props = {
  /** The form hook's `id`, `errors` and `clear`: the field is its "password". */
  prefix: string;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  value: string;
  onChange: (value: string) => void;
  hydrated: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** The generated password on show (with the account it was saved for, once it is), or none. */
  generated: { password: string; email: string | null } | null;
  onGenerate: (password: string) => void;
  onDismiss: () => void;
};

/** New password with show/hide, 'Generate Password' (needs JavaScript) and the live requirement checklist. */
export function PasswordSetter({
  prefix,
  errors,
  onEdit,
  value,
  onChange,
  hydrated,
  inputRef,
  generated,
  onGenerate,
  onDismiss,
}: Props) {
  // Unsaved, it is shown while it is what the field holds: editing it by hand takes it away.
  const shown = generated && (generated.email !== null || generated.password === value) ? generated : null;
  const id = fieldId(prefix, "password");
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-2">
        <label htmlFor={id} className="label mb-0">
          New Password
        </label>
        {hydrated ? (
          <button
            type="button"
            onClick={() => onGenerate(generatePassword())}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-white/10"
          >
            <Sparkles aria-hidden className="size-4" /> Generate Password
          </button>
        ) : null}
      </div>
      <PasswordInput
        prefix={prefix}
        name="password"
        errors={errors}
        onEdit={onEdit}
        hint={`${id}-rules`}
        toggleLabel="Show password"
        value={value}
        onValue={onChange}
        inputRef={inputRef}
        className="font-mono"
      />

      <div aria-live="polite">
        {shown ? <GeneratedPassword password={shown.password} email={shown.email} onDismiss={onDismiss} /> : null}
      </div>

      <PasswordChecklist id={`${id}-rules`} password={value} className="mt-3" />
    </div>
  );
}
