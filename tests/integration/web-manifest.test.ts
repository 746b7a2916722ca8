import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { STAFF_MANIFEST_URL } from "~/components/offline/staff-app";
import { readMuseumSettings } from "~/models/settings/museum-settings.server";
import { loader } from "~/routes/manifest[.]webmanifest";
import { storeImage } from "~/utils/storage.server";
import { describeEachDatabase } from "./databases";

/** This file's own data folder (the logo's files go into its uploads), set before the configuration is read. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-manifest-"));

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("STORAGE_URL", "disk");
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}, address = "http://localhost/manifest.webmanifest") =>
  loader({
    request: new Request(address, { headers }),
    params: {},
    context: {},
  } as never);

type Manifest = Record<string, unknown> & { icons: { src: string; sizes: string; type: string }[] };

describeEachDatabase("the web app manifest", (getDb) => {
  const change = async (fields: Record<string, unknown>) => {
    const settings = await readMuseumSettings(getDb());
    await getDb()
      .updateTable("museum_settings")
      .set({ settings: JSON.stringify({ ...settings, ...fields }) })
      .execute();
  };

  beforeEach(async () => {
    await change({ name: "Flipper Hall", longName: "Flipper Hall Pinball Museum", tagline: "Pinball", logoUrl: null });
  });

  it("names the museum, opens standalone at the home page, and shows the drawn mark without a logo", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json");
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect((await response.json()) as Manifest).toEqual({
      id: "/",
      name: "Flipper Hall Pinball Museum",
      short_name: "Flipper Hall",
      description: "Pinball",
      lang: "en",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#12112a",
      background_color: "#ffffff",
      icons: [{ src: "/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    });
  });

  it("describes the staff app for staff pages: its own identity, opening on the Repair Dashboard, installable icons", async () => {
    const response = await get({}, `http://localhost${STAFF_MANIFEST_URL}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as Manifest).toEqual({
      id: "/repairs",
      name: "Flipper Hall Staff",
      short_name: "Flipper Hall Staff",
      description: "Repairs and upkeep on the floor, also where the Wi-Fi drops.",
      lang: "en",
      start_url: "/repairs",
      scope: "/",
      display: "standalone",
      theme_color: "#12112a",
      background_color: "#ffffff",
      icons: [
        { src: "/icons/staff-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/staff-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/staff-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
    expect(response.headers.get("etag")).not.toBe((await get()).headers.get("etag"));
  });

  it("takes its icons from the logo's stored sizes, as they are", async () => {
    // A 600 px square upload: the pipeline keeps its 400 px variant and, never enlarging, a 600 px one for 800.
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#bb2496" } })
      .png()
      .toBuffer();
    const { imageUrl } = await storeImage(png, { effort: 0 });
    const id = /([0-9a-f]{32})/.exec(imageUrl)![1];
    await change({ logoUrl: imageUrl });
    const manifest = (await (await get()).json()) as Manifest;
    expect(manifest.icons).toEqual([
      { src: `/uploads/${id}-400.webp`, sizes: "400x400", type: "image/webp", purpose: "any" },
      { src: `/uploads/${id}-800.webp`, sizes: "600x600", type: "image/webp", purpose: "any" },
    ]);
  });

  it("answers 304 while unchanged and follows a settings change on the next request", async () => {
    const first = await get();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get({ "If-None-Match": etag })).status).toBe(304);

    await change({ name: "Tilt Hall" });
    const next = await get({ "If-None-Match": etag });
    expect(next.status).toBe(200);
    expect(next.headers.get("etag")).not.toBe(etag);
    expect(((await next.json()) as Manifest).short_name).toBe("Tilt Hall");
  });
});
