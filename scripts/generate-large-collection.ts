/**
 * Fills the server's database (DATA_DIR / DATABASE_URL, migrated first) with a large museum for measuring
 * backups and restores: 500 machines with three photo sizes each, a year of repairs (20,000 by default) with
 * their status history and audit rows. Photos are copies of the uploads already there (run it on a demo
 * database), under new names, so sizes and compression are realistic.
 *
 *   DATA_DIR=/tmp/big npx tsx scripts/generate-large-collection.ts [--games 500] [--repairs 20000]
 */
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import dotenv from "dotenv";
import { getConfig } from "~/utils/config.server";
import { getDb, migrateToLatest } from "~/utils/db.server";
import { getFileStore } from "~/utils/file-store.server";
import { generateLargeCollection } from "./large-collection";

dotenv.config({ quiet: true });

const { values } = parseArgs({
  options: { games: { type: "string", default: "500" }, repairs: { type: "string", default: "20000" } },
});
getConfig();
const db = getDb();
try {
  await migrateToLatest(db);
  const started = performance.now();
  const made = await generateLargeCollection(db, getFileStore(), {
    games: Number(values.games),
    repairs: Number(values.repairs),
    random: () => crypto.randomInt(1 << 30) / (1 << 30),
  });
  console.log(`Generated ${JSON.stringify(made)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.destroy();
}
