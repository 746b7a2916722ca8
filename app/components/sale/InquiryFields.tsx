import { useId, useState } from "react";
import { focusFirstInvalid, lazySchema, useCheckedSubmit } from "~/components/forms/checked-submit";
import { SpamTrap } from "~/components/forms/SpamTrap";
import type { InquiryType } from "~/models/inquiry/inquiry";

type Errors = Record<string, string>;

const schema = lazySchema(() => import("~/models/inquiry/inquiry.schema").then((m) => m.InquirySchema));

/**
 * Instant messages from the same zod schema the action uses (loaded on demand). Returns the form's
 * submit and focus handlers: an invalid form shows its messages and focuses the first; a valid one
 * goes to `send`, the caller's React Router submit or fetcher.
 */
export function useInquiryValidation(
  serverErrors: Errors | undefined,
  send: (form: HTMLFormElement) => Promise<unknown>,
) {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};
  const { onSubmit, onFocus, checking } = useCheckedSubmit({
    schema,
    send,
    // The server's answer decides from here.
    onValid: () => setClientErrors(null),
    onInvalid: (next, form) => {
      setClientErrors(next);
      focusFirstInvalid(form, next);
    },
  });
  const clear = (name: string) => setClientErrors((prev) => ({ ...(prev ?? serverErrors ?? {}), [name]: "" }));
  return { errors, onSubmit, onFocus, checking, clear };
}

type FieldsProps = {
  gameId: number;
  kind: InquiryType;
  errors: Errors;
  values?: Record<string, string>;
  onEdit: (name: string) => void;
};

/** The buyer form of spec section 5: name, email, message required; phone optional; offer amount only for offers. */
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
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const props = (name: string, hint = false) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? "",
    className: "input",
    "aria-invalid": Boolean(errors[name]) || undefined,
    "aria-describedby":
      [hint ? `${id}-${name}-hint` : "", errors[name] ? `${id}-${name}-error` : ""].filter(Boolean).join(" ") ||
      undefined,
    onChange: () => onEdit(name),
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
