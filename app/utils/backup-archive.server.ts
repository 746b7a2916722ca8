import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";

/**
 * The backup archive: a gzip-compressed tar (open it with any `tar xzf`) holding
 *
 *   tables/<table>.ndjson   every row of a table, one JSON object a line, keys and lines sorted
 *   files/<name>            every upload, byte for byte
 *   secrets/session-secret  only with --with-secrets
 *   manifest.json           last, so it can name the count and SHA-256 of everything before it
 *
 * Rows are written in one canonical form whatever the database (booleans as true/false, integers and
 * amounts as numbers), so a row read back from SQLite or PostgreSQL after a restore hashes the same.
 */

export const ARCHIVE_FORMAT = "replay-museum-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";

export type ColumnKind = "boolean" | "integer" | "number" | "text";
export type TableColumn = { name: string; kind: ColumnKind };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: "sqlite" | "postgres";
  /** The last migration applied to the database the rows were read from. */
  migration: string;
  /** In the order they were written, which is an order their foreign keys can be loaded in. */
  tables: { name: string; columns: TableColumn[]; rows: number; sha256: string }[];
  files: { name: string; size: number; sha256: string }[];
  secrets: { name: string; sha256: string }[];
};

/** A truncated, tampered or foreign archive. The message is for the person running the restore. */
export class DamagedArchiveError extends Error {
  constructor(detail: string, options?: ErrorOptions) {
    super(`The archive is damaged: ${detail}. Nothing was restored.`, options);
    this.name = "DamagedArchiveError";
  }
}

export const tableEntry = (table: string) => `tables/${table}.ndjson`;
export const fileEntry = (name: string) => `files/${name}`;
export const secretEntry = (name: string) => `secrets/${name}`;

export const formatBytes = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 ** 2
      ? `${(n / 1024).toFixed(1)} KB`
      : n < 1024 ** 3
        ? `${(n / 1024 ** 2).toFixed(1)} MB`
        : `${(n / 1024 ** 3).toFixed(2)} GB`;

export const sha256 = (bytes: Buffer | string) => crypto.createHash("sha256").update(bytes).digest("hex");

/** The declared type of a column, as either database reports it, reduced to how its values are written. */
export function columnKind(dataType: string): ColumnKind {
  const type = dataType.toLowerCase();
  if (type.startsWith("bool")) return "boolean";
  if (/int|serial/.test(type)) return "integer";
  if (/numeric|decimal|real|double|float/.test(type)) return "number";
  return "text";
}

function canonicalValue(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "boolean":
      return value === true || value === 1 || value === "1" || value === "t" || value === "true";
    case "integer":
    case "number":
      return Number(value);
    default:
      return typeof value === "string" ? value : String(value);
  }
}

/** One row as a line of the archive: keys in name order, values in their canonical form. */
export function canonicalLine(row: Record<string, unknown>, columns: readonly TableColumn[]) {
  const sorted = [...columns].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: Record<string, unknown> = {};
  for (const column of sorted) out[column.name] = canonicalValue(row[column.name], column.kind);
  return JSON.stringify(out);
}

/** A table's rows as the archive holds them, and their count and hash as the manifest names them. */
export function tableContent(rows: readonly Record<string, unknown>[], columns: readonly TableColumn[]) {
  const lines = rows.map((row) => canonicalLine(row, columns)).sort();
  const bytes = Buffer.from(lines.map((line) => `${line}\n`).join(""));
  return { bytes, rows: lines.length, sha256: sha256(bytes) };
}

/** Writes entries into `<file>.partial` and renames it to `file` only once all of it is on disk. */
export async function writeArchive(
  file: string,
  write: (add: (name: string, bytes: Buffer) => Promise<void>) => Promise<void>,
) {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const done = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial, { mode: 0o600 }));
  done.catch(() => undefined);
  const mtime = new Date();
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: bytes.length, mode: 0o600, mtime }, bytes, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  try {
    await write(add);
    pack.finalize();
    await done;
    await fs.promises.rename(partial, file);
  } catch (error) {
    pack.destroy();
    await done.catch(() => undefined);
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return (await fs.promises.stat(file)).size;
}

function describeReadError(error: unknown): string {
  const err = error as NodeJS.ErrnoException;
  if (err.code === "ENOENT") return "there is no such file";
  if (err.code === "Z_BUF_ERROR" || /unexpected end/i.test(err.message)) return "it ends early (the file is truncated)";
  if (err.code === "Z_DATA_ERROR") return `it is not a readable gzip file (${err.message})`;
  return err.message || String(error);
}

/**
 * Reads every entry of an archive in order; `onEntry` gets each one's name and bytes. A file that is not a
 * complete gzip-compressed tar becomes a DamagedArchiveError.
 */
export async function readArchive(file: string, onEntry: (name: string, bytes: Buffer) => Promise<void>) {
  const extract = tar.extract();
  const done = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  done.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      await onEntry(entry.header.name, Buffer.concat(chunks));
    }
    await done;
  } catch (error) {
    extract.destroy();
    if (error instanceof DamagedArchiveError || !isReadError(error)) throw error;
    throw new DamagedArchiveError(describeReadError(error), { cause: error });
  }
}

const isReadError = (error: unknown) => {
  const err = error as NodeJS.ErrnoException;
  return typeof err?.code === "string"
    ? /^(Z_|ENOENT|EISDIR)/.test(err.code)
    : /tar|header|unexpected end/i.test(String(err?.message));
};

function parseManifest(bytes: Buffer): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString("utf8")) as Manifest;
  } catch {
    throw new DamagedArchiveError("its manifest is not readable JSON");
  }
  if (manifest?.format !== ARCHIVE_FORMAT)
    throw new DamagedArchiveError("it is not a Replay Museum backup (no such manifest)");
  if (manifest.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new DamagedArchiveError(
      `its format version ${String(manifest.formatVersion)} is not one this app reads (${ARCHIVE_FORMAT_VERSION})`,
    );
  }
  if (
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.files) ||
    !Array.isArray(manifest.secrets) ||
    typeof manifest.migration !== "string"
  ) {
    throw new DamagedArchiveError("its manifest is incomplete");
  }
  return manifest;
}

const countLines = (bytes: Buffer) => {
  let n = 0;
  for (const byte of bytes) if (byte === 10) n++;
  return n;
};

/**
 * Reads the whole archive once and checks it against its manifest: every table's row count and hash,
 * every file's size and hash, nothing missing and nothing extra. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { sha256: string; size: number; lines: number }>();
  let manifestBytes: Buffer | null = null;
  await readArchive(file, async (name, bytes) => {
    if (name === MANIFEST_ENTRY) manifestBytes = bytes;
    else
      seen.set(name, {
        sha256: sha256(bytes),
        size: bytes.length,
        lines: name.startsWith("tables/") ? countLines(bytes) : 0,
      });
  });
  if (!manifestBytes) throw new DamagedArchiveError("it has no manifest (it may be truncated)");
  const manifest = parseManifest(manifestBytes);
  const expected = new Set<string>();
  const check = (entry: string, hash: string, what: (found: { size: number; lines: number }) => string | null) => {
    expected.add(entry);
    const found = seen.get(entry);
    if (!found) throw new DamagedArchiveError(`${entry} is missing`);
    const problem = what(found);
    if (problem) throw new DamagedArchiveError(`${entry} ${problem}`);
    if (found.sha256 !== hash)
      throw new DamagedArchiveError(`${entry} does not match its SHA-256 in the manifest (changed after the backup)`);
  };
  for (const table of manifest.tables) {
    check(tableEntry(table.name), table.sha256, (f) =>
      f.lines === table.rows ? null : `holds ${f.lines} rows where the manifest says ${table.rows}`,
    );
  }
  for (const stored of manifest.files) {
    check(fileEntry(stored.name), stored.sha256, (f) =>
      f.size === stored.size ? null : `has ${f.size} bytes where the manifest says ${stored.size}`,
    );
  }
  for (const secret of manifest.secrets) check(secretEntry(secret.name), secret.sha256, () => null);
  const extra = [...seen.keys()].find((name) => !expected.has(name));
  if (extra) throw new DamagedArchiveError(`it holds ${extra}, which its manifest does not list`);
  return manifest;
}
