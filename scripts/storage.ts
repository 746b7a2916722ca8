/**
 * `npm run storage -- copy --to s3://...` (or `--from ... --to disk`): copies uploaded photos between the
 * uploads folder and an S3-compatible bucket, before or after switching STORAGE_URL. See `--help`.
 */
import dotenv from "dotenv";
import { parseConfig, type Config } from "~/utils/config.server";
import { consoleOutput as out, failureLine } from "./cli";
import { runStorageCli } from "./storage-cli";

dotenv.config({ quiet: true });

async function main(argv: string[]): Promise<number> {
  let config: Config;
  try {
    // Without getConfig's side effects (it writes a session secret): a wrong DATA_DIR stays untouched.
    config = parseConfig(process.env);
  } catch (error) {
    out.error(failureLine(error));
    return 1;
  }
  return runStorageCli(argv, config, out);
}

process.exitCode = await main(process.argv.slice(2));
