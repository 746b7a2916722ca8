/**
 * `npm run user -- <command>`: create or reset staff and manager accounts from
 * the shell (first manager, recovery, scripts). See `npm run user -- --help`.
 */
import { getConfig } from "~/utils/config.server";
import { getDb, migrateToLatest, type DB } from "~/utils/db.server";
import { runCli } from "./cli";
import { executeUserCommand, parseUserArgs, USAGE } from "./user-cli";

process.exitCode = await runCli("user", parseUserArgs, USAGE, async (parsed, out) => {
  let db: DB | undefined;
  try {
    getConfig();
    db = getDb();
    await migrateToLatest(db);
    return await executeUserCommand(parsed.command, db, out);
  } finally {
    await db?.destroy().catch(() => undefined);
  }
});
