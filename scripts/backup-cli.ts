import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup, backupFileName } from "~/models/operations/backup.server";
import { restoreBackup } from "~/models/operations/restore.server";
import { formatBytes, type Manifest } from "~/utils/backup-archive.server";
import { verifyArchive } from "~/utils/backup-archive-read.server";
import type { Config } from "~/utils/config.server";
import { createDb } from "~/utils/db.server";
import type { FileStore } from "~/utils/file-store.server";
import type { CliOutput } from "./cli";
import { announceSiteData, describeDatabase } from "./site-data";

export const BACKUP_USAGE = `Write one backup archive of the database and the uploads while the site keeps serving.

Usage: npm run backup [-- --out FILE] [--with-secrets]

  --out FILE       Where to write it (default: ./museum-backup-<UTC time>.tar.gz).
  --with-secrets   Include DATA_DIR/session-secret (without it, everyone signs in again after a restore).
  -h, --help       Show this help.

The database is the server's (DATABASE_URL, else SQLite in DATA_DIR). Exit codes: 0 written, 1 failed, 2 wrong usage.`;

export const RESTORE_USAGE = `Restore a backup archive into an empty database (SQLite or PostgreSQL) and uploads store.

Usage: npm run restore -- FILE [--dry-run] [--force] [--create]

  --dry-run   Only check the archive (every count and SHA-256); write nothing.
  --force     Replace what the target database and uploads hold (by default a non-empty target is refused).
  --create    Restore into a data folder that holds no database yet (a new machine).
  -h, --help  Show this help.

The target is the server's (DATABASE_URL, else SQLite in DATA_DIR): a backup of either kind restores into
either, which is also how to move from SQLite to PostgreSQL. Stop the server first.
Exit codes: 0 restored (or checked), 1 failed (nothing was restored), 2 wrong usage.`;

type Parsed<T> = { kind: "help" } | { kind: "usage-error"; message: string } | ({ kind: "run" } & T);

export function parseBackupArgs(argv: string[]): Parsed<{ out: string | null; withSecrets: boolean }> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: "string" }, "with-secrets": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) return { kind: "help" };
    if (positionals.length)
      return { kind: "usage-error", message: `unexpected argument '${positionals[0]}' (use --out FILE)` };
    return { kind: "run", out: values.out ?? null, withSecrets: Boolean(values["with-secrets"]) };
  } catch (error) {
    return { kind: "usage-error", message: (error as Error).message };
  }
}

export function parseRestoreArgs(
  argv: string[],
): Parsed<{ file: string; dryRun: boolean; force: boolean; create?: boolean }> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        "dry-run": { type: "boolean" },
        force: { type: "boolean" },
        create: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) return { kind: "help" };
    if (positionals.length !== 1) return { kind: "usage-error", message: "name exactly one archive to restore" };
    return {
      kind: "run",
      file: positionals[0],
      dryRun: Boolean(values["dry-run"]),
      force: Boolean(values.force),
      ...(values.create ? { create: true } : {}),
    };
  } catch (error) {
    return { kind: "usage-error", message: (error as Error).message };
  }
}

function summary(manifest: Manifest) {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(rows, "row")} in ${plural(manifest.tables.length, "table")}, ${plural(manifest.files.length, "file")}${manifest.secrets.length ? ", the session secret" : ""}; schema ${manifest.migration}, made ${manifest.createdAt} from ${manifest.database}`;
}

export async function runBackup(
  options: { out: string | null; withSecrets: boolean },
  config: Config,
  store: FileStore,
  out: CliOutput,
  now = new Date(),
) {
  if (!announceSiteData(config, out, null)) return 1;
  const file = path.resolve(options.out ?? backupFileName(now));
  const db = createDb(config.database);
  try {
    const result = await createBackup({
      db,
      store,
      dataDir: config.dataDir,
      file,
      withSecrets: options.withSecrets,
      now,
    });
    out.log(`Backup written: ${file} (${formatBytes(result.size)}, ${(result.ms / 1000).toFixed(1)} s)`);
    out.log(`  ${summary(result.manifest)}`);
    if (!options.withSecrets)
      out.log("  The session secret is not included (add --with-secrets to keep staff signed in after a restore).");
    return 0;
  } catch (error) {
    out.error(`Error: the backup failed: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

/** The configuration and the store are only opened once the archive has proved complete: a bad one creates nothing. */
export async function runRestore(
  options: { file: string; dryRun: boolean; force: boolean; create?: boolean },
  target: () => { config: Config; store: FileStore },
  out: CliOutput,
) {
  const file = path.resolve(options.file);
  const started = performance.now();
  let manifest: Manifest;
  try {
    manifest = await verifyArchive(file);
  } catch (error) {
    out.error((error as Error).message);
    return 1;
  }
  if (options.dryRun) {
    out.log(`The archive is complete: ${summary(manifest)}. Nothing was written (--dry-run).`);
    return 0;
  }
  const { config, store } = target();
  if (!announceSiteData(config, out, Boolean(options.create))) return 1;
  const db = createDb(config.database);
  try {
    const result = await restoreBackup({
      file,
      db,
      store,
      dataDir: config.dataDir,
      force: options.force,
      verified: manifest,
    });
    out.log(
      `Restored into ${describeDatabase(config.database)} and ${store.label} in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
    );
    out.log(`  ${summary(result.manifest)}`);
    out.log(`  Every count and SHA-256 matched; the schema is now at ${result.migratedTo}.`);
    if (!result.manifest.secrets.length) out.log("  The archive held no session secret: staff sign in again.");
    return 0;
  } catch (error) {
    out.error((error as Error)?.message ?? String(error));
    return 1;
  } finally {
    await db.destroy().catch(() => undefined);
  }
}
