import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { S3FileStore } from "../../app/utils/s3-file-store.server";
import { startS3Server, uniquePrefix, type TestS3Server } from "../s3-server";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Photos in an S3-compatible bucket (STORAGE_URL): the demo seed stores them there, nothing lands in
 * $DATA_DIR/uploads, and a visitor's page loads them from our own /uploads, or from STORAGE_PUBLIC_URL.
 */
let s3: TestS3Server;
let server: OwnServer;
let prefix: string;
/** Kept across the two servers below: the same database, seeded once. */
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  s3 = await startS3Server();
  prefix = uniquePrefix("e2e");
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-e2e-s3-"));
  server = await startOwnServer({ dataDir, env: { ...s3.env(prefix), SEED_DEMO: "true" } });
});

test.afterAll(async () => {
  await server?.stop();
  await s3?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The first photo of the collection once the browser has it: where it came from and its decoded width. */
async function firstCollectionPhoto(page: import("@playwright/test").Page, base: string) {
  await page.goto(`${base}/collection`);
  const photo = page.locator("main img").first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return photo.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
}

test("a collection photo stored in the bucket loads through our own /uploads", async ({ page }) => {
  const { src } = await firstCollectionPhoto(page, server.url);
  expect(src).toMatch(new RegExp(`^${server.url}/uploads/[0-9a-f]{32}-(400|800|1200)\\.webp$`));
  const name = src.split("/").pop()!;
  const bucket = new S3FileStore(
    { kind: "s3", bucket: s3.bucket, prefix, endpoint: s3.endpoint, region: "us-east-1" },
    { credentials: s3.credentials },
  );
  const stored = await bucket.get(name);
  expect(stored, "the photo is in the bucket").not.toBeNull();
  const served = await page.request.get(src);
  expect([served.status(), served.headers()["content-type"], Buffer.from(await served.body()).equals(stored!)]).toEqual(
    [200, "image/webp", true],
  );
  expect(fs.existsSync(path.join(dataDir, "uploads")), "nothing is written to the uploads folder").toBe(false);
});

test("with STORAGE_PUBLIC_URL the page names the bucket's public address, and the photo loads from there", async ({
  page,
}) => {
  const publicBase = `${s3.endpoint}/${s3.bucket}/${prefix.replace(/\/$/, "")}`;
  await server.stop();
  // The same database and bucket: only where pages point changes, no row is rewritten.
  server = await startOwnServer({ dataDir, env: { ...s3.env(prefix), STORAGE_PUBLIC_URL: publicBase } });
  const { src } = await firstCollectionPhoto(page, server.url);
  expect(src).toMatch(new RegExp(`^${publicBase}/[0-9a-f]{32}-(400|800|1200)\\.webp$`));
});
