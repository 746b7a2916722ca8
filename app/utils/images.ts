/** Widths written for every stored image (storage.server.ts); browser-safe so components can build srcset. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `/uploads/{32 hex}-{width}.webp`, the only shape storage writes. */
export const STORED_IMAGE_RE = /^\/uploads\/([0-9a-f]{32})-(400|800|1200)\.webp$/;

/**
 * Where pages load stored images from. Rows always keep `/uploads/...`; only what a page shows is mapped to
 * another base (STORAGE_PUBLIC_URL, a CDN: the root loader's `uploadsBase`), so switching back moves no data.
 */
export const UPLOADS_BASE = "/uploads";

/** URL of one width of a stored image under `base`, or the url unchanged when it is not ours. */
export function imageVariant(url: string, width: ImageWidth, base = UPLOADS_BASE): string {
  const m = STORED_IMAGE_RE.exec(url);
  return m ? `${base}/${m[1]}-${width}.webp` : url;
}

/** srcset for a stored image under `base`; undefined for anything else (external or legacy URLs). */
export function imageSrcSet(url: string | null | undefined, base = UPLOADS_BASE): string | undefined {
  if (!url) return undefined;
  const m = STORED_IMAGE_RE.exec(url);
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `${base}/${m[1]}-${w}.webp ${w}w`).join(", ");
}
