import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { audit } from "./audit.server";

const WINDOW_MS = 10 * 60 * 1000;

export const TOO_MANY_SUBMISSIONS = "You have sent several messages in a short time. Please wait a few minutes and try again.";

export const isSpam = (form: FormData) => String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "";

/**
 * Per-IP limit on a public form, counted from the audit log so it holds
 * across restarts and servers. Records this attempt when it is allowed.
 */
export async function allowPublicSubmission(db: DB, formName: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("action", "=", "public_form_submitted")
    .where("entity", "=", formName)
    .where("ip", "=", ip)
    .where("created_at", ">=", since)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= getConfig().publicFormLimit) return false;
  await audit(db, { action: "public_form_submitted", entity: formName, ip });
  return true;
}
