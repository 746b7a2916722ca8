import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { Form, useLocation, useNavigation, useSubmit } from "react-router";
import { FormAlert } from "~/components/ui/FormAlert";
import { CONTACT_LIMITS, type ContactField, type ContactResult } from "~/models/contact/contact";
import { FieldError } from "./Field";
import { SpamTrap } from "./SpamTrap";
import { lazySchema, useForm } from "./use-form";

const schema = lazySchema(() => import("~/models/contact/contact.schema").then((m) => m.ContactSchema));

type Props = {
  /** The route's actionData. */
  result: ContactResult | undefined;
  messageLabel?: string;
  messagePlaceholder?: string;
};

/**
 * The contact form of About and Sell/Donate. A plain POST to the page's own
 * action (works before JavaScript loads); with JavaScript it checks the same
 * zod schema first (loaded on demand) and shows a pending state.
 */
export function ContactForm({ result, messageLabel = "Message", messagePlaceholder = "How can we help?" }: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const action = `${pathname}#contact`;
  const { id, formRef, errors, field, onSubmit, onFocus, checking } = useForm({
    check: schema,
    send: (form) => submit(form, { method: "post", action, preventScrollReset: true }),
    result,
    onSaved: (form) => form?.reset(),
  });
  const pending = checking || (navigation.state === "submitting" && navigation.formData?.get("intent") === "contact");
  const values = result && !result.ok ? (result.values ?? {}) : {};
  const showResult = result && !pending;

  const props = (name: ContactField) => ({
    ...field(name),
    defaultValue: values[name] ?? "",
    maxLength: CONTACT_LIMITS[name],
  });

  const fieldError = (name: ContactField) => (
    <FieldError id={id} name={name} errors={errors} testId={`contact-${name}-error`} />
  );

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      preventScrollReset
      noValidate
      data-testid="contact-form"
      onSubmit={onSubmit}
      onFocus={onFocus}
    >
      <input type="hidden" name="intent" value="contact" />
      <SpamTrap />

      <div aria-live="polite" role="status" data-testid="contact-status">
        {showResult && result.ok ? (
          <p className="mb-5 flex gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{result.message}</span>
          </p>
        ) : null}
      </div>
      {showResult && !result.ok && result.error ? <FormAlert>{result.error}</FormAlert> : null}

      <div className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className="label">
              Name
            </label>
            <input {...props("name")} type="text" autoComplete="name" required className="input" />
            {fieldError("name")}
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="label">
              Email
            </label>
            <input {...props("email")} type="email" autoComplete="email" inputMode="email" required className="input" />
            {fieldError("email")}
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="label">
            {messageLabel}
          </label>
          <textarea
            {...props("message")}
            rows={6}
            required
            placeholder={messagePlaceholder}
            className="input min-h-36 resize-y"
          />
          {fieldError("message")}
        </div>
        <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-slate-600 dark:text-slate-400">We only use your details to answer your message.</p>
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
            {pending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Send aria-hidden className="size-4" />
            )}
            {pending ? "Sending..." : "Send Message"}
          </button>
        </div>
      </div>
    </Form>
  );
}
