import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { audit } from "../audit/audit.server";
import { takeAttempt } from "./throttle.server";

const WINDOW_MS = 10 * 60 * 1000;

export const TOO_MANY_SUBMISSIONS =
  "You have sent several messages in a short time. Please wait a few minutes and try again.";

export const isSpam = (form: FormData) => String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "";

/**
 * Per-IP limit on a public form: PUBLIC_FORM_LIMIT submissions, then a wait of ten minutes. Kept in the
 * database, so it holds across restarts and servers, and taken in one atomic upsert before any work, as
 * sign-in's is: parallel posts get exactly the limit, on PostgreSQL as on SQLite. An allowed submission
 * is also recorded in the audit log.
 */
export async function allowPublicSubmission(db: DB, formName: string, ip: string, now = new Date()) {
  const policy = { free: getConfig().publicFormLimit, waitsMs: [WINDOW_MS], windowMs: WINDOW_MS };
  if (!(await takeAttempt(db, [{ key: `form:${formName}:${ip}`, policy }], now.getTime()))) return false;
  await audit(db, { action: "public_form_submitted", entity: formName, ip });
  return true;
}
