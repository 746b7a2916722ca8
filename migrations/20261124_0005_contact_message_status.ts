import { sql, type Kysely } from "kysely";

/**
 * Contact messages are read in the back office (issue 12): each is unread, read or archived, where the
 * initial schema had only a "handled" flag nobody could set yet. Handled ones become read.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("contact_messages")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("unread")
        .check(sql`status in ('unread', 'read', 'archived')`),
    )
    .execute();
  await sql`update contact_messages set status = 'read' where handled = ${sql.lit(true)}`.execute(db);
  await db.schema.alterTable("contact_messages").dropColumn("handled").execute();
  await db.schema
    .createIndex("contact_messages_status_idx")
    .on("contact_messages")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("contact_messages_status_idx").ifExists().execute();
  await db.schema
    .alterTable("contact_messages")
    .addColumn("handled", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update contact_messages set handled = ${sql.lit(true)} where status <> 'unread'`.execute(db);
  await db.schema.alterTable("contact_messages").dropColumn("status").execute();
}
