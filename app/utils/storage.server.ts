import crypto from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { getFileStore } from "./file-store.server";
import { IMAGE_WIDTHS } from "./images";
import { STORED_FILE_RE } from "./upload-name";

export type StoredImage = { imageUrl: string; thumbnailUrl: string };

/** Thrown when the bytes are not an image sharp can read. */
export class InvalidImageError extends Error {
  constructor(cause?: unknown) {
    super("The file is not an image we can read (use JPEG, PNG, WebP, GIF or AVIF).", { cause });
    this.name = "InvalidImageError";
  }
}

const MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
/** Refuses decompression bombs; a 48-megapixel phone photo still passes. */
const MAX_INPUT_PIXELS = 100_000_000;
const QUALITY = 78;
const WEBP = "image/webp";

const fileName = (id: string, width: number) => `${id}-${width}.webp`;

/**
 * Encodes 400, 800 and 1200 px wide WebP variants (in IMAGE_WIDTHS order). EXIF orientation is applied and
 * all metadata (GPS included) is dropped. The input is decoded once, already scaled to the largest width.
 * `input` may also be a sharp pipeline (the demo seed hands over rendered SVG this way). `effort` trades
 * encode time for size (0-6).
 */
export async function encodeImage(input: Buffer | Sharp, options: { effort?: number } = {}): Promise<Buffer[]> {
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
  return Promise.all(
    IMAGE_WIDTHS.map((width) =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: options.effort ?? 4 })
        .toBuffer(),
    ),
  );
}

/** Encodes an image (encodeImage) and stores its variants under a random id; returns their URLs. */
export async function storeImage(input: Buffer | Sharp, options: { effort?: number } = {}): Promise<StoredImage> {
  return storeVariants(await encodeImage(input, options));
}

/**
 * Stores ready-made WebP variants, one per width in IMAGE_WIDTHS order, under a new id in the uploads store
 * (STORAGE_URL). Either all of them are stored or, as far as the store lets us, none.
 */
export async function storeVariants(variants: readonly Buffer[]): Promise<StoredImage> {
  if (variants.length !== IMAGE_WIDTHS.length) throw new Error("storeVariants needs one file per width");
  const store = getFileStore();
  const id = crypto.randomBytes(16).toString("hex");
  const names = IMAGE_WIDTHS.map((w) => fileName(id, w));
  const results = await Promise.allSettled(names.map((name, i) => store.put(name, variants[i], WEBP)));
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.allSettled(names.map((name) => store.remove(name)));
    throw failed.reason;
  }
  return { imageUrl: `/uploads/${fileName(id, MAX_WIDTH)}`, thumbnailUrl: `/uploads/${fileName(id, IMAGE_WIDTHS[0])}` };
}

/** Names in the uploads store behind one of our image URLs (every width), or null when the URL is not ours. */
export function storedImageNames(url: string): string[] | null {
  const id = storedImageId(url);
  return id ? IMAGE_WIDTHS.map((w) => fileName(id, w)) : null;
}

/** The id of one of our stored images, from any of its variant URLs; null for anything else. */
export function storedImageId(url: string): string | null {
  const last = url.split(/[?#]/)[0].split("/").pop() ?? "";
  return STORED_FILE_RE.exec(last)?.[1] ?? null;
}

/** Whether every variant of the image behind `url` is in the store. */
export async function imageStored(url: string): Promise<boolean> {
  const names = storedImageNames(url);
  if (!names) return false;
  const store = getFileStore();
  const found = await Promise.all(names.map((name) => store.stat(name)));
  return found.every(Boolean);
}

/**
 * Deletes every variant of the image behind `url`. Anything not exactly our
 * file pattern is refused (returns false), so no name can reach other files.
 */
export async function removeImage(url: string): Promise<boolean> {
  const names = storedImageNames(url);
  if (!names) return false;
  const store = getFileStore();
  await Promise.all(names.map((name) => store.remove(name)));
  return true;
}
