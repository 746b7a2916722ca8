import type { FieldErrors } from "~/utils/forms";

/** A field's id: `${prefix}-${name}`, or the bare name on a page with one form and fixed ids. */
export const fieldId = (prefix: string, name: string) => (prefix ? `${prefix}-${name}` : name);

/**
 * A field's hint: true for `${id}-hint`, or the ids of what describes it (a checklist, a live status), in the
 * order they are read.
 */
export type Hint = boolean | string;

/** What a field's aria-describedby names: its hint first, then its message (`${id}-error`) while it has one. */
export function describedBy(prefix: string, name: string, errors: FieldErrors, hint: Hint = false) {
  const id = fieldId(prefix, name);
  const hintIds = hint === true ? `${id}-hint` : hint || "";
  return [hintIds, errors[name] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

/**
 * The props that tie an input to its label, its hint and its message: id, name, aria-invalid, and
 * aria-describedby naming the hint and then the message. Editing the field clears its message.
 */
export function fieldProps(
  prefix: string,
  name: string,
  errors: FieldErrors,
  onEdit: (name: string) => void,
  hint: Hint = false,
) {
  return {
    id: fieldId(prefix, name),
    name,
    "aria-invalid": Boolean(errors[name]) || undefined,
    "aria-describedby": describedBy(prefix, name, errors, hint),
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
      {hint ? (
        <p id={`${fieldId(id, name)}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} errors={errors} />
    </div>
  );
}
