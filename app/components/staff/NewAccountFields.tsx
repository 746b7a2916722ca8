import { describedBy, FieldError, fieldId, fieldProps } from "~/components/forms/Field";
import { DISPLAY_NAME_MAX } from "~/models/account/staff-name";
import type { FieldErrors } from "~/utils/forms";

type NewAccountProps = {
  prefix: string;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  defaults: { role: string; name: string } | undefined;
};

/** A new account's role and name; the role's radios carry `name="role"`, which CurrentPasswordCheck watches. */
export function NewAccountFields({ prefix, errors, onEdit, defaults }: NewAccountProps) {
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
                aria-invalid={Boolean(errors.role) || undefined}
                aria-describedby={describedBy(prefix, "role", errors)}
              />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{text}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={prefix} name="role" errors={errors} />
      </fieldset>
      <div>
        <label htmlFor={fieldId(prefix, "name")} className="label">
          Name
        </label>
        <input
          {...fieldProps(prefix, "name", errors, onEdit)}
          type="text"
          autoComplete="off"
          maxLength={DISPLAY_NAME_MAX}
          defaultValue={defaults?.name}
          className="input"
        />
        <FieldError id={prefix} name="name" errors={errors} />
      </div>
    </>
  );
}
