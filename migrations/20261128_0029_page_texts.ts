import type { Kysely } from "kysely";
import { notNull } from "./dialect";
import { addPagesVersionTrigger } from "./page-version";

/**
 * The public pages' longer texts, in Markdown, as managers keep them on /admin/texts: About's story and the
 * Sell or Donate page's "What we accept". They start as the words the site had; `{longName}` and the other
 * braces are filled in from the museum's settings when a page shows them. A write raises the page cache's
 * version like any table a public page reads.
 */
const STARTING_TEXTS = {
  about_story: `{longName} was established in {established} by a few friends who could not bear to see the games of their childhood end up in landfills. What started as a handful of cabinets in a garage is now a hands-on museum in downtown {city}.

Since then we have restored {collection} arcade and pinball machines, from 1970s electromechanical pinball to the golden age of the arcade and the big 1990s wide-body tables. We rotate games between the floor and our warehouse, so there is always something new to play.

Games are **free to play after admission**: no quarters, no tokens, no time limits. When a machine needs attention, our technicians normally handle repairs within 24-48 hours, and safety-critical issues immediately.`,
  sell_donate: `Working or not, complete or in pieces: most of the {collection} machines we have restored arrived needing help. If it was ever in an arcade, a bowling alley or a basement rec room, we would like to hear about it.

- Arcade cabinets: uprights, cocktail tables and sit-downs
- Pinball machines of any era, electromechanical to modern
- Skee-Ball lanes and other coin-op amusements
- Boards, monitors, parts, manuals, flyers and backglasses`,
};

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("page_texts")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("markdown", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ page_texts: { key: string; markdown: string; updated_at: string } }>)
    .insertInto("page_texts")
    .values(Object.entries(STARTING_TEXTS).map(([key, markdown]) => ({ key, markdown, updated_at: now })))
    .execute();
  await addPagesVersionTrigger(db, "page_texts");
}

/** Its triggers go with the table. */
export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("page_texts").ifExists().execute();
}
