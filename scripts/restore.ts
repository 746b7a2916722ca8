/**
 * `npm run restore -- ...`: see `npm run restore -- --help` and scripts/backup-cli.ts.
 */
import { parseConfig } from "~/utils/config.server";
import { fileStoreAt } from "~/utils/file-store.server";
import { RESTORE_USAGE, parseRestoreArgs, runRestore } from "./backup-cli";
import { runCli } from "./cli";

// The configuration without its side effects (getConfig writes a session secret): a wrong DATA_DIR stays untouched.
process.exitCode = await runCli("restore", parseRestoreArgs, RESTORE_USAGE, (parsed, out) =>
  runRestore(
    parsed,
    () => {
      const config = parseConfig(process.env);
      return { config, store: fileStoreAt(config.storage, config.dataDir) };
    },
    out,
  ),
);
