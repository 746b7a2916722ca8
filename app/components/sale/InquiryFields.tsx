import { useId } from "react";
import { fieldProps, FieldError } from "~/components/forms/Field";
import { lazySchema } from "~/components/forms/use-form";
import { SpamTrap } from "~/components/forms/SpamTrap";
import type { InquiryType } from "~/models/inquiry/inquiry";
import type { FieldErrors } from "~/utils/forms";

/** The buyer form's check: the same zod schema the action uses, loaded on demand. */
export const inquiryCheck = lazySchema(() => import("~/models/inquiry/inquiry.schema").then((m) => m.InquirySchema));

type FieldsProps = {
  gameId: number;
  kind: InquiryType;
  errors: FieldErrors;
  values?: Partial<Record<string, string>>;
  onEdit: (name: string) => void;
};

/** The buyer form: name, email, message required; phone optional; offer amount only for offers. */
export function InquiryFields({ gameId, kind, errors, values = {}, onEdit }: FieldsProps) {
  const id = useId();
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="label">
        {label}
      </label>
      {input}
      {hint ? (
        <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} name={name} errors={errors} />
    </div>
  );
  const props = (name: string, hint = false) => ({
    ...fieldProps(id, name, errors, onEdit, hint),
    defaultValue: values[name] ?? "",
    className: "input",
  });

  return (
    <>
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="inquiryType" value={kind} />
      <SpamTrap />
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "name",
          "Your name",
          <input {...props("name")} type="text" autoComplete="name" required maxLength={100} />,
        )}
        {field(
          "email",
          "Email",
          <input {...props("email")} type="email" autoComplete="email" required maxLength={254} />,
        )}
      </div>
      <div className={kind === "offer" ? "grid gap-4 sm:grid-cols-2" : ""}>
        {field("phone", "Phone (optional)", <input {...props("phone")} type="tel" autoComplete="tel" maxLength={30} />)}
        {kind === "offer"
          ? field(
              "offerAmount",
              "Offer amount (optional)",
              <div className="relative">
                <span
                  aria-hidden
                  className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500 dark:text-slate-400"
                >
                  $
                </span>
                <input
                  {...props("offerAmount", true)}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  className="input pl-7"
                />
              </div>,
              "In US dollars",
            )
          : null}
      </div>
      {field(
        "message",
        "Message",
        <textarea
          {...props("message")}
          required
          rows={4}
          maxLength={2000}
          placeholder={
            kind === "purchase"
              ? "When would you like to see the machine? Any questions about it?"
              : "Tell us about your offer and any questions you have."
          }
        />,
      )}
    </>
  );
}
