import { ChevronRight, KeyRound } from "lucide-react";
import { href, Link } from "react-router";
import type { Route } from "./+types/account";
import { ACCOUNT_CARD, CARD_ICON } from "~/components/account/account-card";
import { DisplayNameForm } from "~/components/account/DisplayNameForm";
import { RepairMailChoice } from "~/components/account/RepairMailChoice";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { DisplayNameSchema, NAME_FAILED_MESSAGE, nameSavedMessage } from "~/models/account/display-name.schema";
import { setDisplayName } from "~/models/account/display-name.server";
import { CHANGE_PASSWORD_PATH } from "~/models/account/password-change.schema";
import {
  REPAIR_MAIL_FAILED_MESSAGE,
  REPAIR_MAIL_SAVED_MESSAGE,
  RepairMailSchema,
} from "~/models/account/repair-mail.schema";
import { repairMailOf, setRepairMail } from "~/models/account/repair-mail.server";
import { ROLE_LABELS } from "~/models/account/role-labels";
import { actionAnswers, intentOf } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";
import { fieldErrorsOf, formValues, readFormData } from "~/utils/forms";
import { logger } from "~/utils/logger.server";
import { noindexMeta } from "~/utils/staff-meta";

/**
 * /account, "Me": the signed-in staff member's account in one place: their name (theirs to change), e-mail and
 * role, the way to a new password, and which repair reports are mailed to them. Each form names no account: it
 * changes the signed-in one. An account still on a one-time password is sent to set its own first.
 */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Your Account");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return {
    name: user.name,
    email: user.email,
    role: ROLE_LABELS[user.role],
    repairMail: await repairMailOf(getDb(), user.id),
  };
}

const INTENTS = ["display-name", "repair-mail"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const form = await readFormData(request);
  const ip = context.ip ?? null;
  const intent = intentOf(form, INTENTS);
  if (intent === "display-name") return saveName(user.id, form, ip);
  if (intent === "repair-mail") return saveRepairMail(user.id, form, ip);
  return actionAnswers(null, "your account").invalid();
}

async function saveName(userId: number, form: FormData, ip: string | null) {
  const values = { name: String(form.get("name") ?? "") };
  const { refuse, done } = actionAnswers("display-name", "your name", { values });
  const parsed = DisplayNameSchema.safeParse(formValues(form));
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    if (!(await setDisplayName(getDb(), userId, parsed.data.name, ip))) throw new Error("the account is gone");
  } catch (error) {
    logger.error({ err: error }, "saving a display name failed");
    return refuse(500, { error: NAME_FAILED_MESSAGE });
  }
  return done({ message: nameSavedMessage(parsed.data.name) });
}

async function saveRepairMail(userId: number, form: FormData, ip: string | null) {
  const { refuse, done } = actionAnswers("repair-mail", "repair mail");
  const parsed = RepairMailSchema.safeParse(formValues(form));
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrorsOf(parsed.error) });
  try {
    if (!(await setRepairMail(getDb(), userId, parsed.data, ip))) throw new Error("the account is gone");
  } catch (error) {
    logger.error({ err: error }, "saving a repair mail choice failed");
    return refuse(500, { error: REPAIR_MAIL_FAILED_MESSAGE });
  }
  return done({ message: REPAIR_MAIL_SAVED_MESSAGE });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, repairMail } = loaderData;
  // Without JavaScript each form's answer comes as the page's action data: each form reads only its own.
  const nameAnswer = actionData?.intent === "display-name" ? actionData : undefined;
  const mailAnswer = actionData?.intent === "repair-mail" ? actionData : undefined;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <AdminPageHeader title="Your Account">Your name, password and the repair mail you get.</AdminPageHeader>
      <div className="space-y-6">
        <DisplayNameForm name={name} email={email} role={role} pageResult={nameAnswer} />
        <section aria-labelledby="password-heading" className={ACCOUNT_CARD}>
          <div className="flex flex-wrap items-center gap-3">
            <span className={CARD_ICON}>
              <KeyRound aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id="password-heading" className="text-xl font-extrabold tracking-tight">
                Password
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                A new one signs you out on every other device.
              </p>
            </div>
            <Link
              to={`${CHANGE_PASSWORD_PATH}?${new URLSearchParams({ redirectTo: href("/account") })}`}
              className="btn-secondary"
            >
              Change Password <ChevronRight aria-hidden className="size-4" />
            </Link>
          </div>
        </section>
        <RepairMailChoice saved={repairMail} pageResult={mailAnswer} />
      </div>
    </div>
  );
}
