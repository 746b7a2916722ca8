import type { Config } from "~/utils/config.server";
import { createDb, migrateToLatest } from "~/utils/db.server";
import type { CliOutput } from "./cli";
import { announceSiteData } from "./site-data";
import type { ParsedArgs } from "./user-args";
import { executeUserCommand } from "./user-cli";

/**
 * `npm run user` on the server's data: says which database and data folder, stops when the folder holds no
 * database (unless --create), brings the schema up to date and runs the command.
 */
export async function runUserOnSite(
  parsed: Extract<ParsedArgs, { kind: "command" }>,
  config: Config,
  out: CliOutput,
  readStdin?: () => Promise<string>,
) {
  if (!announceSiteData(config, out, Boolean(parsed.create))) return 1;
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    return await executeUserCommand(parsed.command, db, out, readStdin);
  } finally {
    await db.destroy().catch(() => undefined);
  }
}
