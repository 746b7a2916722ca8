import type { Kysely } from "kysely";

/**
 * Mail the outbox gave up on becomes visible to managers (issue 19): `kind` says what a mail was for, so the
 * Failed Mail screen can name it and knows a reset or confirmation link is never sent again; `dismissed_at`
 * is set when a manager has dealt with a failed mail another way. `list_unsubscribe` is the one-click
 * unsubscribe address a newsletter mail carries in its List-Unsubscribe header (RFC 8058).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("email_outbox").addColumn("kind", "text").execute();
  await db.schema.alterTable("email_outbox").addColumn("list_unsubscribe", "text").execute();
  await db.schema.alterTable("email_outbox").addColumn("dismissed_at", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("email_outbox").dropColumn("dismissed_at").execute();
  await db.schema.alterTable("email_outbox").dropColumn("list_unsubscribe").execute();
  await db.schema.alterTable("email_outbox").dropColumn("kind").execute();
}
