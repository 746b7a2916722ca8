import { sql, type Kysely } from "kysely";
import { isPostgres, notNull, withId } from "./dialect";
import { addPagesVersionTrigger } from "./page-version";

/**
 * The home page's hero slides, as managers keep them on /admin/hero: a photo (an upload, or the demo's art),
 * its alt text, a heading, a line and a button, in `position` order. A fresh museum has none until a manager
 * adds one or the demo seeds its four; the home page shows them, so a write raises the page version.
 */
export async function up(db: Kysely<unknown>) {
  await withId(db, db.schema.createTable("hero_slides"))
    .addColumn("position", "integer", notNull)
    .addColumn("image_url", "text", notNull)
    .addColumn("alt", "text", notNull)
    .addColumn("heading", "text", notNull)
    .addColumn("line", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("button_label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("button_target", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", notNull)
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await addPagesVersionTrigger(db, "hero_slides");
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) await sql`DROP TABLE IF EXISTS hero_slides CASCADE`.execute(db);
  else {
    for (const event of ["insert", "update", "delete"])
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`pages_version_hero_slides_${event}`)}`.execute(db);
    await db.schema.dropTable("hero_slides").ifExists().execute();
  }
}
