import { audit, type Actor } from "~/models/audit/audit.server";
import { nowIso, type DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { renderMarkdown } from "~/utils/markdown.server";
import { PAGE_TEXT_KEYS, type PageTextKey } from "./page-text";
import { staffName } from "~/models/account/staff-name";

export type PageTextRow = { key: PageTextKey; markdown: string; updatedAt: string; updatedBy: string | null };

/**
 * Writes each of `texts` that the database does not hold yet (at a start: a new museum, or one restored from
 * before the texts were data); a text a manager wrote is never touched.
 */
export async function startMissingPageTexts(db: DB, texts: Record<PageTextKey, string>) {
  const now = nowIso();
  await db
    .insertInto("page_texts")
    .values(Object.entries(texts).map(([key, markdown]) => ({ key, markdown, updated_at: now })))
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/** Every page text with who changed it last, in the screen's order. */
export async function listPageTexts(db: DB): Promise<PageTextRow[]> {
  const rows = await db
    .selectFrom("page_texts")
    .leftJoin("users", "users.id", "page_texts.updated_by")
    .select(["page_texts.key", "page_texts.markdown", "page_texts.updated_at", "users.name", "users.email"])
    .where("page_texts.key", "in", PAGE_TEXT_KEYS)
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return PAGE_TEXT_KEYS.flatMap((key) => {
    const row = byKey.get(key);
    return row
      ? [{ key, markdown: row.markdown, updatedAt: row.updated_at, updatedBy: staffName(row.name, row.email, null) }]
      : [];
  });
}

/**
 * One text as a public page shows it: sanitized HTML with its placeholders still to fill; null when it is
 * missing or cannot be read (logged), so the page around it still works.
 */
export async function pageTextHtml(db: DB, key: PageTextKey) {
  try {
    const row = await db.selectFrom("page_texts").select("markdown").where("key", "=", key).executeTakeFirst();
    return row ? renderMarkdown(row.markdown) : null;
  } catch (error) {
    logger.error({ err: error, key }, "a page text failed to load");
    return null;
  }
}

/**
 * Saves a text and its Activity row (with the text before and after) in one transaction. Answers false when
 * the text was already exactly this: nothing is written then.
 */
export async function savePageText(db: DB, key: PageTextKey, markdown: string, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("page_texts").select("markdown").where("key", "=", key).executeTakeFirst();
    if (before?.markdown === markdown) return false;
    const values = { markdown, updated_at: nowIso(), updated_by: actor.id };
    if (before) await trx.updateTable("page_texts").set(values).where("key", "=", key).execute();
    else
      await trx
        .insertInto("page_texts")
        .values({ key, ...values })
        .execute();
    await audit(trx, {
      action: "page_text_updated",
      userId: actor.id,
      entity: "page_text",
      entityId: key,
      details: { before: before?.markdown ?? null, after: markdown },
      ip: actor.ip,
    });
    return true;
  });
}
