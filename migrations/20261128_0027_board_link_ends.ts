import type { Kysely } from "kysely";

/**
 * A board link may end (a TV lent for an event, a contractor's screen): the last museum date (YYYY-MM-DD) it
 * opens its board on, or null for no end. After that day it is refused like a revoked one.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("board_links").addColumn("ends_on", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("board_links").dropColumn("ends_on").execute();
}
