import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { getConfig } from "./config.server";
import { IMAGE_WIDTHS } from "./images";

export type StoredImage = { imageUrl: string; thumbnailUrl: string };

/** Thrown when the bytes are not an image sharp can read. */
export class InvalidImageError extends Error {
  constructor(cause?: unknown) {
    super("The file is not an image we can read (use JPEG, PNG, WebP, GIF or AVIF).", { cause });
    this.name = "InvalidImageError";
  }
}

const FILE_RE = /^([0-9a-f]{32})-(400|800|1200)\.webp$/;
const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** Refuses decompression bombs; a 48-megapixel phone photo still passes. */
const MAX_INPUT_PIXELS = 100_000_000;
const QUALITY = 78;

/** Served by Express at /uploads (server/app.ts). */
export function uploadsDir() {
  return path.join(getConfig().dataDir, "uploads");
}

const fileName = (id: string, width: number) => `${id}-${width}.webp`;

/**
 * Writes 400, 800 and 1200 px wide WebP variants under a random id and
 * returns their URLs. EXIF orientation is applied and all metadata (GPS
 * included) is dropped. The input is decoded once, already scaled to the
 * largest width. `input` may also be a sharp pipeline (the demo seed hands
 * over rendered SVG this way). `effort` trades encode time for size (0-6).
 */
export async function storeImage(input: Buffer | Sharp, options: { effort?: number } = {}): Promise<StoredImage> {
  const source = Buffer.isBuffer(input) ? sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS }) : input;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await source
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_WIDTH * 4, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new InvalidImageError(error);
  }
  const { data, info } = decoded;
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  const id = crypto.randomBytes(16).toString("hex");
  const written: string[] = [];
  try {
    await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const file = path.join(dir, fileName(id, width));
        await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: QUALITY, effort: options.effort ?? 4 })
          .toFile(file);
        written.push(file);
      }),
    );
  } catch (error) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    throw error;
  }
  return { imageUrl: `/uploads/${fileName(id, MAX_WIDTH)}`, thumbnailUrl: `/uploads/${fileName(id, IMAGE_WIDTHS[0])}` };
}

/**
 * Stores ready-made variants (WebP files, one per width in IMAGE_WIDTHS
 * order) under a new id by copying them; the demo seed's image cache uses it.
 */
export async function storeImageFiles(files: readonly string[]): Promise<StoredImage> {
  if (files.length !== IMAGE_WIDTHS.length) throw new Error("storeImageFiles needs one file per width");
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  const id = crypto.randomBytes(16).toString("hex");
  const targets = IMAGE_WIDTHS.map((w) => path.join(dir, fileName(id, w)));
  try {
    await Promise.all(files.map((f, i) => fs.copyFile(f, targets[i])));
  } catch (error) {
    await Promise.all(targets.map((f) => fs.rm(f, { force: true })));
    throw error;
  }
  return { imageUrl: `/uploads/${fileName(id, MAX_WIDTH)}`, thumbnailUrl: `/uploads/${fileName(id, IMAGE_WIDTHS[0])}` };
}

/** Files behind one of our image URLs (every width), or null when the URL is not ours. */
export function storedImageFiles(url: string): string[] | null {
  const id = storedImageId(url);
  return id ? IMAGE_WIDTHS.map((w) => path.join(uploadsDir(), fileName(id, w))) : null;
}

/** The id of one of our stored images, from any of its variant URLs; null for anything else. */
export function storedImageId(url: string): string | null {
  const last = url.split(/[?#]/)[0].split("/").pop() ?? "";
  return FILE_RE.exec(last)?.[1] ?? null;
}

/**
 * Deletes every variant of the image behind `url`. Anything not exactly our
 * file pattern is refused (returns false), so no path can escape the folder.
 */
export async function removeImage(url: string): Promise<boolean> {
  const id = storedImageId(url);
  if (!id) return false;
  const dir = uploadsDir();
  await Promise.all(IMAGE_WIDTHS.map((w) => fs.rm(path.join(dir, fileName(id, w)), { force: true })));
  return true;
}
