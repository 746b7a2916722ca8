import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "../../demo/seed.server";
import { DiskFileStore, getFileStore, setFileStore } from "~/utils/file-store.server";
import { STORED_IMAGE_RE } from "~/utils/images";
import { storedImageNames } from "~/utils/storage.server";
import { describeEachDatabase } from "./databases";

/**
 * Servers sharing one database and one uploads store serve the demo pages as soon as the first start's
 * rows commit: every photo those rows name must be in the store by then.
 */

const dirs: string[] = [];
afterAll(() => {
  setFileStore(null);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-seed-store-"));
  dirs.push(dir);
  return dir;
};

/** A store that answers every write as done but keeps only some: an eventually consistent bucket, a proxy that lost a request. */
class ForgetfulStore extends DiskFileStore {
  private writes = 0;
  override async put(name: string, bytes: Buffer) {
    if (++this.writes % 50 !== 0) await super.put(name, bytes);
  }
}

const NOW = new Date("2026-11-25T15:00:00Z");

describeEachDatabase("the demo seed", (getDb) => {
  it("writes no row naming a photo the store does not hold, and leaves no photo behind", async () => {
    const store = new ForgetfulStore(tempDir());
    setFileStore(store);
    await expect(seedDemoContentIfEmpty(getDb(), { now: NOW, timeZone: "America/New_York" })).rejects.toThrow(
      /^The uploads store \(.+\) does not hold \d+ of the \d+ demo photos just written to it: nothing was seeded\.$/,
    );
    expect(await getDb().selectFrom("games").select("id").execute()).toEqual([]);
    expect(await getDb().selectFrom("products").select("id").execute()).toEqual([]);
    expect(fs.readdirSync(store.dir).filter((name) => !name.startsWith("."))).toEqual([]);
  });

  it("into a store that keeps what it is given: every photo a seeded row names is there", async () => {
    setFileStore(new DiskFileStore(tempDir()));
    expect(await seedDemoContentIfEmpty(getDb(), { now: NOW, timeZone: "America/New_York" })).toBe(true);
    const games = await getDb().selectFrom("games").select(["image_url", "thumbnail_url", "all_images"]).execute();
    const products = await getDb().selectFrom("products").select("image_url").execute();
    const urls = [
      ...games.flatMap((g) => [g.image_url, g.thumbnail_url, ...(JSON.parse(g.all_images) as string[])]),
      ...products.map((p) => p.image_url),
    ].filter((url): url is string => Boolean(url && STORED_IMAGE_RE.test(url)));
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls)
      for (const name of storedImageNames(url)!) expect(await getFileStore().stat(name), name).not.toBeNull();
  });
});
