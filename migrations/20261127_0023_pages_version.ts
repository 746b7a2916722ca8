import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";
import { addPagesVersionTrigger, createPagesVersionFunction } from "./page-version";

/** Every table a public page may read when this migration landed (issue 24's page cache). */
const PAGE_TABLES = [
  "announcements",
  "business_hours",
  "chatbot_settings",
  "events",
  "faqs",
  "fix_watchers",
  "game_slugs",
  "game_status_history",
  "game_verifications",
  "games",
  "gift_cards",
  "products",
  "repair_entries",
  "repair_events",
  "repair_parts",
  "repairs",
  "special_hours",
  "users",
];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("pages_version")
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO pages_version (version) VALUES (1)`.execute(db);
  await createPagesVersionFunction(db);
  for (const table of PAGE_TABLES) await addPagesVersionTrigger(db, table);
}

export async function down(db: Kysely<unknown>) {
  for (const table of PAGE_TABLES) {
    for (const suffix of isPostgres(db) ? ["write", "truncate"] : ["insert", "update", "delete"]) {
      const name = sql.id(`pages_version_${table}_${suffix}`);
      await (
        isPostgres(db)
          ? sql`DROP TRIGGER IF EXISTS ${name} ON ${sql.table(table)}`
          : sql`DROP TRIGGER IF EXISTS ${name}`
      ).execute(db);
    }
  }
  if (isPostgres(db)) await sql`DROP FUNCTION IF EXISTS raise_pages_version()`.execute(db);
  await db.schema.dropTable("pages_version").ifExists().execute();
}
