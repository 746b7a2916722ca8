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
