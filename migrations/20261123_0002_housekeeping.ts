import type { Kysely } from "kysely";

/**
 * Indexes for what the throttles and the housekeeping job query, and a flag for mails whose body must not
 * outlive their sending (a password-reset link).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex("audit_log_action_created_idx")
    .on("audit_log")
    .columns(["action", "created_at"])
    .execute();
  await db.schema.createIndex("audit_log_ip_created_idx").on("audit_log").columns(["ip", "created_at"]).execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();
  await db.schema
    .createIndex("password_reset_tokens_expires_at_idx")
    .on("password_reset_tokens")
    .column("expires_at")
    .execute();
  await db.schema
    .alterTable("email_outbox")
    .addColumn("sensitive", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("email_outbox").dropColumn("sensitive").execute();
  for (const index of [
    "password_reset_tokens_expires_at_idx",
    "sessions_expires_at_idx",
    "audit_log_ip_created_idx",
    "audit_log_action_created_idx",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
