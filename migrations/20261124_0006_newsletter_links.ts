import type { Kysely } from "kysely";

/**
 * Newsletter addresses are confirmed by a link (issue 12): the link's token is kept hashed with its expiry
 * and cleared once used; an unsubscribed address keeps its row, marked, so it is never mailed again by
 * mistake and can sign up afresh.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_token_hash", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_expires_at", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("unsubscribed_at", "text").execute();
  await db.schema
    .createIndex("newsletter_confirm_token_idx")
    .on("newsletter_subscribers")
    .column("confirm_token_hash")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("newsletter_confirm_token_idx").ifExists().execute();
  for (const column of ["unsubscribed_at", "confirmed_at", "confirm_expires_at", "confirm_token_hash"]) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
}
