/**
 * `npm run backup -- ...`: see `npm run backup -- --help` and scripts/backup-cli.ts.
 */
import dotenv from "dotenv";
import { ConfigError, getConfig } from "~/utils/config.server";
import { getFileStore } from "~/utils/file-store.server";
import { BACKUP_USAGE, parseBackupArgs, runBackup, type CliOutput } from "./backup-cli";

// Like `dotenv/config`, without dotenv's banner between the lines a person has to read.
dotenv.config({ quiet: true });

const out: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

async function main(argv: string[]): Promise<number> {
  const parsed = parseBackupArgs(argv);
  if (parsed.kind === "help") {
    out.log(BACKUP_USAGE);
    return 0;
  }
  if (parsed.kind === "usage-error") {
    out.error(`Error: ${parsed.message}`);
    out.error("Run 'npm run backup -- --help' for the options.");
    return 2;
  }
  try {
    return await runBackup(parsed, getConfig(), getFileStore(), out);
  } catch (error) {
    out.error(error instanceof ConfigError ? error.message : `Error: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
