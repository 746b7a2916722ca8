import { Check, Circle, Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { PASSWORD_RULES } from "~/models/account/password-rules";

type InputProps = {
  id: string;
  name: string;
  /** Accessible name of the show/hide button, e.g. "Show new password". */
  toggleLabel: string;
  value?: string;
  onChange: (value: string) => void;
  error: string | undefined;
  describedBy?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  required?: boolean;
  className?: string;
  /** "current-password" for the password being replaced; a new one by default. */
  autoComplete?: "new-password" | "current-password";
};

/** A new-password input with its show/hide toggle; the error paragraph is `${id}-error`. */
export function PasswordInput({
  id,
  name,
  toggleLabel,
  value,
  onChange,
  error,
  describedBy,
  inputRef,
  required,
  className = "",
  autoComplete = "new-password",
}: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required={required}
          className={`input pr-12 ${className}`}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[error ? `${id}-error` : null, describedBy].filter(Boolean).join(" ") || undefined}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The spec's password rules as a live checklist; each line turns green when met. */
export function PasswordChecklist({
  id,
  password,
  className = "",
}: {
  id: string;
  password: string;
  className?: string;
}) {
  return (
    <ul
      id={id}
      aria-label="Password requirements"
      className={`grid gap-1.5 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-2 dark:border-white/10 dark:bg-white/5 ${className}`}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.label}
            data-met={met}
            className={`flex items-center gap-2 transition-colors ${met ? "font-medium text-emerald-700 dark:text-emerald-300" : "text-slate-600 dark:text-slate-300"}`}
          >
            {met ? (
              <Check aria-hidden className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden className="size-4 shrink-0 opacity-60" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{met ? " (met)" : " (not met yet)"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A labelled password input with its show/hide toggle. */
export function PasswordField({
  id,
  name,
  label,
  error,
  describedBy,
  onChange,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  describedBy?: string;
  onChange: (value: string) => void;
  autoComplete?: "new-password" | "current-password";
}) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <PasswordInput
        id={id}
        name={name}
        required
        toggleLabel={`Show ${label.toLowerCase()}`}
        error={error}
        describedBy={describedBy}
        onChange={onChange}
        autoComplete={autoComplete}
      />
    </div>
  );
}

/**
 * New Password with its live checklist, then Confirm New Password with a live "Passwords match" line: the
 * reset page's and the change-password page's pair. `onEdit` lets the form clear that field's error.
 */
export function NewPasswordFields({
  id,
  errors,
  onEdit,
}: {
  id: string;
  errors: { newPassword?: string; confirmPassword?: string };
  onEdit: (field: "newPassword" | "confirmPassword") => void;
}) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const matches = confirm === password;
  return (
    <>
      <PasswordField
        id={`${id}-new`}
        name="newPassword"
        label="New Password"
        error={errors.newPassword}
        describedBy={`${id}-rules`}
        onChange={(value) => {
          setPassword(value);
          onEdit("newPassword");
        }}
      />
      <PasswordChecklist id={`${id}-rules`} password={password} />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label="Confirm New Password"
        error={errors.confirmPassword}
        describedBy={confirm ? `${id}-match` : undefined}
        onChange={(value) => {
          setConfirm(value);
          onEdit("confirmPassword");
        }}
      />
      {confirm && !errors.confirmPassword ? (
        <p
          id={`${id}-match`}
          className={`-mt-2 flex items-center gap-1.5 text-sm ${matches ? "font-medium text-emerald-700 dark:text-emerald-300" : "text-slate-600 dark:text-slate-300"}`}
        >
          {matches ? <Check aria-hidden className="size-4" /> : <Circle aria-hidden className="size-4 opacity-60" />}
          {matches ? "Passwords match" : "Passwords do not match yet"}
        </p>
      ) : null}
    </>
  );
}
