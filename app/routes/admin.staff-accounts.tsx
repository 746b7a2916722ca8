import { redirect } from "react-router";
import type { Route } from "./+types/admin.staff-accounts";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { AccountList } from "~/components/staff/AccountList";
import { AddressWaits } from "~/components/staff/AddressWaits";
import { ManageAccount } from "~/components/staff/ManageAccount";
import {
  ACCESS_FAILED_MESSAGE,
  ACCOUNT_EXISTS_MESSAGE,
  accountDisabledMessage,
  accountEnabledMessage,
  DISABLE_SELF_MESSAGE,
  LAST_MANAGER_DISABLE_MESSAGE,
  LAST_MANAGER_ROLE_MESSAGE,
  OWN_ROLE_MESSAGE,
  roleChangedMessage,
  ACCOUNT_MISSING_MESSAGE,
  accountCreatedMessage,
  asksCurrentPassword,
  CLEAR_WAITS_FAILED_MESSAGE,
  CREATE_FAILED_MESSAGE,
  OWN_PASSWORD_RESET_MESSAGE,
  passwordResetMessage,
  RESET_FAILED_MESSAGE,
  resetEmailFailedMessage,
  resetEmailQueuedMessage,
  staffAccountSchema,
  staffAccountValues,
  staffFieldErrors,
  testEmailFailedMessage,
  testEmailQueuedMessage,
  type StaffFormValues,
  type StaffIntent,
  waitsClearedMessage,
} from "~/models/account/staff-account.schema";
import {
  changeAccountRole,
  clearStaffSignInWaits,
  createStaffAccount,
  listAddressWaits,
  listStaffAccounts,
  managerChanger,
  resetStaffPassword,
  sendTestEmail,
  setAccountDisabled,
  testPasswordResetEmail,
  type Actor,
} from "~/models/account/staff-account.server";
import { TOO_MANY_TRIES_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from "~/models/account/password-change.schema";
import { checkOwnPassword } from "~/models/account/password-change.server";
import { knownDeviceId } from "~/models/account/sign-in-device.server";
import { managerEmails } from "~/models/account/user.server";
import { actionAnswers } from "~/utils/admin-action.server";
import { requireManager } from "~/utils/auth.server";
import { ManagerScreenBoundary } from "~/components/admin/ManagerScreenBoundary";
import { getDb } from "~/utils/db.server";
import { readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { destroySession } from "~/utils/session.server";
import { noindexMeta } from "~/utils/staff-meta";

/** Admin Password Reset: the staff roster, account creation and password resets, managers only. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Staff Accounts & Password Reset");

export async function loader({ request }: Route.LoaderArgs) {
  const manager = await requireManager(request, "staff-accounts");
  const url = new URL(request.url);
  // Without JavaScript the account picker is a GET form: a typed address wins over the select.
  const selected = (url.searchParams.get("newEmail") || url.searchParams.get("email") || "").trim().toLowerCase();
  return {
    me: { id: manager.id, email: manager.email },
    accounts: await listStaffAccounts(getDb()),
    addressWaits: await listAddressWaits(getDb()),
    selected,
  };
}

const INTENTS: Record<string, StaffIntent> = {
  create: "create",
  reset: "reset",
  "test-email": "test-email",
  "test-reset-email": "test-reset-email",
  "clear-waits": "clear-waits",
  disable: "disable",
  enable: "enable",
  "set-role": "set-role",
};

/** What a change that asks for the current password says when that check itself fails. */
const CHANGE_FAILED = {
  create: CREATE_FAILED_MESSAGE,
  reset: RESET_FAILED_MESSAGE,
  "set-role": ACCESS_FAILED_MESSAGE,
} as const;

const ACCESS_REFUSALS = {
  disable: { self: DISABLE_SELF_MESSAGE, "last-manager": LAST_MANAGER_DISABLE_MESSAGE },
  enable: { self: DISABLE_SELF_MESSAGE, "last-manager": LAST_MANAGER_DISABLE_MESSAGE },
  "set-role": { self: OWN_ROLE_MESSAGE, "last-manager": LAST_MANAGER_ROLE_MESSAGE },
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const manager = await requireManager(request, "staff-accounts");
  const values = staffAccountValues(await readFormData(request));
  const intent = INTENTS[values.intent] ?? "reset";
  const { refuse, done } = actionAnswers(intent, "staff accounts", {
    values: { email: values.email, role: values.role, name: values.name } satisfies StaffFormValues,
  });

  const db = getDb();
  const managers = await managerEmails(db);
  const parsed = staffAccountSchema(manager.email, managers).safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: staffFieldErrors(parsed.error) });

  const actor: Actor = { id: manager.id, email: manager.email, name: manager.name, ip: context.ip };
  const input = parsed.data;

  if ("currentPassword" in input && asksCurrentPassword(input, manager.email, managers)) {
    // Checked as on /account/password: the same throttle as signing in, and the same texts.
    let checked;
    try {
      const device = await knownDeviceId(db, request, manager.email);
      checked = await checkOwnPassword(db, manager, input.currentPassword, context.ip ?? "unknown", device);
    } catch (error) {
      logger.error({ err: error }, "checking the current password failed");
      return refuse(500, { error: CHANGE_FAILED[input.intent] });
    }
    if (!checked.ok) {
      return checked.code === "throttled"
        ? refuse(429, { error: TOO_MANY_TRIES_MESSAGE })
        : refuse(400, { fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } });
    }
  }

  if (input.intent === "create") {
    let result;
    try {
      result = await createStaffAccount(db, input, actor);
    } catch (error) {
      logger.error({ err: error }, "staff account creation failed");
      return refuse(500, { error: CREATE_FAILED_MESSAGE });
    }
    if (!result.ok) return refuse(409, { error: ACCOUNT_EXISTS_MESSAGE });
    return done({ message: accountCreatedMessage(result.user.email, result.mailed) });
  }

  if (input.intent === "reset") {
    let result;
    try {
      result = await resetStaffPassword(db, input, actor);
    } catch (error) {
      logger.error({ err: error }, "staff password reset failed");
      return refuse(500, { error: RESET_FAILED_MESSAGE });
    }
    if (!result.ok) return refuse(404, { error: ACCOUNT_MISSING_MESSAGE });
    if (result.self) {
      // setPassword ended every session, this one included: clear the cookie and say why on the login page.
      const cookie = await destroySession(request, db);
      return redirect(`/login?${new URLSearchParams({ message: OWN_PASSWORD_RESET_MESSAGE })}`, {
        headers: { "Set-Cookie": cookie },
      });
    }
    return done({ message: passwordResetMessage(result.user.email, result.mailed) });
  }

  if (input.intent === "disable" || input.intent === "enable" || input.intent === "set-role") {
    let result;
    try {
      const changer = managerChanger(actor);
      result =
        input.intent === "set-role"
          ? await changeAccountRole(db, input.email, input.role, changer)
          : await setAccountDisabled(db, input.email, input.intent === "disable", changer);
    } catch (error) {
      logger.error({ err: error }, "changing a staff account failed");
      return refuse(500, { error: ACCESS_FAILED_MESSAGE });
    }
    if (!result.ok)
      return refuse(result.code === "missing" ? 404 : 409, {
        error: result.code === "missing" ? ACCOUNT_MISSING_MESSAGE : ACCESS_REFUSALS[input.intent][result.code],
      });
    const { email } = result.user;
    return done({
      message:
        input.intent === "set-role"
          ? roleChangedMessage(email, input.role)
          : input.intent === "disable"
            ? accountDisabledMessage(email)
            : accountEnabledMessage(email),
    });
  }

  if (input.intent === "clear-waits") {
    let found;
    try {
      found = await clearStaffSignInWaits(db, input.email, actor);
    } catch (error) {
      logger.error({ err: error }, "clearing sign-in waits failed");
      return refuse(500, { error: CLEAR_WAITS_FAILED_MESSAGE });
    }
    if (!found) return refuse(404, { error: ACCOUNT_MISSING_MESSAGE });
    return done({ message: waitsClearedMessage(input.email) });
  }

  if (input.intent === "test-email") {
    try {
      return done({ message: testEmailQueuedMessage(await sendTestEmail(db, actor)) });
    } catch (error) {
      logger.error({ err: error }, "test email failed");
      return refuse(500, { error: testEmailFailedMessage(errorText(error)) });
    }
  }

  try {
    const result = await testPasswordResetEmail(db, input.email, actor);
    if (!result.ok)
      return refuse(result.message === ACCOUNT_MISSING_MESSAGE ? 404 : 429, {
        error: resetEmailFailedMessage(result.message),
      });
    return done({ message: resetEmailQueuedMessage(input.email, result.emailId) });
  } catch (error) {
    logger.error({ err: error }, "password reset email test failed");
    return refuse(500, { error: resetEmailFailedMessage(errorText(error)) });
  }
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

/** The answers the roster itself shows: those of its rows' buttons. */
const LIST_INTENTS: readonly (StaffIntent | undefined)[] = ["clear-waits", "disable", "enable", "set-role"];

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { me, accounts, addressWaits, selected } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader title="Staff Accounts">
        Create sign-in accounts for staff and managers, reset a forgotten password, and check that the website's email
        works.
      </AdminPageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-12 lg:gap-8">
        <div className="space-y-6 lg:col-span-7">
          <ManageAccount me={me} accounts={accounts} selected={selected} result={actionData} />
        </div>
        <div className="space-y-6 lg:col-span-5">
          <AccountList
            me={me}
            accounts={accounts}
            result={LIST_INTENTS.includes(actionData?.intent ?? undefined) ? actionData : undefined}
          />
          <AddressWaits waits={addressWaits} />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = ManagerScreenBoundary;
