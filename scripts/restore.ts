/**
 * `npm run restore -- ...`: see `npm run restore -- --help` and scripts/backup-cli.ts.
 */
import { getConfig } from "~/utils/config.server";
import { getFileStore } from "~/utils/file-store.server";
import { RESTORE_USAGE, parseRestoreArgs, runRestore } from "./backup-cli";
import { runCli } from "./cli";

process.exitCode = await runCli("restore", parseRestoreArgs, RESTORE_USAGE, (parsed, out) =>
  runRestore(parsed, () => ({ config: getConfig(), store: getFileStore() }), out),
);
