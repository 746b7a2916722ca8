import { Sparkles } from "lucide-react";
import { PasswordChecklist, PasswordInput } from "~/components/auth/PasswordInput";
import { generatePassword } from "~/models/account/password-rules";
import { GeneratedPassword } from "./GeneratedPassword";

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hydrated: boolean;
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** The generated password on show (with the account it was saved for, once it is), or none. */
  generated: { password: string; email: string | null } | null;
  onGenerate: (password: string) => void;
  onDismiss: () => void;
};

/** New password with show/hide, 'Generate Password' (needs JavaScript) and the live requirement checklist. */
export function PasswordSetter({
  id,
  value,
  onChange,
  error,
  hydrated,
  inputRef,
  generated,
  onGenerate,
  onDismiss,
}: Props) {
  // Unsaved, it is shown while it is what the field holds: editing it by hand takes it away.
  const shown = generated && (generated.email !== null || generated.password === value) ? generated : null;
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
        id={id}
        name="password"
        toggleLabel="Show password"
        value={value}
        onChange={onChange}
        error={error}
        describedBy={`${id}-rules`}
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
