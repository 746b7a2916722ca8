import type { Kysely } from "kysely";
import { notNull } from "./dialect";
import { addPagesVersionTrigger } from "./page-version";

/**
 * The public pages' longer texts, in Markdown, as managers keep them on /admin/texts: About's story and the
 * Sell or Donate page's "What we accept" (the first start writes the words the site had:
 * app/db/page-texts-start.ts). A write raises the page cache's version like any table a public page reads.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("page_texts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("markdown", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await addPagesVersionTrigger(db, "page_texts");
}

/** Its triggers go with the table. */
export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("page_texts").ifExists().execute();
}
