import fs from "node:fs";
import path from "node:path";
import { Migrator, type Kysely } from "kysely";
import { migrations } from "../../../migrations";
import { isPostgres } from "../../../migrations/dialect";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  DamagedArchiveError,
  MANIFEST_ENTRY,
  fileEntry,
  readArchive,
  secretEntry,
  sha256,
  tableContent,
  tableEntry,
  verifyArchive,
  writeArchive,
  type Manifest,
} from "~/utils/backup-archive.server";
import type { FileStore } from "~/utils/file-store.server";
import type { DB } from "~/utils/db.server";
import {
  dropEverything,
  inReadSnapshot,
  inRestoreTransaction,
  insertRows,
  lastAppliedMigration,
  listTables,
  nonEmptyTables,
  readRows,
  resetSequences,
} from "./backup-data.server";

/** The secret files of DATA_DIR; left out of a backup unless asked for. */
const SECRET_FILES = ["session-secret"];

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
    tables: snapshot.tables.map(({ name, columns, rows, sha256: hash }) => ({ name, columns, rows, sha256: hash })),
    files: [],
    secrets: [],
  };
  fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  const size = await writeArchive(options.file, async (add) => {
    for (const table of snapshot.tables) await add(tableEntry(table.name), table.bytes);
    const names: string[] = [];
    for await (const stored of options.store.list()) names.push(stored.name);
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

/** Refused before anything is written: the target holds data and --force was not given. */
export class TargetNotEmptyError extends Error {
  constructor(what: string) {
    super(
      `The target is not empty (${what}). Nothing was restored. To replace its contents with the backup, add --force.`,
    );
    this.name = "TargetNotEmptyError";
  }
}

export type RestoreResult = { manifest: Manifest; rows: number; files: number; migratedTo: string; ms: number };

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
};
const contentType = (name: string) => CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";

const latestMigration = () => Object.keys(migrations).sort().at(-1) ?? "";

async function migrateWithin(trx: Parameters<Parameters<typeof inRestoreTransaction>[1]>[0], target: string | null) {
  const migrator = new Migrator({
    db: trx,
    provider: { getMigrations: async () => migrations },
    disableTransactions: true,
  });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}

async function storeIsEmpty(store: FileStore) {
  const files = store.list()[Symbol.asyncIterator]();
  const first = await files.next();
  await files.return?.();
  return Boolean(first.done);
}

/**
 * Restores an archive into the database `db` and the uploads `store`. The archive is checked whole first;
 * then, in one transaction, the schema is built up to the archive's migration, the rows are loaded and
 * checked against the manifest, and the schema is migrated on to this app's latest. Any failure rolls the
 * database back and removes the files this restore wrote. A target holding rows or files is refused unless
 * `force`, which replaces them (only once the new contents are committed).
 */
export async function restoreBackup(options: {
  file: string;
  db: DB;
  store: FileStore;
  dataDir: string;
  force?: boolean;
  /** The archive's manifest when the caller has just verified it (saves reading it a third time). */
  verified?: Manifest;
}): Promise<RestoreResult> {
  const started = performance.now();
  const manifest = options.verified ?? (await verifyArchive(options.file));
  if (!(manifest.migration in migrations)) {
    throw new Error(
      `The archive was made by a newer version of the app (its schema is at ${manifest.migration}, this app knows up to ${latestMigration()}). Nothing was restored. Update the app, then restore.`,
    );
  }
  if (!options.force) {
    const full = await nonEmptyTables(options.db);
    if (full.length)
      throw new TargetNotEmptyError(
        full
          .map((t) => `${t.rows} ${t.rows === 1 ? "row" : "rows"} in ${t.table}`)
          .slice(0, 4)
          .join(", "),
      );
    if (!(await storeIsEmpty(options.store)))
      throw new TargetNotEmptyError(`the uploads at ${options.store.label} hold files`);
  }
  const existing = new Set<string>();
  for await (const stored of options.store.list()) existing.add(stored.name);
  const written: string[] = [];
  let rows = 0;
  try {
    await inRestoreTransaction(options.db, async (trx) => {
      await dropEverything(trx);
      await migrateWithin(trx, manifest.migration);
      const tables = new Map((await listTables(trx)).map((t) => [t.name, t]));
      const expected = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
      const files = new Map(manifest.files.map((f) => [fileEntry(f.name), f]));
      for (const listed of manifest.tables) {
        if (!tables.has(listed.name))
          throw new DamagedArchiveError(`its table ${listed.name} is not part of the schema at ${manifest.migration}`);
      }
      await readArchive(options.file, async (entry, bytes) => {
        const listed = expected.get(entry);
        const stored = files.get(entry);
        // Read a second time: the file must still be the one checked a moment ago.
        if ((listed || stored) && sha256(bytes) !== (listed ?? stored)!.sha256)
          throw new DamagedArchiveError(`${entry} changed while it was being restored`);
        if (listed) {
          const lines = bytes.toString("utf8").split("\n").filter(Boolean);
          await insertRows(
            trx,
            tables.get(listed.name)!,
            lines.map((line) => JSON.parse(line) as Record<string, unknown>),
          );
          rows += lines.length;
        } else if (stored) {
          await options.store.put(stored.name, bytes, contentType(stored.name));
          if (!existing.has(stored.name)) written.push(stored.name);
        }
      });
      for (const listed of manifest.tables) {
        const loaded = tableContent(await readRows(trx, listed.name), listed.columns);
        if (loaded.rows !== listed.rows || loaded.sha256 !== listed.sha256) {
          throw new Error(
            `The rows of ${listed.name} read back from the database differ from the archive (${loaded.rows} of ${listed.rows} rows). Nothing was restored.`,
          );
        }
      }
      await resetSequences(trx, [...tables.values()]);
      await migrateWithin(trx, null);
    });
  } catch (error) {
    await Promise.all(written.map((name) => options.store.remove(name).catch(() => undefined)));
    throw error;
  }
  if (options.force) {
    const keep = new Set(manifest.files.map((f) => f.name));
    for (const name of existing) if (!keep.has(name)) await options.store.remove(name);
  }
  if (manifest.secrets.length) {
    await readArchive(options.file, async (entry, bytes) => {
      const secret = manifest.secrets.find((s) => secretEntry(s.name) === entry);
      if (secret) fs.writeFileSync(path.join(options.dataDir, secret.name), bytes, { mode: 0o600 });
    });
  }
  return {
    manifest,
    rows,
    files: manifest.files.length,
    migratedTo: latestMigration(),
    ms: Math.round(performance.now() - started),
  };
}
