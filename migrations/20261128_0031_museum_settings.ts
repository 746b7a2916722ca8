import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";
import { addPagesVersionTrigger } from "./page-version";

/**
 * The museum's own facts (name, contact, admission, offers, logo), kept by managers on /admin/settings instead
 * of in code: one row, its facts as JSON text (the same in both dialects; the settings schema checks every
 * save). The row is written by the first read (app/db/museum-settings-start.ts holds what it starts with), not
 * here, so a freshly migrated database stays empty for a restore. Every page shows it: a write raises the
 * page version.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("museum_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await addPagesVersionTrigger(db, "museum_settings");
}

export async function down(db: Kysely<unknown>) {
  if (isPostgres(db)) await sql`DROP TABLE IF EXISTS museum_settings CASCADE`.execute(db);
  else {
    for (const event of ["insert", "update", "delete"])
      await sql`DROP TRIGGER IF EXISTS ${sql.id(`pages_version_museum_settings_${event}`)}`.execute(db);
    await db.schema.dropTable("museum_settings").ifExists().execute();
  }
}
