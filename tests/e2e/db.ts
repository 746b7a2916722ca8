import path from "node:path";
import { createDb, type DB } from "../../app/utils/db.server";

/**
 * The e2e server's own SQLite database (DATA_DIR set by playwright.config.ts),
 * opened with the app's createDb, so tests can check what was stored.
 */
export function openE2eDb(): DB {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return createDb({ kind: "sqlite", file: path.join(dataDir, "museum.db") });
}

/**
 * Takes `table` away (renamed) while `visit` runs, as an outage of its reads would, and brings it back. A
 * rename is no write, so no trigger tells the page cache (server/page-cache.ts); the pages version is raised
 * by hand both ways, as a restart after a real outage would empty the cache.
 */
export async function whileTableIsOffline(db: DB, table: string, visit: () => Promise<void>) {
  const raisePagesVersion = () =>
    db
      .updateTable("pages_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();
  await db.schema.alterTable(table).renameTo(`${table}_offline`).execute();
  await raisePagesVersion();
  try {
    await visit();
  } finally {
    await db.schema.alterTable(`${table}_offline`).renameTo(table).execute();
    await raisePagesVersion();
  }
}
