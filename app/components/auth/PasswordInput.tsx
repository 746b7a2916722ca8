import { Check, Circle, Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { FieldError, fieldId, fieldProps, type Hint } from "~/components/forms/Field";
import { PASSWORD_RULES } from "~/models/account/password-rules";
import type { FieldErrors } from "~/utils/forms";

type InputProps = {
  /** The form's id prefix (the form hook's `id`); the input is `fieldId(prefix, name)`, its message that with `-error`. */
  prefix: string;
  name: string;
  errors: FieldErrors;
  /** Clears the field's message (the form hook's `clear`). */
  onEdit: (name: string) => void;
  /** What describes the field (a checklist, a live line), read before its message. */
  hint?: Hint;
  /** Accessible name of the show/hide button, e.g. "Show new password". */
  toggleLabel: string;
  value?: string;
  onValue?: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
  required?: boolean;
  className?: string;
  /** "current-password" for the password being replaced; a new one by default. */
  autoComplete?: "new-password" | "current-password";
};

/** A password input with its show/hide toggle and its message, wired by `fieldProps`. */
export function PasswordInput({
  prefix,
  name,
  errors,
  onEdit,
  hint,
  toggleLabel,
  value,
  onValue,
  inputRef,
  required,
  className = "",
  autoComplete = "new-password",
}: InputProps) {
  const [visible, setVisible] = useState(false);
  const field = fieldProps(prefix, name, errors, onEdit, hint);
  return (
    <>
      <div className="relative">
        <input
          ref={inputRef}
          {...field}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required={required}
          className={`input pr-12 ${className}`}
          value={value}
          onChange={(e) => {
            field.onChange();
            onValue?.(e.currentTarget.value);
          }}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={field.id}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      <FieldError id={prefix} name={name} errors={errors} />
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
  label,
  ...input
}: { label: string } & Pick<
  InputProps,
  "prefix" | "name" | "errors" | "onEdit" | "hint" | "onValue" | "autoComplete"
>) {
  return (
    <div>
      <label htmlFor={fieldId(input.prefix, input.name)} className="label">
        {label}
      </label>
      <PasswordInput {...input} required toggleLabel={`Show ${label.toLowerCase()}`} />
    </div>
  );
}

/**
 * New Password with its live checklist, then Confirm New Password with a live "Passwords match" line: the
 * reset page's and the change-password page's pair, fields of the form hook whose `id`, `errors` and
 * `clear` they take.
 */
export function NewPasswordFields({
  id,
  errors,
  onEdit,
}: {
  id: string;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const matches = confirm === password;
  const showMatch = Boolean(confirm) && !errors.confirmPassword;
  return (
    <>
      <PasswordField
        prefix={id}
        name="newPassword"
        label="New Password"
        errors={errors}
        onEdit={onEdit}
        hint={`${id}-rules`}
        onValue={setPassword}
      />
      <PasswordChecklist id={`${id}-rules`} password={password} />
      <PasswordField
        prefix={id}
        name="confirmPassword"
        label="Confirm New Password"
        errors={errors}
        onEdit={onEdit}
        hint={showMatch && `${id}-match`}
        onValue={setConfirm}
      />
      {showMatch ? (
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
