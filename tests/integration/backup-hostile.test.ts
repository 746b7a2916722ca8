import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "~/models/operations/backup.server";
import { listTables } from "~/models/operations/backup-data.server";
import { restoreBackup } from "~/models/operations/restore.server";
import { entryBytes, readArchive, verifyArchive } from "~/utils/backup-archive-read.server";
import { MANIFEST_ENTRY, sha256, writeArchive, type Manifest } from "~/utils/backup-archive.server";
import { parseConfig } from "~/utils/config.server";
import { createDb, migrateToLatest, type DB } from "~/utils/db.server";
import { DiskFileStore, type FileStore } from "~/utils/file-store.server";
import { S3FileStore } from "~/utils/s3-file-store.server";
import { runRestore } from "../../scripts/backup-cli";
import { startS3Server, uniquePrefix, type TestS3Server } from "../s3-server";

/**
 * Archives travel on USB sticks, so a restore trusts nothing in one: a name that is not a table, an upload
 * or a known secret, on a folder or a bucket, refuses the whole archive with nothing written anywhere; and
 * an archive that would unpack to gigabytes is refused at once, in bounded memory.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "museum-hostile-"));
let s3: TestS3Server;
let bucket: S3Client;
let honest = "";
const UPLOAD = `${"ab".repeat(16)}-400.webp`;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: s3.credentials,
  });
  const source = createDb({ kind: "sqlite", file: path.join(tmp, "source", "museum.db") });
  await migrateToLatest(source);
  const store = new DiskFileStore(path.join(tmp, "source", "uploads"));
  await store.put(UPLOAD, Buffer.from("RIFF-a-photo"));
  honest = path.join(tmp, "honest.tar.gz");
  await createBackup({ db: source, store, dataDir: tmp, file: honest });
  await source.destroy();
});

afterAll(async () => {
  bucket.destroy();
  await s3.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function entriesOf(file: string) {
  const entries = new Map<string, Buffer>();
  await readArchive(file, async (entry) => void entries.set(entry.name, await entryBytes(entry)));
  return entries;
}

/**
 * The honest archive with one more upload or secret under `name`, listed in its manifest as consistently as
 * a forger would (size and SHA-256 right), written with a raw tar writer so nothing cleans the name.
 */
async function forged(kind: "files" | "secrets", name: string, label: string) {
  const entries = await entriesOf(honest);
  const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString()) as Manifest;
  const bytes = Buffer.from(`written by a forged archive (${label})`);
  if (kind === "files") manifest.files.push({ name, size: bytes.length, sha256: sha256(bytes) });
  else manifest.secrets.push({ name: name as "session-secret", sha256: sha256(bytes) });
  const file = path.join(tmp, `forged-${kind}-${label}.tar.gz`);
  await writeArchive(file, async (add) => {
    for (const [entry, content] of entries) if (entry !== MANIFEST_ENTRY) await add(entry, content);
    await add(`${kind}/${name}`, bytes);
    await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
  });
  return file;
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

async function bucketKeys() {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (page.Contents ?? []).map((o) => o.Key);
}

const HOSTILE_NAMES: [string, string][] = [
  ["dot-dot", "../../pwned-upload.txt"],
  ["dot-dot-upload", `../${"cd".repeat(16)}-400.webp`],
  ["absolute", path.join(tmp, "absolute-pwned.txt")],
  ["backslash", "..\\..\\pwned-backslash.txt"],
  ["nul", `${"ef".repeat(16)}-400.webp\u0000.txt`],
  ["long", `${"x".repeat(4000)}.webp`],
];

describe("a forged archive naming files outside the uploads", () => {
  for (const [label, name] of HOSTILE_NAMES) {
    for (const kind of ["files", "secrets"] as const) {
      it(`is refused whole with nothing written, on disk and S3: ${kind} named ${label}`, async () => {
        const archive = await forged(kind, name, label);
        const before = filesUnder(tmp);

        const dryRun: string[] = [];
        const code = await runRestore(
          { file: archive, dryRun: true, force: false },
          () => {
            throw new Error("a --dry-run opens no target");
          },
          { log: (line) => void dryRun.push(line), error: (line) => void dryRun.push(line) },
        );
        expect([code, dryRun.join("\n")]).toEqual([
          1,
          expect.stringMatching(/^The archive is damaged: .+\. Nothing was restored\.$/),
        ]);

        const targets: [string, FileStore][] = [
          ["disk", new DiskFileStore(path.join(tmp, `target-${kind}-${label}`, "data", "uploads"))],
          [
            "s3",
            new S3FileStore(
              { kind: "s3", bucket: s3.bucket, prefix: uniquePrefix(), endpoint: s3.endpoint, region: "us-east-1" },
              { credentials: s3.credentials },
            ),
          ],
        ];
        for (const [where, store] of targets) {
          const dataDir = path.join(tmp, `target-${kind}-${label}-${where}`, "data");
          const db: DB = createDb(parseConfig({ DATA_DIR: dataDir }).database);
          try {
            await expect(restoreBackup({ file: archive, db, store, dataDir }), where).rejects.toThrow(
              /^The archive is damaged: .+\. Nothing was restored\.$/,
            );
            expect(await listTables(db), `${where}: no table`).toEqual([]);
          } finally {
            await db.destroy();
          }
          expect(await bucketKeys(), `${where}: nothing in the bucket`).toEqual([]);
        }
        expect(
          filesUnder(tmp).filter((f) => !before.includes(f) && !/museum\.db(-wal|-shm)?$/.test(f)),
          "no file written anywhere but the target databases",
        ).toEqual([]);
      });
    }
  }

  it("tells what it found, naming the entry as it is", async () => {
    await expect(verifyArchive(await forged("files", "../../pwned-upload.txt", "message"))).rejects.toThrow(
      'The archive is damaged: it holds "files/../../pwned-upload.txt", which is not part of a Replay Museum backup. Nothing was restored.',
    );
    const entries = await entriesOf(honest);
    const manifest = JSON.parse(entries.get(MANIFEST_ENTRY)!.toString()) as Manifest;
    manifest.secrets.push({ name: "../pwned-secret.txt" as "session-secret", sha256: "0".repeat(64) });
    const listedOnly = path.join(tmp, "listed-only.tar.gz");
    await writeArchive(listedOnly, async (add) => {
      for (const [entry, content] of entries) if (entry !== MANIFEST_ENTRY) await add(entry, content);
      await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    });
    await expect(verifyArchive(listedOnly)).rejects.toThrow(
      'The archive is damaged: its manifest names "../pwned-secret.txt", which is not a secret a backup carries. Nothing was restored.',
    );
  });
});

describe("the uploads stores", () => {
  it("refuse to read, write or remove any name that is not an upload's", async () => {
    const disk = new DiskFileStore(path.join(tmp, "guarded", "uploads"));
    const s3Store = new S3FileStore(
      { kind: "s3", bucket: s3.bucket, prefix: "guarded/", endpoint: s3.endpoint, region: "us-east-1" },
      { credentials: s3.credentials },
    );
    fs.writeFileSync(path.join(tmp, "guarded-victim.txt"), "keep me");
    for (const store of [disk, s3Store]) {
      for (const [, name] of HOSTILE_NAMES) {
        await expect(store.put(name, Buffer.from("x"), "image/webp")).rejects.toThrow(/is not the name of an upload/);
        await expect(store.remove(name)).rejects.toThrow(/is not the name of an upload/);
        await expect(store.get(name)).rejects.toThrow(/is not the name of an upload/);
      }
      await expect(store.remove("../../guarded-victim.txt")).rejects.toThrow(/is not the name of an upload/);
    }
    expect(fs.readFileSync(path.join(tmp, "guarded-victim.txt"), "utf8")).toBe("keep me");
    expect(await bucketKeys()).toEqual([]);
    expect(filesUnder(path.join(tmp, "guarded"))).toEqual([]);
  });
});

/** A ustar header for one regular file of `size` bytes (the body is sent apart). */
function tarHeader(name: string, size: number) {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write("0000600\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  header.write("00000000000\0", 136);
  header.write("        ", 148);
  header.write("0", 156);
  header.write("ustar\u000000", 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

/**
 * One entry of `size` zero bytes, made of repeated gzip members (a gzip file may hold several): a file of a
 * megabyte that unpacks to a gigabyte, made in milliseconds.
 */
function zeroBomb(entry: string, size: number) {
  const megabyte = zlib.gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  const file = path.join(tmp, `bomb-${path.basename(entry)}.tar.gz`);
  const parts = [zlib.gzipSync(tarHeader(entry, size))];
  for (let i = 0; i < size / (1024 * 1024); i++) parts.push(megabyte);
  parts.push(zlib.gzipSync(Buffer.alloc(1024)));
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** Runs `work`, sampling this process's heap and buffers; resolves with its error, the time it took and the peak growth. */
async function measured(work: () => Promise<unknown>) {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 5);
  const started = performance.now();
  const error = await work().then(
    () => null,
    (e: unknown) => e as Error,
  );
  clearInterval(sampler);
  peak = Math.max(peak, used());
  return { error, ms: performance.now() - started, grewMb: (peak - baseline) / 1024 / 1024 };
}

describe("an archive that would unpack to a gigabyte", () => {
  const GIGABYTE = 1024 * 1024 * 1024;

  it("of one photo is refused from the entry's header, at once", async () => {
    const bomb = zeroBomb(`files/${UPLOAD}`, GIGABYTE);
    expect(fs.statSync(bomb).size).toBeLessThan(2 * 1024 * 1024);
    const { error, ms, grewMb } = await measured(() => verifyArchive(bomb));
    expect(error?.message).toBe(
      `The archive is damaged: files/${UPLOAD} would unpack to 1.00 GB, more than 64.0 MB. Nothing was restored.`,
    );
    expect(ms, "refused within a second").toBeLessThan(1000);
    expect(grewMb, "memory grew by less than 32 MB").toBeLessThan(32);
  });

  it("of one table's rows is refused at its first over-long line, in bounded memory", async () => {
    const bomb = zeroBomb("tables/games.ndjson", GIGABYTE);
    const { error, ms, grewMb } = await measured(() => verifyArchive(bomb));
    expect(error?.message).toBe(
      "The archive is damaged: tables/games.ndjson has a line longer than 16.0 MB. Nothing was restored.",
    );
    expect(ms, "refused within five seconds").toBeLessThan(5000);
    expect(grewMb, "memory grew by less than 64 MB").toBeLessThan(64);
  });
});
