import { FieldError, fieldId } from "~/components/forms/Field";
import type { FieldErrors } from "~/utils/forms";

/** What a settings section's fields take from the form hook. */
export type SettingsFields = {
  id: string;
  errors: FieldErrors;
  field: (
    name: string,
    hint?: boolean | string,
  ) => {
    id: string;
    name: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
    onChange: () => void;
  };
};

/**
 * One setting, dense like a settings list: the label and its hint on the left from `sm` up, the control on
 * the right; stacked on a phone. The hint is the field's description, its message follows the control.
 */
export function SettingRow({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: SettingsFields;
  name: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  const id = fieldId(form.id, name);
  return (
    <div className="grid gap-1.5 px-4 py-3.5 sm:grid-cols-[13rem_1fr] sm:gap-6 sm:px-5">
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900 dark:text-white">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="min-w-0">
        {children}
        <FieldError id={form.id} name={name} errors={form.errors} />
      </div>
    </div>
  );
}

/** A card of settings under its heading, ruled between rows; `id` is the section's anchor in the side list. */
export function SettingsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-0.5 mb-3 text-sm text-slate-600 dark:text-slate-400">{lead}</p>
      <div className="divide-y divide-slate-200 card dark:divide-white/10">{children}</div>
    </section>
  );
}

/** A text setting: the input carries the hook's wiring, so its message and hint are read with it. */
export function TextSetting({
  form,
  name,
  label,
  hint,
  defaultValue,
  ...input
}: {
  form: SettingsFields;
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "form">) {
  return (
    <SettingRow form={form} name={name} label={label} hint={hint}>
      <input
        {...input}
        {...form.field(name, Boolean(hint))}
        defaultValue={defaultValue}
        className={`input ${input.className ?? ""}`}
      />
    </SettingRow>
  );
}
