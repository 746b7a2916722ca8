import crypto from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";
import {
  DamagedArchiveError,
  entryKind,
  fileEntry,
  formatBytes,
  parseManifest,
  quoted,
  secretEntry,
  tableEntry,
  type EntryKind,
  type Manifest,
} from "./backup-archive.server";

/**
 * Reading an archive without trusting it: entries are streamed, never held whole (a table's rows are read
 * line by line), and each is refused from its header alone when it names anything a backup never writes, or
 * is longer than its kind's cap or than the manifest says. So a small archive that would unpack to
 * gigabytes is refused at once, in a few megabytes of memory.
 */

const MB = 1024 * 1024;

/** The most any entry of a kind may hold: far above what a museum's backup holds, far below a machine's memory. */
export const ENTRY_CAPS: Record<EntryKind, number> = {
  manifest: 64 * MB,
  // Stored photos are WebP at most 1200 px wide, made from uploads of at most 25 MB.
  file: 64 * MB,
  secret: 64 * 1024,
  table: 2048 * MB,
};
/** One row of a table; the longest a form accepts is a few kilobytes. */
export const MAX_LINE_BYTES = 16 * MB;
/** A museum with 10,000 photos (30,000 files) is a tenth of it. */
const MAX_ENTRIES = 300_000;

export type ArchiveEntry = { name: string; kind: EntryKind; size: number; body: AsyncIterable<Buffer> };

function describeReadError(error: unknown): string {
  const err = error as NodeJS.ErrnoException;
  if (err.code === "ENOENT") return "there is no such file";
  if (err.code === "Z_BUF_ERROR" || /unexpected end/i.test(err.message)) return "it ends early (the file is truncated)";
  if (err.code === "Z_DATA_ERROR") return `it is not a readable gzip file (${err.message})`;
  return err.message || String(error);
}

const isReadError = (error: unknown) => {
  const err = error as NodeJS.ErrnoException;
  return typeof err?.code === "string"
    ? /^(Z_|ENOENT|EISDIR)/.test(err.code)
    : /tar|header|unexpected end|invalid/i.test(String(err?.message));
};

/**
 * Streams every entry of an archive in order to `onEntry`, which may read its body or leave it (the rest is
 * skipped). `expectedSize` gives the size the manifest names for an entry, when it is known. Whatever is not
 * a complete gzip-compressed tar of a backup's entries becomes a DamagedArchiveError before `onEntry` sees it.
 */
export async function readArchive(
  file: string,
  onEntry: (entry: ArchiveEntry) => Promise<void>,
  expectedSize: (name: string) => number | undefined = () => undefined,
) {
  const extract = tar.extract();
  const done = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  done.catch(() => undefined);
  let entries = 0;
  try {
    for await (const entry of extract) {
      const { name, size, type } = entry.header;
      const kind = entryKind(name);
      if (!kind || type !== "file")
        throw new DamagedArchiveError(`it holds ${quoted(name)}, which is not part of a Replay Museum backup`);
      if (++entries > MAX_ENTRIES) throw new DamagedArchiveError(`it holds more than ${MAX_ENTRIES} entries`);
      const cap = ENTRY_CAPS[kind];
      if (size === undefined || size > cap)
        throw new DamagedArchiveError(
          `${name} would unpack to ${formatBytes(size ?? 0)}, more than ${formatBytes(cap)}`,
        );
      const expected = expectedSize(name);
      if (expected !== undefined && size !== expected)
        throw new DamagedArchiveError(`${name} has ${size} bytes where the manifest says ${expected}`);
      // tar-stream's entries are byte streams; its types leave the chunks unknown.
      await onEntry({ name, kind, size, body: entry as AsyncIterable<Buffer> });
      entry.resume();
    }
    await done;
  } catch (error) {
    extract.destroy();
    if (error instanceof DamagedArchiveError || !isReadError(error)) throw error;
    throw new DamagedArchiveError(describeReadError(error), { cause: error });
  }
}

/** An entry's body whole: for the manifest, a secret or a photo, each under its cap. */
export async function entryBytes(entry: ArchiveEntry) {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * A table entry's lines, one at a time, with the SHA-256 of its bytes once the last has been read. A line
 * longer than MAX_LINE_BYTES (no row is) is refused rather than gathered.
 */
export async function* entryLines(entry: ArchiveEntry, hash = crypto.createHash("sha256")): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of entry.body) {
    hash.update(chunk);
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, end));
      yield Buffer.concat(pending).toString("utf8");
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > MAX_LINE_BYTES)
      throw new DamagedArchiveError(`${entry.name} has a line longer than ${formatBytes(MAX_LINE_BYTES)}`);
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pendingBytes) throw new DamagedArchiveError(`${entry.name} does not end with a whole line`);
}

type Seen = { sha256: string; size: number; lines: number };

async function digestEntry(entry: ArchiveEntry): Promise<Seen> {
  const hash = crypto.createHash("sha256");
  if (entry.kind !== "table") {
    let size = 0;
    for await (const chunk of entry.body) {
      hash.update(chunk);
      size += chunk.length;
    }
    return { sha256: hash.digest("hex"), size, lines: 0 };
  }
  let lines = 0;
  const rows = entryLines(entry, hash);
  while (!(await rows.next()).done) lines++;
  return { sha256: hash.digest("hex"), size: entry.size, lines };
}

/**
 * Reads the whole archive once and checks it against its manifest: every table's row count and hash,
 * every file's size and hash, nothing missing, nothing twice and nothing extra. Writes nothing.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, Seen>();
  let manifestBytes: Buffer | null = null;
  await readArchive(file, async (entry) => {
    if (seen.has(entry.name) || (entry.kind === "manifest" && manifestBytes))
      throw new DamagedArchiveError(`it holds ${entry.name} twice`);
    if (entry.kind === "manifest") manifestBytes = await entryBytes(entry);
    else seen.set(entry.name, await digestEntry(entry));
  });
  if (!manifestBytes) throw new DamagedArchiveError("it has no manifest (it may be truncated)");
  const manifest = parseManifest(manifestBytes);
  const expected = new Set<string>();
  const check = (entry: string, hash: string, what: (found: Seen) => string | null) => {
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
      f.lines !== table.rows
        ? `holds ${f.lines} rows where the manifest says ${table.rows}`
        : table.size !== undefined && f.size !== table.size
          ? `has ${f.size} bytes where the manifest says ${table.size}`
          : null,
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

/** The sizes the manifest names, by entry, for readArchive's `expectedSize`. */
export function manifestSizes(manifest: Manifest) {
  const sizes = new Map<string, number>();
  for (const table of manifest.tables) if (table.size !== undefined) sizes.set(tableEntry(table.name), table.size);
  for (const stored of manifest.files) sizes.set(fileEntry(stored.name), stored.size);
  return (name: string) => sizes.get(name);
}
