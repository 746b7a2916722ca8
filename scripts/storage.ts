/**
 * `npm run storage -- copy --to s3://...` (or `--from ... --to disk`): copies uploaded photos between the
 * uploads folder and an S3-compatible bucket, before or after switching STORAGE_URL. See `--help`.
 */
import dotenv from "dotenv";
import { getConfig } from "~/utils/config.server";
import { consoleOutput as out, failureLine } from "./cli";
import { runStorageCli } from "./storage-cli";

dotenv.config({ quiet: true });

async function main(argv: string[]): Promise<number> {
  let configured;
  try {
    configured = getConfig().storage;
  } catch (error) {
    out.error(failureLine(error));
    return 1;
  }
  return runStorageCli(argv, configured, out);
}

process.exitCode = await main(process.argv.slice(2));
