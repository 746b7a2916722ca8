/**
 * `npm run backup -- ...`: see `npm run backup -- --help` and scripts/backup-cli.ts.
 */
import { parseConfig } from "~/utils/config.server";
import { fileStoreAt } from "~/utils/file-store.server";
import { BACKUP_USAGE, parseBackupArgs, runBackup } from "./backup-cli";
import { runCli } from "./cli";

// The configuration without its side effects (getConfig writes a session secret): a wrong DATA_DIR stays untouched.
process.exitCode = await runCli("backup", parseBackupArgs, BACKUP_USAGE, (parsed, out) => {
  const config = parseConfig(process.env);
  return runBackup(parsed, config, fileStoreAt(config.storage, config.dataDir), out);
});
