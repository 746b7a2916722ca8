import { CircleCheck, LogIn } from "lucide-react";
import { useLocation, useSearchParams, useSubmit } from "react-router";
import { LoginSchema } from "~/models/account/login.schema";
import { PASSWORD_UPDATED_MESSAGE } from "~/models/account/password-reset.schema";
import { FieldError } from "~/components/forms/Field";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import { formValues, type FormResult } from "~/utils/forms";

const KNOWN_MESSAGES = new Set<string>([PASSWORD_UPDATED_MESSAGE]);

const check = checkWith(LoginSchema, formValues);

type Props = {
  redirectTo: string;
  /** The login action's answer to a sign-in (not to a reset request). */
  result: FormResult<"email" | "password", "signin"> | undefined;
  onForgot: () => void;
};

export function SignInForm({ redirectTo, result, onForgot }: Props) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const action = `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
  const { formRef, errors, field, onSubmit, busy, failure } = useForm({
    check,
    id: "",
    result,
    send: (form) => submit(form, { method: "post", action, replace: true }),
  });
  // A message passed in navigation state (or from the reset page) shows in a green banner.
  // From the query string only known texts are shown, so a crafted link cannot put words on our page.
  const queryMessage = searchParams.get("message");
  const passedMessage =
    (location.state as { message?: string } | null)?.message ??
    (queryMessage && KNOWN_MESSAGES.has(queryMessage) ? queryMessage : null);

  return (
    <>
      <div className="mb-6 text-center">
        <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <LogIn aria-hidden className="size-6" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight">Employee Login</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Staff back office for the museum team</p>
      </div>
      {passedMessage ? (
        <div
          role="status"
          className="mb-5 flex gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {passedMessage}
        </div>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form ref={formRef} method="post" action={action} noValidate className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div>
          <label htmlFor="email" className="label">
            Email
          </label>
          <input {...field("email")} type="email" autoComplete="username" required className="input" />
          <FieldError id="" name="email" errors={errors} />
        </div>
        <div>
          <label htmlFor="password" className="label">
            Password
          </label>
          <input {...field("password")} type="password" autoComplete="current-password" required className="input" />
          <FieldError id="" name="password" errors={errors} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <div className="mt-5 text-center">
        {/* A link, so forgot mode is reachable before JavaScript has loaded. */}
        <a
          href="/login?mode=forgot"
          onClick={(e) => {
            e.preventDefault();
            onForgot();
          }}
          className="rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Forgot your password?
        </a>
      </div>
    </>
  );
}
