import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3FileStore } from "~/utils/s3-file-store.server";
import { startS3Server, type TestS3Server } from "../s3-server";

const A = `${"a".repeat(32)}-400.webp`;
const B = `${"b".repeat(32)}-400.webp`;
const NOTHING = `${"0".repeat(32)}-400.webp`;

/** What only a bucket has to get right: the object's headers for a CDN, staying inside its prefix, clear failures. */
describe("S3FileStore", () => {
  let s3: TestS3Server;
  let raw: S3Client;
  const storeAt = (prefix: string, bucket = s3.bucket) =>
    new S3FileStore(
      { kind: "s3", bucket, prefix, endpoint: s3.endpoint, region: "us-east-1" },
      { credentials: s3.credentials },
    );

  beforeAll(async () => {
    s3 = await startS3Server();
    raw = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: s3.credentials,
    });
  });

  afterAll(async () => {
    raw.destroy();
    await s3.stop();
  });

  it("stores each file under its prefix with its type and a year's immutable cache, for a CDN serving the bucket directly", async () => {
    const store = storeAt("site/uploads/");
    await store.put("0123456789abcdef0123456789abcdef-400.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    const head = await raw.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: "site/uploads/0123456789abcdef0123456789abcdef-400.webp" }),
    );
    expect([head.ContentType, head.CacheControl, head.ContentLength]).toEqual([
      "image/webp",
      "public, max-age=31536000, immutable",
      12,
    ]);
    expect(store.label).toBe(`s3://${s3.bucket}/site/uploads/ at ${s3.endpoint}`);
  });

  it("lists, reads and removes only its own files: not another prefix's, nor keys below its own", async () => {
    const store = storeAt("mine/");
    await store.put(A, Buffer.from("aaa"), "image/webp");
    for (const key of [`mine-too/${B}`, `other/${B}`, `mine/deeper/${B}`, B]) {
      await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: "x" }));
    }
    const listed = [];
    for await (const file of store.list()) listed.push(file);
    expect(listed).toEqual([{ name: A, size: 3, modified: expect.any(Date) }]);
    expect(await store.stat(A)).toEqual({ name: A, size: 3, modified: listed[0].modified });
    expect((await store.get(A))!.toString()).toBe("aaa");
    expect([await store.get(B), await store.stat(NOTHING), await store.open(NOTHING)]).toEqual([null, null, null]);
    await store.remove(A);
    await store.remove(A);
    expect(await store.stat(A)).toBeNull();
  });

  it("a missing bucket or refused credentials fail with the store's address and the reason, never the secret", async () => {
    await expect(storeAt("x/", "no-such-bucket").get(A)).rejects.toThrow(
      /^Upload store s3:\/\/no-such-bucket\/x\/ at http:\/\/127\.0\.0\.1:\d+: NoSuchBucket/,
    );
    const wrong = new S3FileStore(
      { kind: "s3", bucket: s3.bucket, prefix: "", endpoint: s3.endpoint, region: "us-east-1" },
      { credentials: { accessKeyId: "WRONGKEY", secretAccessKey: "very-secret-value" } },
    );
    const failure = await wrong.put(A, Buffer.from("a"), "image/webp").catch((error: Error) => error);
    expect(String(failure)).toMatch(/Upload store s3:\/\/museum-uploads\/ at .*: InvalidAccessKeyId/);
    expect(String(failure)).not.toContain("very-secret-value");
  });
});
