import { sql } from "kysely";
import type { DB } from "~/utils/db.server";

/**
 * A version number per kind of content, raised by every write to it, so that whatever a server keeps in
 * memory (the chatbot's settings today, rendered pages later) is known to be stale by every server sharing
 * the database, at once: one primary-key read tells, before the cached value is used.
 */
export type ContentName = "chatbot_settings";

/** Raises the version; call it inside the transaction that changes the content, so both land together. */
export async function bumpContentVersion(db: DB, name: ContentName) {
  await db
    .insertInto("content_versions")
    .values({ name, version: 1 })
    .onConflict((oc) => oc.column("name").doUpdateSet({ version: sql`content_versions.version + 1` }))
    .execute();
}

/** The current version (0 before the first write). */
export async function contentVersion(db: DB, name: ContentName) {
  const row = await db.selectFrom("content_versions").select("version").where("name", "=", name).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * A value loaded from the database and kept until its content's version moves. The version is read before
 * the value, so a write landing in between leaves a newer value under an older version: reloaded next time,
 * never an older value kept under the newer version.
 */
export function versionedCache<T>(name: ContentName, load: (db: DB) => Promise<T>) {
  let kept: { db: DB; version: number; value: T } | null = null;
  return async (db: DB): Promise<T> => {
    const version = await contentVersion(db, name);
    if (kept && kept.db === db && kept.version === version) return kept.value;
    const value = await load(db);
    kept = { db, version, value };
    return value;
  };
}

/** Raised by database triggers on every write a public page may show (migrations/page-version.ts). */
export async function pagesVersion(db: DB) {
  const row = await db.selectFrom("pages_version").select("version").executeTakeFirst();
  return Number(row?.version ?? 0);
}
