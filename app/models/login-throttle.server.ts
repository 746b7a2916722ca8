import { sql } from "kysely";
import type { DB } from "~/utils/db.server";

/**
 * Failed sign-ins are kept in the audit log, so the limits hold across
 * restarts and across several servers sharing one PostgreSQL.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export async function isLoginThrottled(db: DB, email: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("audit_log")
    .select([
      sql<number>`sum(case when entity_id = ${email} then 1 else 0 end)`.as("per_account"),
      sql<number>`sum(case when ip = ${ip} then 1 else 0 end)`.as("per_ip"),
    ])
    .where("action", "=", "login_failed")
    .where("created_at", ">=", since)
    .where((eb) => eb.or([eb("entity_id", "=", email), eb("ip", "=", ip)]))
    .executeTakeFirst();
  return Number(row?.per_account ?? 0) >= MAX_FAILURES_PER_ACCOUNT || Number(row?.per_ip ?? 0) >= MAX_FAILURES_PER_IP;
}
