import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/utils/images";
import { encodeImage, storeVariants, type StoredImage } from "~/utils/storage.server";
import { machineSvg } from "./machines";
import { productSvg } from "./products";
import type { DemoArt, ProductArt } from "../data";

/**
 * Flat illustrations of the demo machines and shop items, drawn as SVG with
 * shapes only (no <text>: servers may lack fonts) and rendered with sharp.
 * Colours come from a hash of the name, so every run draws the same art.
 * Machines are drawn in a small 3D projection so cabinets and playfields
 * look like objects rather than icons; close-ups are other camera angles.
 *
 * The seed imports this module; the drawing lives beside it: svg and colours
 * (primitives), camera and room (the 3D view), arcade-cabinet with
 * arcade-screens, pixel-font and sprites, pinball-machine with playfield and
 * backglass, skee-ball, air-hockey, machines (the pictures per machine),
 * products and logo.
 */
// ── rendering and storing ───────────────────────────────────────────────────
/** Runs async jobs with at most `limit` in flight, keeping their order. */
export async function inPool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/** Low WebP effort: the art is flat colour, and a first start should be quick. */
const DEMO_EFFORT = 1;
/**
 * Rendered variants are kept in the system temp folder, keyed by a hash of
 * the SVG, so later seeds (test runs, fresh data folders) store those files
 * instead of drawing ~80 pictures again. Best effort: any failure just renders.
 */
const CACHE_DIR = path.join(os.tmpdir(), "replay-museum-demo-images");
const CACHE_VERSION = `v1:q78:e${DEMO_EFFORT}:${IMAGE_WIDTHS.join(",")}`;

let cacheUsable: Promise<boolean> | undefined;

/** Only a private folder of ours: files from a shared temp folder end up on the public site. */
function cacheReady() {
  cacheUsable ??= (async () => {
    try {
      await fs.mkdir(CACHE_DIR, { recursive: true, mode: 0o700 });
      const st = await fs.stat(CACHE_DIR);
      const uid = process.getuid?.();
      return st.isDirectory() && (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0;
    } catch {
      return false;
    }
  })();
  return cacheUsable;
}

async function renderAndStore(svg: string): Promise<StoredImage> {
  const useCache = await cacheReady();
  const key = createHash("sha256").update(CACHE_VERSION).update(svg).digest("hex").slice(0, 32);
  const cached = IMAGE_WIDTHS.map((w) => path.join(CACHE_DIR, `${key}-${w}.webp`));
  if (useCache) {
    const variants = await Promise.all(cached.map((file) => fs.readFile(file))).catch(() => null);
    // Not cached yet: drawn below. Stored outside this catch, so a failing store is not taken for a cache miss.
    if (variants) return storeVariants(variants);
  }
  const variants = await encodeImage(sharp(Buffer.from(svg)), { effort: DEMO_EFFORT });
  if (useCache) {
    try {
      await Promise.all(
        variants.map(async (bytes, i) => {
          const tmp = `${cached[i]}.${process.pid}.tmp`;
          await fs.writeFile(tmp, bytes);
          await fs.rename(tmp, cached[i]);
        }),
      );
    } catch {
      // a full temp folder only costs speed
    }
  }
  return storeVariants(variants);
}

export const storeMachineImage = (name: string, art: DemoArt, view: number) =>
  renderAndStore(machineSvg(name, art, view));
export const storeProductImage = (name: string, art: ProductArt) => renderAndStore(productSvg(name, art));
