/**
 * `npm run storage -- copy --to s3://...` (or `--from ... --to disk`): copies uploaded photos between the
 * uploads folder and an S3-compatible bucket, before or after switching STORAGE_URL. See `--help`.
 */
import dotenv from "dotenv";
import { ConfigError, getConfig } from "~/utils/config.server";
import { runStorageCli, type CliOutput } from "./storage-cli";

// Like `dotenv/config`, without dotenv's banner between the lines a person has to read.
dotenv.config({ quiet: true });

const out: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

async function main(argv: string[]): Promise<number> {
  let configured;
  try {
    configured = getConfig().storage;
  } catch (error) {
    out.error(error instanceof ConfigError ? error.message : `Error: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  }
  return runStorageCli(argv, configured, out);
}

process.exitCode = await main(process.argv.slice(2));
