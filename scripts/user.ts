/**
 * `npm run user -- <command>`: create or reset staff and manager accounts from
 * the shell (first manager, recovery, scripts). See `npm run user -- --help`.
 */
import dotenv from "dotenv";
import { ConfigError, getConfig } from "~/utils/config.server";
import { getDb, migrateToLatest, type DB } from "~/utils/db.server";
import { executeUserCommand, parseUserArgs, USAGE, type CliOutput } from "./user-cli";

// Like `dotenv/config`, without dotenv's banner between the lines a person has to read.
dotenv.config({ quiet: true });

const out: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

async function main(argv: string[]): Promise<number> {
  const parsed = parseUserArgs(argv);
  if (parsed.kind === "help") {
    out.log(USAGE);
    return 0;
  }
  if (parsed.kind === "usage-error") {
    out.error(`Error: ${parsed.message}`);
    out.error("Run 'npm run user -- --help' for the commands.");
    return 2;
  }

  let db: DB | undefined;
  try {
    getConfig();
    db = getDb();
    await migrateToLatest(db);
    return await executeUserCommand(parsed.command, db, out);
  } catch (error) {
    if (error instanceof ConfigError) out.error(error.message);
    else out.error(`Error: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  } finally {
    await db?.destroy().catch(() => undefined);
  }
}

process.exitCode = await main(process.argv.slice(2));
