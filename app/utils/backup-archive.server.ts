import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import { z } from "zod";
import { STORED_FILE_RE } from "./upload-name";

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
 *
 * An archive may travel on a USB stick, so everything in it is hostile until checked: an entry or a
 * manifest naming anything but a table, an upload (STORED_FILE_RE) or a known secret is refused before
 * anything is written (backup-archive-read.server.ts reads and checks it).
 */

export const ARCHIVE_FORMAT = "replay-museum-backup";
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";

export type ColumnKind = (typeof COLUMN_KINDS)[number];
export type TableColumn = { name: string; kind: ColumnKind };

/** The secret files of DATA_DIR an archive may carry (only with --with-secrets). */
export const SECRET_FILES = ["session-secret"] as const;

const TABLE_NAME_RE = /^[a-z][a-z0-9_]{0,62}$/;
const COLUMN_KINDS = ["boolean", "integer", "number", "text"] as const;
const byteCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const digest = z.string().regex(/^[0-9a-f]{64}$/, "is not a SHA-256");

const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number(),
  appVersion: z.string().max(200),
  createdAt: z.string().max(40),
  database: z.enum(["sqlite", "postgres"]),
  /** The last migration applied to the database the rows were read from. */
  migration: z.string().regex(/^\w{1,100}$/, "is not a migration's name"),
  /** In the order they were written, which is an order their foreign keys can be loaded in. */
  tables: z.array(
    z.object({
      name: z.string().regex(TABLE_NAME_RE, "is not a table's name"),
      columns: z.array(
        z.object({ name: z.string().regex(TABLE_NAME_RE, "is not a column's name"), kind: z.enum(COLUMN_KINDS) }),
      ),
      rows: byteCount,
      /** The entry's length; archives written before it was recorded lack it. */
      size: byteCount.optional(),
      sha256: digest,
    }),
  ),
  files: z.array(
    z.object({
      name: z.string().regex(STORED_FILE_RE, "is not the name of an upload"),
      size: byteCount,
      sha256: digest,
    }),
  ),
  secrets: z.array(z.object({ name: z.enum(SECRET_FILES, "is not a secret a backup carries"), sha256: digest })),
});

export type Manifest = z.infer<typeof ManifestSchema>;

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

export type EntryKind = "manifest" | "table" | "file" | "secret";

/** What an entry's name makes it, or null for a name no backup writes (`..`, a path, a name of someone else's). */
export function entryKind(name: string): EntryKind | null {
  if (name === MANIFEST_ENTRY) return "manifest";
  const slash = name.indexOf("/");
  const [folder, rest] = [name.slice(0, slash), name.slice(slash + 1)];
  if (folder === "tables" && rest.endsWith(".ndjson")) return TABLE_NAME_RE.test(rest.slice(0, -7)) ? "table" : null;
  if (folder === "files") return STORED_FILE_RE.test(rest) ? "file" : null;
  if (folder === "secrets") return (SECRET_FILES as readonly string[]).includes(rest) ? "secret" : null;
  return null;
}

/** A name from an archive, fit for a message: quoted, control characters escaped, cut short. */
export const quoted = (name: string) => JSON.stringify(name.length > 80 ? `${name.slice(0, 80)}...` : name);

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

/** Reads a manifest's bytes: refused unless it is ours, of a version we read, and names nothing but tables, uploads and known secrets. */
export function parseManifest(bytes: Buffer): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new DamagedArchiveError("its manifest is not readable JSON");
  }
  const head = (raw ?? {}) as { format?: unknown; formatVersion?: unknown };
  if (head.format !== ARCHIVE_FORMAT)
    throw new DamagedArchiveError("it is not a Replay Museum backup (no such manifest)");
  if (head.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new DamagedArchiveError(
      `its format version ${String(head.formatVersion)} is not one this app reads (${ARCHIVE_FORMAT_VERSION})`,
    );
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const value = issue.path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)?.[key], raw);
    if (typeof value !== "string") throw new DamagedArchiveError("its manifest is incomplete");
    throw new DamagedArchiveError(`its manifest names ${quoted(value)}, which ${issue.message}`);
  }
  const manifest = parsed.data;
  const twice = [
    ...findTwice(manifest.tables.map((t) => tableEntry(t.name))),
    ...findTwice(manifest.files.map((f) => fileEntry(f.name))),
    ...findTwice(manifest.secrets.map((s) => secretEntry(s.name))),
  ];
  if (twice.length) throw new DamagedArchiveError(`its manifest lists ${twice[0]} twice`);
  return manifest;
}

function findTwice(names: string[]) {
  const seen = new Set<string>();
  return names.filter((name) => seen.size === seen.add(name).size);
}
