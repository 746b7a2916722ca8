import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { removeImage, storeImage } from "~/utils/storage.server";
import { staticFileHeaders } from "../../server/security";
import { serveUploads } from "../../server/uploads";
import { describeEachStore } from "./stores";

/** /uploads as server/app.ts mounts it, on a port of its own. */
let base = "";
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use("/uploads", serveUploads(staticFileHeaders(false)));
  app.use((_req, res) => void res.status(418).send("fell through"));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

const photo = async (hue: string) =>
  storeImage(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: hue } })
      .jpeg()
      .toBuffer(),
  );

describeEachStore("/uploads", (uploads) => {
  it("streams a stored photo with its type, length and a year's immutable cache, and no ETag; HEAD sends the headers alone", async () => {
    const { imageUrl, thumbnailUrl } = await photo("#2255aa");
    for (const url of [imageUrl, thumbnailUrl]) {
      const stored = (await uploads().store.get(url.slice("/uploads/".length)))!;
      const response = await fetch(base + url);
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(stored)).toBe(true);
      expect(
        Object.fromEntries(
          [
            "content-type",
            "content-length",
            "cache-control",
            "etag",
            "last-modified",
            "x-content-type-options",
            "cross-origin-resource-policy",
          ].map((h) => [h, response.headers.get(h)]),
        ),
      ).toEqual({
        "content-type": "image/webp",
        "content-length": String(stored.length),
        "cache-control": "public, max-age=31536000, immutable",
        etag: null,
        "last-modified": null,
        "x-content-type-options": "nosniff",
        "cross-origin-resource-policy": "same-origin",
      });
      expect((await sharp(body).metadata()).width).toBe(url === imageUrl ? 900 : 400);
    }
    const head = await fetch(base + imageUrl, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type"), head.headers.get("cache-control")]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 404 for a photo that was removed, a name that was never stored, and any name storage would not write", async () => {
    const { imageUrl } = await photo("#aa5522");
    expect((await fetch(base + imageUrl)).status).toBe(200);
    await removeImage(imageUrl);
    await uploads().putForeign("README.txt", Buffer.from("not one of ours"));
    for (const path of [
      imageUrl,
      "/uploads/0123456789abcdef0123456789abcdef-800.webp",
      "/uploads/README.txt",
      "/uploads/..%2FREADME.txt",
      "/uploads/0123456789ABCDEF0123456789ABCDEF-800.webp",
      "/uploads/0123456789abcdef0123456789abcdef-800.webp/x",
      "/uploads/0123456789abcdef0123456789abcdef-640.webp",
      "/uploads/",
    ]) {
      const response = await fetch(base + path);
      expect([response.status, await response.text()], path).toEqual([404, "Not found."]);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("leaves other methods to the rest of the app", async () => {
    const { imageUrl } = await photo("#55aa22");
    expect((await fetch(base + imageUrl, { method: "POST" })).status).toBe(418);
  });
});
