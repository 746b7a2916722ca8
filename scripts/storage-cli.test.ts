import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiskFileStore, type FileStore } from "~/utils/file-store.server";
import { S3FileStore } from "~/utils/s3-file-store.server";
import type { StorageLocation } from "~/utils/storage-location";
import { encodeImage } from "~/utils/storage.server";
import { startS3Server, uniquePrefix, type TestS3Server } from "../tests/s3-server";
import { parseConfig } from "~/utils/config.server";
import { parseStorageArgs, runStorageCli } from "./storage-cli";

const DISK: StorageLocation = { kind: "disk" };

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { log: (line: string) => void out.push(line), error: (line: string) => void err.push(line) } };
}

async function names(store: FileStore) {
  const found: string[] = [];
  for await (const file of store.list()) found.push(file.name);
  return found.sort();
}

describe("parseStorageArgs", () => {
  it.each([
    [[], /Missing command: copy/],
    [["move", "--to", "disk"], /Unknown command 'move'/],
    [["copy"], /'copy' needs --to or --from/],
    [["copy", "--to", "disk"], /--from and --to name the same store/],
    [["copy", "--to", "s3://ab"], /--to the bucket name must be 3 to 63/],
    [["copy", "--to", "s3://KEY:SECRET@museum-photos"], /--to must not carry credentials/],
    [["copy", "--from", "s3://museum-photos/a", "--to", "s3://museum-photos/a/"], /the same store/],
    [["copy", "--to", "disk", "--delete"], /Unknown option '--delete'/],
  ])("%j is a usage error", (argv, message) => {
    const parsed = parseStorageArgs(argv, DISK);
    expect(parsed.kind).toBe("usage-error");
    expect(parsed.kind === "usage-error" && parsed.message).toMatch(message);
  });

  it("fills a side left out with the configured store", () => {
    const bucket: StorageLocation = {
      kind: "s3",
      bucket: "museum-photos",
      prefix: "up/",
      endpoint: null,
      region: null,
    };
    expect(parseStorageArgs(["copy", "--to", "s3://museum-photos/up"], DISK)).toEqual({
      kind: "copy",
      command: { from: DISK, to: bucket },
    });
    expect(parseStorageArgs(["copy", "--to", "disk"], bucket)).toEqual({
      kind: "copy",
      command: { from: bucket, to: DISK },
    });
    expect(parseStorageArgs(["--help"], DISK)).toEqual({ kind: "help" });
  });
});

describe("npm run storage -- copy", () => {
  let s3: TestS3Server;
  let dir: string;
  let disk: DiskFileStore;
  let bucket: S3FileStore;
  let bucketUrl: string;
  /** The server's data folder: it holds a database (the CLI only checks that it is there). */
  let dataDir: string;
  /** The CLI as `npm run storage` runs it, with s3rver's credentials and this file's folder. */
  const runIn = async (data: string, argv: string[]) => {
    const io = capture();
    const storeAt = (location: StorageLocation) =>
      location.kind === "disk" ? disk : new S3FileStore(location, { credentials: s3.credentials });
    const code = await runStorageCli(argv, parseConfig({ DATA_DIR: data }), io.io, storeAt);
    return { code, out: io.out.join("\n"), err: io.err.join("\n") };
  };
  const run = (...argv: string[]) => runIn(dataDir, argv);
  const photo = async (hue: string, store: FileStore) => {
    const variants = await encodeImage(
      await sharp({ create: { width: 500, height: 300, channels: 3, background: hue } })
        .png()
        .toBuffer(),
    );
    const id = `${hue.slice(1).repeat(6)}abcdef00000000000000`.slice(0, 32);
    const files = [`${id}-400.webp`, `${id}-800.webp`, `${id}-1200.webp`];
    await Promise.all(files.map((name, i) => store.put(name, variants[i], "image/webp")));
    return files;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-storage-cli-"));
    disk = new DiskFileStore(dir);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-storage-data-"));
    fs.writeFileSync(path.join(dataDir, "museum.db"), "");
    const prefix = uniquePrefix("copy");
    bucketUrl = s3.storageUrl(prefix);
    bucket = new S3FileStore(
      { kind: "s3", bucket: s3.bucket, prefix, endpoint: s3.endpoint, region: "us-east-1" },
      { credentials: s3.credentials },
    );
  });

  afterAll(async () => {
    await s3.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("says which database and data folder it uses, and copies nothing to a folder without a database unless --create", async () => {
    const stranger = path.join(dataDir, "not-the-server");
    await photo("#777777", bucket);
    const before = await names(disk);
    const refused = await runIn(stranger, ["copy", "--from", bucketUrl, "--to", "disk"]);
    expect(refused).toEqual({
      code: 1,
      out: [`Database: SQLite ${stranger}/museum.db`, `Data folder: ${stranger}`].join("\n"),
      err: `Error: there is no database at ${stranger}/museum.db. Set DATA_DIR (or DATABASE_URL) to the server's, or add --create to start a new one there. Nothing was written.`,
    });
    expect(await names(disk)).toEqual(before);
    expect(fs.existsSync(stranger)).toBe(false);

    const created = await runIn(stranger, ["copy", "--from", bucketUrl, "--to", "disk", "--create"]);
    expect(created).toMatchObject({ code: 0, err: "" });
    expect(created.out).toMatch(/^Database: SQLite .+\nData folder: .+\nCopying uploads from s3:\/\//);
    expect(created.out).toContain("Copied 3, skipped 0 already there.");
    // Between two buckets the folder plays no part.
    const between = await runIn(stranger, ["copy", "--from", bucketUrl, "--to", s3.storageUrl("elsewhere/")]);
    expect(between).toMatchObject({ code: 0, err: "" });
    for (const name of await names(bucket)) await bucket.remove(name);
    for (const name of await names(disk)) await disk.remove(name);
  });

  it("copies every stored photo to the bucket, runs again without copying twice, and leaves the folder as it was", async () => {
    const first = [...(await photo("#a1b2c3", disk)), ...(await photo("#d4e5f6", disk))];
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a photo");
    const before = await names(disk);

    const copy = await run("copy", "--to", bucketUrl);
    expect(copy).toMatchObject({ code: 0, err: "" });
    expect(copy.out).toContain(`Copying uploads from ${dir} to s3://${s3.bucket}/`);
    expect(copy.out).toContain("Copied 6, skipped 0 already there, left 1 other files alone.");
    expect(await names(bucket)).toEqual([...first].sort());
    for (const name of first) expect((await bucket.get(name))!.equals((await disk.get(name))!), name).toBe(true);
    expect(await names(disk)).toEqual(before);

    expect((await run("copy", "--to", bucketUrl)).out).toContain(
      "Copied 0, skipped 6 already there, left 1 other files alone.",
    );

    // A new photo, and one the bucket holds cut short (an interrupted upload): only those are copied.
    const later = await photo("#0f1e2d", disk);
    await bucket.put(first[2], Buffer.from("cut short"), "image/webp");
    expect((await run("copy", "--to", bucketUrl)).out).toContain("Copied 4, skipped 5 already there");
    expect((await bucket.get(first[2]))!.equals((await disk.get(first[2]))!)).toBe(true);
    expect(await names(bucket)).toEqual([...first, ...later].sort());
  });

  it("copies back from the bucket into the folder, and never deletes what only the destination has", async () => {
    const onlyInBucket = await photo("#123abc", bucket);
    const onlyOnDisk = await photo("#fedcba", disk);
    const back = await run("copy", "--from", bucketUrl, "--to", "disk");
    expect(back).toMatchObject({ code: 0, err: "" });
    expect(back.out).toMatch(/Copied 3, skipped \d+ already there\./);
    for (const name of [...onlyInBucket, ...onlyOnDisk]) expect(await disk.stat(name), name).not.toBeNull();
    expect(await bucket.stat(onlyOnDisk[0])).toBeNull();
  });

  it("a bucket that does not exist fails with a message naming it, never the credentials", async () => {
    const missing = await run(
      "copy",
      "--to",
      s3.storageUrl("x/").replace(`s3://${s3.bucket}/`, "s3://no-such-bucket/"),
    );
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(
      /^Error: Upload store s3:\/\/no-such-bucket\/x\/ at http:\/\/127\.0\.0\.1:\d+: NoSuchBucket/,
    );
    expect(missing.err + missing.out).not.toContain(s3.credentials.secretAccessKey);
  });
});
