import type { Kysely } from "kysely";

/**
 * Photos on a repair's first comment (issue 22): staff logging a repair at the machine add them on the same
 * screen, so a scanned label leads to a repair with a photo in a few taps. A JSON array of
 * { url, thumbnailUrl }, like a work entry's.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("repairs")
    .addColumn("photos", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("repairs").dropColumn("photos").execute();
}
