import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe } from "vitest";
import { DiskFileStore, getFileStore, setFileStore, type FileStore } from "~/utils/file-store.server";
import { S3FileStore } from "~/utils/s3-file-store.server";
import { parseStorageLocation } from "~/utils/storage-location";
import { storedImageNames } from "~/utils/storage.server";
import { startS3Server, uniquePrefix, type TestS3Server } from "../s3-server";

export type StoreKind = "disk" | "s3";

/** The uploads store a suite runs against, with what a test needs that the FileStore interface does not offer. */
export type StoreUnderTest = {
  kind: StoreKind;
  store: FileStore;
  /** Gives a stored file an older modification time (the sweep judges age by it). */
  backdate: (name: string, when: Date) => Promise<void>;
  /** Every stored name, sorted. */
  names: () => Promise<string[]>;
  /** Puts a file the way someone else might (by hand, another program): not through storage. */
  putForeign: (name: string, bytes: Buffer) => Promise<void>;
};

let s3: Promise<TestS3Server> | undefined;

/** One s3rver per test file, started when a suite first needs it and stopped after the file. */
export function testS3Server() {
  s3 ??= startS3Server();
  return s3;
}

afterAll(async () => {
  if (s3) await (await s3).stop();
  s3 = undefined;
});

export async function s3StoreUnderTest(server: TestS3Server, prefix = uniquePrefix()): Promise<StoreUnderTest> {
  const parsed = parseStorageLocation(server.storageUrl(prefix));
  if (!parsed.ok || parsed.location.kind !== "s3")
    throw new Error(`bad test STORAGE_URL: ${server.storageUrl(prefix)}`);
  const store = new S3FileStore(parsed.location, { credentials: server.credentials });
  return {
    kind: "s3",
    store,
    backdate: (name, when) => server.backdate(prefix + name, when),
    names: () => namesIn(store),
    // Past the store, which writes nothing but uploads.
    putForeign: async (name, bytes) => {
      const raw = new S3Client({
        endpoint: server.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: server.credentials,
      });
      try {
        await raw.send(new PutObjectCommand({ Bucket: server.bucket, Key: prefix + name, Body: bytes }));
      } finally {
        raw.destroy();
      }
    },
  };
}

export function diskStoreUnderTest(dir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-uploads-"))): StoreUnderTest {
  const store = new DiskFileStore(dir);
  return {
    kind: "disk",
    store,
    backdate: async (name, when) => fs.utimesSync(path.join(dir, name), when, when),
    names: () => namesIn(store),
    putForeign: async (name, bytes) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
    },
  };
}

async function namesIn(store: FileStore) {
  const names: string[] = [];
  for await (const file of store.list()) names.push(file.name);
  return names.sort();
}

/**
 * Declares the suite once per uploads store, named `${name} [disk]` and `${name} [s3]`: a fresh folder, or a
 * fresh prefix in a bucket of a local S3 server. Each is installed as the app's store (setFileStore), so
 * storage, the sweep and /uploads use it. Nest describeEachDatabase inside to run on both databases too.
 */
export function describeEachStore(name: string, body: (current: () => StoreUnderTest) => void) {
  for (const kind of ["disk", "s3"] as const) {
    describe(`${name} [${kind}]`, () => {
      let current: StoreUnderTest | undefined;
      beforeAll(async () => {
        current = kind === "disk" ? diskStoreUnderTest() : await s3StoreUnderTest(await testS3Server());
        setFileStore(current.store);
      });
      afterAll(() => {
        setFileStore(null);
        if (current?.store instanceof DiskFileStore) fs.rmSync(current.store.dir, { recursive: true, force: true });
        current = undefined;
      });
      body(() => {
        if (!current) throw new Error("The store under test is only available inside tests and hooks.");
        return current;
      });
    });
  }
}

/** How many of the variants (400, 800, 1200) of the image behind `url` the app's uploads store holds. */
export async function variantsStored(url: string) {
  const found = await Promise.all(storedImageNames(url)!.map((name) => getFileStore().stat(name)));
  return found.filter(Boolean).length;
}
