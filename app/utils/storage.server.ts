import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
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
const QUALITY = 78;

/** Served by Express at /uploads (server/app.ts). */
export function uploadsDir() {
  return path.join(getConfig().dataDir, "uploads");
}

const fileName = (id: string, width: number) => `${id}-${width}.webp`;

/**
 * Writes 400, 800 and 1200 px wide WebP variants under a random id. EXIF
 * orientation is applied and all metadata (GPS included) is dropped.
 * `effort` trades encode time for size (0-6); the demo seed uses a low one.
 */
export async function storeImage(input: Buffer, options: { effort?: number } = {}): Promise<StoredImage> {
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  const id = crypto.randomBytes(16).toString("hex");
  let source: sharp.Sharp;
  try {
    source = sharp(input, { failOn: "error" }).rotate();
    await source.clone().metadata();
  } catch (error) {
    throw new InvalidImageError(error);
  }
  const written: string[] = [];
  try {
    await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const file = path.join(dir, fileName(id, width));
        await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: QUALITY, effort: options.effort ?? 4 })
          .toFile(file);
        written.push(file);
      }),
    );
  } catch (error) {
    await Promise.all(written.map((f) => fs.rm(f, { force: true })));
    if (error instanceof Error && /unsupported image format|Input buffer|corrupt|premature/i.test(error.message)) {
      throw new InvalidImageError(error);
    }
    throw error;
  }
  return { imageUrl: `/uploads/${fileName(id, 1200)}`, thumbnailUrl: `/uploads/${fileName(id, 400)}` };
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
