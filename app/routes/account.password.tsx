import { CircleCheck, KeyRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/account.password";
import { NewPasswordFields, PasswordField } from "~/components/auth/PasswordInput";
import { checkWith, useForm } from "~/components/forms/use-form";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  ChangePasswordSchema,
  PASSWORD_CHANGED_MESSAGE,
  TOO_MANY_TRIES_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ChangePasswordField,
} from "~/models/account/password-change.schema";
import { changeOwnPassword } from "~/models/account/password-change.server";
import { knownDeviceId } from "~/models/account/sign-in-device.server";
import { UPDATE_PASSWORD_FAILED_MESSAGE } from "~/models/account/password-reset.schema";
import { requireSignedIn, safeRedirect } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { actionAnswers } from "~/utils/admin-action.server";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";
import { createSession } from "~/utils/session.server";

/**
 * /account/password: a signed-in staff member sets their own password. An account that signed in with a one-time
 * password is sent here by every staff page and POST until it has; anyone may come from the Me page (/account) or the
 * Admin Dashboard to change theirs. Afterwards every other session of the account has ended.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Set Your Password");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireSignedIn(request);
  return {
    email: user.email,
    forced: user.mustChangePassword,
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
  };
}

const FIELDS: ChangePasswordField[] = ["currentPassword", "newPassword", "confirmPassword"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSignedIn(request);
  const form = await readFormData(request);
  const { refuse, done } = actionAnswers(undefined, "change password");
  const parsed = ChangePasswordSchema.safeParse(Object.fromEntries(FIELDS.map((f) => [f, form.get(f) ?? ""])));
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  const db = getDb();
  try {
    const device = await knownDeviceId(db, request, user.email);
    const result = await changeOwnPassword(
      db,
      user,
      parsed.data.currentPassword,
      parsed.data.newPassword,
      context.ip ?? "unknown",
      device,
    );
    if (!result.ok) {
      return result.code === "throttled"
        ? refuse(429, { error: TOO_MANY_TRIES_MESSAGE })
        : refuse(400, { fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } });
    }
    // Every session of the account ended with the change; this browser carries on in a new one.
    const cookie = await createSession(user.id, request.headers.get("user-agent"), db, request);
    return done({}, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    logger.error({ err: error }, "changing a password failed");
    return refuse(500, { error: UPDATE_PASSWORD_FAILED_MESSAGE });
  }
}

const check = checkWith<unknown>(ChangePasswordSchema, formValues);

export default function AccountPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { email, forced, redirectTo } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  const { id, formRef, errors, clear, onSubmit } = useForm({
    check,
    result: actionData,
    send: (form) => submit(form, { method: "post" }),
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";

  if (actionData?.ok) return <Changed redirectTo={redirectTo} />;

  return (
    <section className="container-page flex flex-col items-center gap-6 py-12 sm:py-20">
      <div className="w-full max-w-md card p-6 sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
            <KeyRound aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight">
            {forced ? "Set Your Own Password" : "Change Your Password"}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {forced
              ? "You signed in with a one-time password. Choose your own before you continue; the back office opens once you have."
              : "Choose a new password. You will stay signed in here and be signed out on every other device."}
          </p>
        </div>
        {failed?.error && !busy ? <FormAlert>{failed.error}</FormAlert> : null}
        <Form ref={formRef} method="post" noValidate className="space-y-4" onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {/* Lets password managers store the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField
            prefix={id}
            name="currentPassword"
            label={forced ? "One-Time Password" : "Current Password"}
            autoComplete="current-password"
            errors={errors}
            onEdit={clear}
          />
          <NewPasswordFields id={id} errors={errors} onEdit={clear} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Updating Password..." : "Update Password"}
          </button>
        </Form>
        <div className="mt-5 text-center">
          {forced ? (
            <Form method="post" action="/logout">
              <button type="submit" className="btn-ghost text-sm">
                Sign Out
              </button>
            </Form>
          ) : (
            <Link to={redirectTo} className="btn-ghost text-sm">
              Cancel
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function Changed({ redirectTo }: { redirectTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container-page flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-md card p-6 text-center sm:p-8">
        <span className="mx-auto mb-3 inline-flex size-12 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300">
          <CircleCheck aria-hidden className="size-6" />
        </span>
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight focus:outline-none">
          Password Updated!
        </h1>
        <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
          {PASSWORD_CHANGED_MESSAGE}
        </p>
        <Link to={redirectTo} className="mt-6 btn-primary w-full">
          Continue
        </Link>
      </div>
    </section>
  );
}
