import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { ForgotPassword } from "~/components/auth/ForgotPassword";
import { SignInForm } from "~/components/auth/SignInForm";
import { LOGIN_ERRORS, LoginSchema } from "~/models/account/login.schema";
import { CHANGE_PASSWORD_PATH } from "~/models/account/password-change.schema";
import { signIn } from "~/models/account/login.server";
import { issueDeviceCookie, knownDeviceId } from "~/models/account/sign-in-device.server";
import { requestPasswordReset } from "~/models/account/password-reset.server";
import { ForgotPasswordSchema } from "~/models/account/password-reset.schema";
import { readSignedInUser, safeRedirect } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { fieldErrorsOf, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { createSession } from "~/utils/session.server";
import { useState } from "react";
import { noindexMeta } from "~/utils/staff-meta";

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Employee Login");

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await readSignedInUser(request, { evenOwingPassword: true })) throw redirect(redirectTo);
  return { redirectTo, mode: url.searchParams.get("mode") === "forgot" ? ("forgot" as const) : ("signin" as const) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const db = getDb();
  if (form.get("intent") === "forgot") {
    const { refuse, done } = actionAnswers("forgot", "forgot password");
    const parsed = ForgotPasswordSchema.safeParse({ email: form.get("email") ?? "" });
    if (!parsed.success) return refuse(400, { error: parsed.error.issues[0]?.message ?? "" });
    try {
      const result = await requestPasswordReset(db, parsed.data.email, context.ip, new Date(), { inBackground: true });
      if (!result.ok) return refuse(429, { error: result.message, rateLimited: true });
      return done();
    } catch (error) {
      logger.error({ err: error }, "password reset request failed");
      return refuse(500, { error: "Failed to send password reset email. Please try again." });
    }
  }

  const parsed = LoginSchema.safeParse({
    email: form.get("email") ?? "",
    password: form.get("password") ?? "",
    redirectTo: form.get("redirectTo") ?? undefined,
  });
  const { refuse } = actionAnswers("signin", "sign in");
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    const result = await signIn(db, parsed.data.email, parsed.data.password, context.ip, {
      device: await knownDeviceId(db, request, parsed.data.email),
    });
    if (!result.ok) {
      return refuse(result.code === "too_many_requests" ? 429 : 401, { error: LOGIN_ERRORS[result.code] });
    }
    const cookie = await createSession(result.user.id, request.headers.get("user-agent"), db, request);
    const target = safeRedirect(parsed.data.redirectTo);
    // A one-time password is replaced before anything else; the page then goes on to where the user was going.
    const next = result.user.mustChangePassword
      ? `${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ redirectTo: target })}`
      : target;
    // The device cookie lets this browser sign in again without being held up by strangers at its address.
    const headers = new Headers([
      ["Set-Cookie", cookie],
      ["Set-Cookie", await issueDeviceCookie(db, request, result.user.email)],
    ]);
    return redirect(next, { headers });
  } catch (error) {
    logger.error({ err: error }, "sign-in failed");
    return refuse(500, { error: LOGIN_ERRORS.unknown });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"signin" | "forgot">(actionData?.intent === "forgot" ? "forgot" : loaderData.mode);
  // Switching modes clears the error and the sent flag, so older results are set aside.
  const [dismissed, setDismissed] = useState<typeof actionData>(undefined);
  const result = actionData === dismissed ? undefined : actionData;
  const switchTo = (next: "signin" | "forgot") => {
    setDismissed(actionData);
    setMode(next);
  };
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-gradient-to-b from-brand-200/60 via-transparent to-transparent blur-2xl dark:from-brand-900/40"
      />
      <div className="relative container-page flex justify-center py-12 sm:py-20">
        <div className="w-full max-w-md card p-6 sm:p-8">
          {mode === "signin" ? (
            <SignInForm
              redirectTo={loaderData.redirectTo}
              result={result?.intent === "signin" ? result : undefined}
              onForgot={() => switchTo("forgot")}
            />
          ) : (
            <ForgotPassword
              result={result?.intent === "forgot" ? result : undefined}
              onBack={() => switchTo("signin")}
            />
          )}
        </div>
      </div>
    </section>
  );
}
