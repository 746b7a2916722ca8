import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { isPostgres } from "../../../migrations/dialect";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_ENTRY,
  SECRET_FILES,
  fileEntry,
  secretEntry,
  sha256,
  tableContent,
  tableEntry,
  writeArchive,
  type Manifest,
} from "~/utils/backup-archive.server";
import type { FileStore } from "~/utils/file-store.server";
import type { DB } from "~/utils/db.server";
import { STORED_FILE_RE } from "~/utils/upload-name";
import { inReadSnapshot, lastAppliedMigration, listTables, readRows } from "./backup-data.server";

export type BackupResult = { file: string; size: number; manifest: Manifest; ms: number };

/** The version in package.json of the folder the app runs from, or "unversioned". */
export function appVersion() {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "unversioned";
  } catch {
    return "unversioned";
  }
}

/** `museum-backup-2026-11-25T03-00-12Z.tar.gz`: sorts by time, and is a valid file name everywhere. */
export function backupFileName(now: Date) {
  return `museum-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.tar.gz`;
}

/**
 * Writes one archive of the database `db` (every table, read in one snapshot), every upload of `store`
 * and, with `withSecrets`, the secret files of `dataDir`. `db` is read only; for SQLite pass a handle other
 * than the one serving requests (openReadHandle).
 */
export async function createBackup(options: {
  db: DB;
  store: FileStore;
  dataDir: string;
  file: string;
  withSecrets?: boolean;
  now?: Date;
}): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = (options.now ?? new Date()).toISOString();
  const snapshot = await inReadSnapshot(options.db, async (trx) => {
    const migration = await lastAppliedMigration(trx);
    const tables = [];
    for (const table of await listTables(trx))
      tables.push({
        name: table.name,
        columns: table.columns,
        ...tableContent(await readRows(trx, table.name), table.columns),
      });
    return { migration, tables };
  });
  if (!snapshot.migration)
    throw new Error("The database has no schema yet: start the app once (or restore into it) before backing it up.");
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt,
    database: isPostgres(options.db as Kysely<unknown>) ? "postgres" : "sqlite",
    migration: snapshot.migration,
    tables: snapshot.tables.map(({ name, columns, rows, bytes, sha256: hash }) => ({
      name,
      columns,
      rows,
      size: bytes.length,
      sha256: hash,
    })),
    files: [],
    secrets: [],
  };
  fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  const size = await writeArchive(options.file, async (add) => {
    for (const table of snapshot.tables) await add(tableEntry(table.name), table.bytes);
    const names: string[] = [];
    // Only uploads: anything else in the folder or bucket was never ours to serve, nor to carry.
    for await (const stored of options.store.list()) if (STORED_FILE_RE.test(stored.name)) names.push(stored.name);
    for (const name of names.sort()) {
      // Gone since the listing (a sweep, a replaced photo): nothing refers to it any more.
      const bytes = await options.store.get(name);
      if (!bytes) continue;
      await add(fileEntry(name), bytes);
      manifest.files.push({ name, size: bytes.length, sha256: sha256(bytes) });
    }
    if (options.withSecrets) {
      for (const name of SECRET_FILES) {
        const file = path.join(options.dataDir, name);
        if (!fs.existsSync(file)) continue;
        const bytes = fs.readFileSync(file);
        await add(secretEntry(name), bytes);
        manifest.secrets.push({ name, sha256: sha256(bytes) });
      }
    }
    await add(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  });
  return { file: options.file, size, manifest, ms: Math.round(performance.now() - started) };
}
