import type { UserRole } from "~/db/schema";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { sendMail, type MailInput } from "~/utils/mail.server";
import type { Actor } from "./staff-account.server";
import { staffName } from "./staff-name";

/** The staff roster's mails, never with a password in them; `museum` is the museum's name from its settings. */

export async function queue(db: DB, mail: MailInput) {
  try {
    await sendMail(mail, db);
    return true;
  } catch (error) {
    logger.error({ err: error, to: mail.to }, "staff account mail could not be queued");
    return false;
  }
}

const who = (actor: Actor) => `${staffName(actor.name, actor.email)} (${actor.email})`;
const loginUrl = () => `${getConfig().publicUrl}/login`;

export function welcomeMail(to: string, name: string | null, role: UserRole, actor: Actor, museum: string): MailInput {
  const text = [
    name ? `Hello ${name},` : "Hello,",
    "",
    `${who(actor)} created a ${role} account for you on the ${museum} website, for the address ${to}.`,
    "",
    `Sign in at ${loginUrl()} with this email address.`,
    "Your password is given to you in person; it is never sent by email. If you do not have it,",
    "choose 'Forgot your password?' on the sign-in page to set your own.",
    "The first time you sign in, you will be asked to choose your own password.",
    "",
    "If you did not expect this account, contact a museum manager.",
    "",
    museum,
  ].join("\n");
  return { to, subject: `Your ${museum} staff account`, text, kind: "staff_account" };
}

export function resetMail(to: string, name: string | null, actor: Actor, self: boolean, museum: string): MailInput {
  const text = [
    name ? `Hello ${name},` : "Hello,",
    "",
    self
      ? `You reset the password of your ${museum} staff account ${to}, and every session was signed out.`
      : `${who(actor)} reset the password of your ${museum} staff account ${to}, and every session was signed out.`,
    "",
    `Sign in at ${loginUrl()} with the new password${self ? "" : " your manager gives you"}. It is never sent by email.`,
    ...(self ? [] : ["You will then be asked to choose your own password."]),
    "If you did not expect this, contact a museum manager right away.",
    "",
    museum,
  ].join("\n");
  return { to, subject: `Your ${museum} password was reset`, text, kind: "staff_account" };
}

export function testMail(actor: Actor, museum: string): MailInput {
  const text = [
    `This is a test email from the ${museum} website.`,
    "",
    `${who(actor)} sent it from Admin Password Reset at ${new Date().toISOString()}.`,
    "If you can read it, outgoing mail works.",
    "",
    museum,
  ].join("\n");
  return { to: actor.email, subject: `${museum} test email`, text, kind: "test" };
}
