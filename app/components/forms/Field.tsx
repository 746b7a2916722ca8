import type { FieldErrors } from "~/utils/forms";

/** A field's id: `${prefix}-${name}`, or the bare name on a page with one form and fixed ids. */
export const fieldId = (prefix: string, name: string) => (prefix ? `${prefix}-${name}` : name);

/**
 * The props that tie an input to its label, its hint and its message: id, name, aria-invalid, and
 * aria-describedby naming the hint (`${id}-hint`, when there is one) and the message (`${id}-error`).
 * Editing the field clears its message.
 */
export function fieldProps(
  prefix: string,
  name: string,
  errors: FieldErrors,
  onEdit: (name: string) => void,
  hint = false,
) {
  const id = fieldId(prefix, name);
  return {
    id,
    name,
    "aria-invalid": Boolean(errors[name]) || undefined,
    "aria-describedby":
      [hint ? `${id}-hint` : "", errors[name] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
    onChange: () => onEdit(name),
  };
}

/**
 * A field's message, named by the field's aria-describedby; `announce` reads it out as it appears (for a
 * message that comes without moving the focus to its field).
 */
export function FieldError({
  id,
  name,
  errors,
  testId,
  announce = false,
}: {
  id: string;
  name: string;
  errors: FieldErrors;
  testId?: string;
  announce?: boolean;
}) {
  return errors[name] ? (
    <p
      id={`${fieldId(id, name)}-error`}
      role={announce ? "alert" : undefined}
      className="field-error"
      data-testid={testId}
    >
      {errors[name]}
    </p>
  ) : null;
}

/** A labelled field with its message underneath; the control inside carries the form hook's `field(name)`. */
export function Field({
  id,
  name,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={fieldId(id, name)} className="label">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <FieldError id={id} name={name} errors={errors} />
    </div>
  );
}
