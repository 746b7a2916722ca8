import { ArrowLeft, Clock, KeyRound, LifeBuoy, MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  COOLDOWN_AFTER_RATE_LIMIT_SECONDS,
  COOLDOWN_AFTER_SEND_SECONDS,
  ForgotPasswordSchema,
  formatCooldown,
  formatCooldownTime,
} from "~/models/account/password-reset.schema";
import { formValues, type FormResult } from "~/utils/forms";
import { startCooldown, useResetCooldown } from "./reset-cooldown";

/** What the login route's action answers a reset request (intent=forgot): done means sent. */
export type ForgotResult = FormResult<"email", "forgot", { rateLimited?: boolean }>;

const check = checkWith(ForgotPasswordSchema, formValues);

type Props = { result?: ForgotResult; onBack: () => void };

/**
 * The login card's forgot-password mode:
 * the form, then 'Check Your Email'. Posts to /login with intent=forgot, so it
 * also works without JavaScript; the send cooldown needs JavaScript (the
 * server has its own limit).
 */
export function ForgotPassword({ result, onBack }: Props) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const cooldown = useResetCooldown();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);
  const { id, formRef, errors, field, onSubmit } = useForm({
    check,
    result,
    send: (sent) => {
      setSubmittedEmail(ForgotPasswordSchema.parse(formValues(new FormData(sent))).email);
      return submit(sent, { method: "post", action: "/login", replace: true });
    },
  });

  // Also covers 'Send Another Email', which posts without the form hook.
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "forgot";
  const sentResult = result?.ok ? result : undefined;
  const view = sentResult ? "sent" : "form";
  const refused = !busy && result && !result.ok ? result : undefined;

  // A new result starts its cooldown: 60 s after a send, 900 s after a rate-limit error.
  useEffect(() => {
    if (result?.ok) startCooldown(COOLDOWN_AFTER_SEND_SECONDS);
    else if (result?.rateLimited) startCooldown(COOLDOWN_AFTER_RATE_LIMIT_SECONDS);
  }, [result]);

  // The control that led here is gone (the mode toggle, the send button), so focus goes to the new
  // heading; a repeated send focuses it again, which also tells a screen reader it went through.
  useEffect(() => {
    headingRef.current?.focus();
  }, [view, sentResult]);

  const sendLabel = busy ? "Sending..." : cooldown.seconds > 0 ? formatCooldown(cooldown.seconds) : "Send Reset Link";

  if (view === "sent") {
    return (
      <>
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
            <MailCheck aria-hidden className="size-6" />
          </span>
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight focus:outline-none">
            Check Your Email
          </h1>
        </div>
        <div
          role="status"
          className="space-y-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100"
        >
          <p>
            If an account exists for{" "}
            {submittedEmail ? (
              <strong className="font-semibold break-words">{submittedEmail}</strong>
            ) : (
              "that email address"
            )}
            , a password reset link is on its way and should arrive shortly.
          </p>
          <p className="font-medium">The link expires in 1 hour and works once.</p>
        </div>

        <Troubleshooting title="Not in your inbox?" />

        <div className="mt-5 space-y-3">
          <p
            id={`${id}-again`}
            className="flex items-center justify-center gap-1.5 text-center text-sm text-slate-600 dark:text-slate-300"
          >
            <Clock aria-hidden className="size-4 shrink-0" />
            {cooldown.seconds > 0 ? (
              <span>
                You can request another email in{" "}
                <span className="font-semibold tabular-nums">{formatCooldownTime(cooldown.seconds)}</span>.
              </span>
            ) : (
              <span>Didn&apos;t get it? You can request another email now.</span>
            )}
          </p>
          <Form method="post" action="/login" replace className="space-y-3">
            <input type="hidden" name="intent" value="forgot" />
            {submittedEmail ? (
              <input type="hidden" name="email" value={submittedEmail} />
            ) : (
              // The address is not known here (the form was sent before the page's script ran): ask again.
              <div>
                <label htmlFor={`${id}-again-email`} className="label">
                  Email
                </label>
                <input
                  id={`${id}-again-email`}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  className="input"
                />
              </div>
            )}
            <button
              type="submit"
              className="btn-secondary w-full tabular-nums"
              disabled={busy || cooldown.seconds > 0}
              aria-describedby={`${id}-again`}
            >
              {busy ? "Sending..." : cooldown.seconds > 0 ? formatCooldown(cooldown.seconds) : "Send Another Email"}
            </button>
          </Form>
          <BackToLogin onBack={onBack} className="btn-primary w-full" />
        </div>
      </>
    );
  }

  return (
    <>
      <div className="mb-6 text-center">
        <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <KeyRound aria-hidden className="size-6" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight focus:outline-none">
          Reset Password
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Enter the email you sign in with and we&apos;ll send you a link to choose a new password.
        </p>
      </div>

      {refused?.error ? <FormAlert>{refused.error}</FormAlert> : null}
      {/* Outside the alert, so the ticking time is not read out every second. */}
      {refused?.rateLimited && cooldown.seconds > 0 ? (
        <p className="-mt-3 mb-5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <Clock aria-hidden className="size-4 shrink-0" />
          <span>
            You can send another request in{" "}
            <span className="font-semibold tabular-nums">{formatCooldownTime(cooldown.seconds)}</span>.
          </span>
        </p>
      ) : null}

      <form
        ref={formRef}
        method="post"
        action="/login"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          if (cooldown.seconds > 0) e.preventDefault();
          else void onSubmit(e);
        }}
      >
        <input type="hidden" name="intent" value="forgot" />
        <div>
          <label htmlFor={`${id}-email`} className="label">
            Email
          </label>
          <input
            {...field("email")}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            defaultValue={submittedEmail ?? undefined}
            className="input"
          />
          <FieldError id={id} name="email" errors={errors} />
        </div>
        <button type="submit" className="btn-primary w-full tabular-nums" disabled={busy || cooldown.seconds > 0}>
          {sendLabel}
        </button>
      </form>

      <div className="mt-5 text-center">
        <BackToLogin
          onBack={onBack}
          className="inline-flex min-h-11 items-center gap-1.5 rounded px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        />
      </div>

      <Troubleshooting title="Trouble getting the email?" />
    </>
  );
}

/** A link to /login, so it also works without JavaScript; with it, the card just switches mode. */
function BackToLogin({ onBack, className }: { onBack: () => void; className: string }) {
  return (
    <Link
      to="/login"
      className={className}
      onClick={(e) => {
        e.preventDefault();
        onBack();
      }}
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to Login
    </Link>
  );
}

function Troubleshooting({ title }: { title: string }) {
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-white/10 dark:bg-white/5">
      <h2 className="flex items-center gap-2 font-sans text-sm font-semibold text-slate-900 dark:text-white">
        <LifeBuoy aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
        {title}
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-slate-400 dark:text-slate-300">
        <li>Reset links expire after 1 hour. If yours has expired, request a new one.</li>
        <li>Check your spam or junk folder, and the Promotions tab if you use Gmail.</li>
        <li>Emails can take 2-3 minutes to arrive.</li>
        <li>Make sure you entered the email address you sign in with.</li>
        <li>Still stuck? Contact a museum administrator, who can reset your password for you.</li>
      </ul>
    </div>
  );
}
