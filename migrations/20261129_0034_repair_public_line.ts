import { type Kysely } from "kysely";

/**
 * A repair's public line: a few words staff choose for visitors ('Left flipper weak'), shown on the machine's
 * QR page under 'Is this what you noticed?'. Never the report's own text. Repairs already raise the page
 * version (migration 0023), so a changed line shows on the next visitor's page.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("repairs").addColumn("public_line", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("repairs").dropColumn("public_line").execute();
}
