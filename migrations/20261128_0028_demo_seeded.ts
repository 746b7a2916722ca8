import type { Kysely } from "kysely";
import { notNull } from "./dialect";

/**
 * What the demo seeded on a first start, row by row: the kind of row (a table's name) and its id. "Remove the
 * demo content" (models/demo/) removes only rows listed here that no one has changed since, and tells a row
 * staff added (not listed) from one the demo wrote. Databases seeded before this table have no rows in it,
 * so nothing of theirs is ever taken for demo content.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("demo_seeded")
    .addColumn("kind", "text", notNull)
    .addColumn("row_id", "integer", notNull)
    .addPrimaryKeyConstraint("demo_seeded_pk", ["kind", "row_id"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("demo_seeded").execute();
}
