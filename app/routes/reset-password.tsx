import { CircleCheck, KeyRound, Unlink } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "~/components/auth/PasswordInput";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  PASSWORD_UPDATED_MESSAGE,
  REDIRECT_AFTER_UPDATE_MS,
  RESET_LINK_INVALID_MESSAGE,
  ResetPasswordSchema,
  resetFieldErrors,
  UPDATE_PASSWORD_FAILED_MESSAGE,
  type ResetPasswordFieldErrors,
} from "~/models/account/password-reset.schema";
import { checkResetToken, consumeResetToken } from "~/models/account/password-reset.server";
import { getDb } from "~/utils/db.server";
import { formValues, readFormData, type FormResult } from "~/utils/forms";
import { actionAnswers } from "~/utils/admin-action.server";
import { logger } from "~/utils/logger.server";
import { destroySession } from "~/utils/session.server";
import { titled } from "~/utils/museum";

/** The green notice once the password is changed. */
const DONE_NOTICE = [
  "rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-center text-sm text-emerald-950",
  "dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100",
].join(" ");

/**
 * /reset-password?token=... (docs/departures.md#reset-tokens).
 * Our own single-use token replaces the spec's access_token/refresh_token.
 */

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titled(matches, "Reset Your Password") },
  { name: "robots", content: "noindex" },
  // The token is in the address: never pass it on to another site. ("no-referrer" would also
  // blank the Origin of our own form post, which the CSRF checks must then refuse.)
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkResetToken(getDb(), token);
  return check.valid
    ? { valid: true as const, token, email: check.email }
    : { valid: false as const, token: "", email: null };
}

/** The reset form's answer; `invalidLink` when the link was used, expired or never ours. */
type ResetResult = FormResult<keyof ResetPasswordFieldErrors, never, { invalidLink?: boolean }>;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const token = String(form.get("token") ?? new URL(request.url).searchParams.get("token") ?? "");
  const parsed = ResetPasswordSchema.safeParse({
    newPassword: form.get("newPassword") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  const { refuse, done } = actionAnswers(undefined, "reset password");
  if (!parsed.success) return refuse(400, { invalidLink: false, fieldErrors: resetFieldErrors(parsed.error) });
  const db = getDb();
  try {
    const result = await consumeResetToken(db, token, parsed.data.newPassword, context.ip);
    if (!result.ok) {
      if (result.code === "weak_password")
        return refuse(400, { invalidLink: false, fieldErrors: { newPassword: result.message } });
      return refuse(400, { invalidLink: true, error: RESET_LINK_INVALID_MESSAGE });
    }
    // The account is signed out everywhere; drop this browser's cookie too, so /login asks to sign in.
    const cookie = await destroySession(request, db);
    return done({}, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    logger.error({ err: error }, "password update failed");
    return refuse(500, { invalidLink: false, error: UPDATE_PASSWORD_FAILED_MESSAGE });
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData;
  let body: React.ReactNode;
  if (result?.ok) body = <Updated />;
  else if (!loaderData.valid || result?.invalidLink) body = <InvalidLink focus={Boolean(result?.invalidLink)} />;
  else body = <ResetForm token={loaderData.token} email={loaderData.email} result={result} />;
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-gradient-to-b from-brand-200/60 via-transparent to-transparent blur-2xl dark:from-brand-900/40"
      />
      <div className="relative container-page flex justify-center py-12 sm:py-20">
        <div className="w-full max-w-md card p-6 sm:p-8">{body}</div>
      </div>
    </section>
  );
}

function Heading({
  icon,
  children,
  tone = "brand",
  focus = false,
}: {
  icon: React.ReactNode;
  children: React.ReactNode;
  tone?: "brand" | "success" | "danger";
  focus?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const toneClass = {
    brand: "bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300",
    success: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
    danger: "bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300",
  }[tone];
  return (
    <div className="mb-6 text-center">
      <span className={`mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-2xl ${toneClass}`}>
        {icon}
      </span>
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-extrabold tracking-tight focus:outline-none">
        {children}
      </h1>
    </div>
  );
}

const check = checkWith<unknown>(ResetPasswordSchema, formValues, resetFieldErrors);

function ResetForm({ token, email, result }: { token: string; email: string | null; result: ResetResult | undefined }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const { id, formRef, errors, clear, onSubmit } = useForm({
    check,
    result,
    send: (form) => submit(form, { method: "post", replace: true }),
  });
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/reset-password") === true;
  const serverError = !busy && result && !result.ok ? result.error : null;

  return (
    <>
      <Heading icon={<KeyRound aria-hidden className="size-6" />}>Reset Your Password</Heading>
      <p className="-mt-3 mb-6 text-center text-sm text-slate-600 dark:text-slate-300">
        Choose a new password
        {email ? (
          <>
            {" "}
            for <strong className="font-semibold break-words text-slate-900 dark:text-white">{email}</strong>
          </>
        ) : null}
        .
      </p>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <Form ref={formRef} method="post" replace noValidate className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="token" value={token} />
        {/* Lets password managers store the new password under the right account. */}
        {email ? <input type="text" name="username" autoComplete="username" value={email} readOnly hidden /> : null}

        <NewPasswordFields id={id} errors={errors} onEdit={clear} />

        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Updating Password..." : "Update Password"}
        </button>
      </Form>
      <div className="mt-5 text-center">
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Back to Login
        </Link>
      </div>
    </>
  );
}

function Updated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate("/login", { replace: true, state: { message: PASSWORD_UPDATED_MESSAGE } }),
      REDIRECT_AFTER_UPDATE_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <>
      <Heading icon={<CircleCheck aria-hidden className="size-6" />} tone="success" focus>
        Password Updated!
      </Heading>
      <div role="status" className={DONE_NOTICE}>
        <p>Your password has been changed and you have been signed out on every device.</p>
        <p className="mt-1">Taking you to the sign-in page in a few seconds...</p>
      </div>
      <Link
        to={`/login?message=${encodeURIComponent(PASSWORD_UPDATED_MESSAGE)}`}
        replace
        className="mt-6 btn-primary w-full"
      >
        Continue to Sign In
      </Link>
    </>
  );
}

function InvalidLink({ focus }: { focus: boolean }) {
  return (
    <>
      <Heading icon={<Unlink aria-hidden className="size-6" />} tone="danger" focus={focus}>
        Reset Your Password
      </Heading>
      <FormAlert>{RESET_LINK_INVALID_MESSAGE}</FormAlert>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Links work once and expire after 1 hour. On the login page, choose{" "}
        <strong className="font-semibold">Forgot your password?</strong> to get a new one.
      </p>
      <Link to="/login" className="mt-6 btn-primary w-full">
        Back to Login
      </Link>
    </>
  );
}
