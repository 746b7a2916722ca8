/**
 * `npm run backup -- ...`: see `npm run backup -- --help` and scripts/backup-cli.ts.
 */
import { getConfig } from "~/utils/config.server";
import { getFileStore } from "~/utils/file-store.server";
import { BACKUP_USAGE, parseBackupArgs, runBackup } from "./backup-cli";
import { runCli } from "./cli";

process.exitCode = await runCli("backup", parseBackupArgs, BACKUP_USAGE, (parsed, out) =>
  runBackup(parsed, getConfig(), getFileStore(), out),
);
