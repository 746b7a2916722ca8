import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Migrator } from "kysely";
import { migrations } from "../../../migrations";
import {
  DamagedArchiveError,
  fileEntry,
  secretEntry,
  tableEntry,
  tableContent,
  type Manifest,
} from "~/utils/backup-archive.server";
import {
  entryBytes,
  entryLines,
  manifestSizes,
  readArchive,
  verifyArchive,
  type ArchiveEntry,
} from "~/utils/backup-archive-read.server";
import type { FileStore } from "~/utils/file-store.server";
import type { DB } from "~/utils/db.server";
import { STORED_FILE_RE } from "~/utils/upload-name";
import {
  dropEverything,
  inRestoreTransaction,
  insertRows,
  listTables,
  nonEmptyTables,
  readRows,
  resetSequences,
  type TableInfo,
} from "./backup-data.server";

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

type Connection = Parameters<Parameters<typeof inRestoreTransaction>[1]>[0];

const latestMigration = () => Object.keys(migrations).sort().at(-1) ?? "";

/** Rows inserted per statement while a table streams in: memory stays flat whatever the table's size. */
const ROWS_PER_BATCH = 500;

async function migrateWithin(trx: Connection, target: string | null) {
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

/** The uploads a store holds; other files in its folder or bucket are not ours and are left alone. */
async function storedUploads(store: FileStore) {
  const names = new Set<string>();
  for await (const stored of store.list()) if (STORED_FILE_RE.test(stored.name)) names.add(stored.name);
  return names;
}

/** Loads one table's lines as they stream, and says how many rows it inserted. */
async function loadTable(trx: Connection, table: TableInfo, entry: ArchiveEntry, sha256: string) {
  const hash = crypto.createHash("sha256");
  let batch: Record<string, unknown>[] = [];
  let rows = 0;
  for await (const line of entryLines(entry, hash)) {
    batch.push(JSON.parse(line) as Record<string, unknown>);
    if (batch.length === ROWS_PER_BATCH) {
      await insertRows(trx, table, batch);
      rows += batch.length;
      batch = [];
    }
  }
  await insertRows(trx, table, batch);
  // Read a second time: the entry must still be the one checked a moment ago.
  if (hash.digest("hex") !== sha256) throw new DamagedArchiveError(`${entry.name} changed while it was being restored`);
  return rows + batch.length;
}

async function checkedBytes(entry: ArchiveEntry, sha256: string) {
  const bytes = await entryBytes(entry);
  if (crypto.createHash("sha256").update(bytes).digest("hex") !== sha256)
    throw new DamagedArchiveError(`${entry.name} changed while it was being restored`);
  return bytes;
}

/**
 * Restores an archive into the database `db` and the uploads `store`. The archive is checked whole first
 * (every name, size, count and hash: a name that is not a table, an upload or a known secret refuses it
 * before anything is written); then, in one transaction, the schema is built up to the archive's migration,
 * the rows are loaded as they stream and checked against the manifest, and the schema is migrated on to this
 * app's latest. Any failure rolls the database back and removes the uploads this restore wrote. A target
 * holding rows or uploads is refused unless `force`, which replaces them (only once the new contents are
 * committed).
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
  const existing = await storedUploads(options.store);
  if (!options.force) {
    const full = await nonEmptyTables(options.db);
    if (full.length)
      throw new TargetNotEmptyError(
        full
          .map((t) => `${t.rows} ${t.rows === 1 ? "row" : "rows"} in ${t.table}`)
          .slice(0, 4)
          .join(", "),
      );
    if (existing.size) throw new TargetNotEmptyError(`the uploads at ${options.store.label} hold files`);
  }
  const written: string[] = [];
  const secrets = new Map<string, Buffer>();
  let rows = 0;
  try {
    await inRestoreTransaction(options.db, async (trx) => {
      await dropEverything(trx);
      await migrateWithin(trx, manifest.migration);
      const tables = new Map((await listTables(trx)).map((t) => [t.name, t]));
      const listedTables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
      const files = new Map(manifest.files.map((f) => [fileEntry(f.name), f]));
      const listedSecrets = new Map(manifest.secrets.map((s) => [secretEntry(s.name), s]));
      for (const listed of manifest.tables) {
        if (!tables.has(listed.name))
          throw new DamagedArchiveError(`its table ${listed.name} is not part of the schema at ${manifest.migration}`);
      }
      await readArchive(
        options.file,
        async (entry) => {
          const table = listedTables.get(entry.name);
          const stored = files.get(entry.name);
          const secret = listedSecrets.get(entry.name);
          if (table) rows += await loadTable(trx, tables.get(table.name)!, entry, table.sha256);
          else if (stored) {
            const bytes = await checkedBytes(entry, stored.sha256);
            await options.store.put(stored.name, bytes, "image/webp");
            if (!existing.has(stored.name)) written.push(stored.name);
          } else if (secret) secrets.set(secret.name, await checkedBytes(entry, secret.sha256));
          else if (entry.kind !== "manifest")
            throw new DamagedArchiveError(`${entry.name} appeared while it was being restored`);
        },
        manifestSizes(manifest),
      );
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
  for (const [name, bytes] of secrets) fs.writeFileSync(path.join(options.dataDir, name), bytes, { mode: 0o600 });
  return {
    manifest,
    rows,
    files: manifest.files.length,
    migratedTo: latestMigration(),
    ms: Math.round(performance.now() - started),
  };
}
