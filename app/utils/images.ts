/** Widths written for every stored image (storage.server.ts); browser-safe so components can build srcset. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `/uploads/{32 hex}-{width}.webp`, the only shape storage writes. */
export const STORED_IMAGE_RE = /^\/uploads\/([0-9a-f]{32})-(400|800|1200)\.webp$/;

/** URL of one width of a stored image, or the url unchanged when it is not ours. */
export function imageVariant(url: string, width: ImageWidth): string {
  const m = STORED_IMAGE_RE.exec(url);
  return m ? `/uploads/${m[1]}-${width}.webp` : url;
}

/** srcset for a stored image; undefined for anything else (external or legacy URLs). */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const m = STORED_IMAGE_RE.exec(url);
  if (!m) return undefined;
  return IMAGE_WIDTHS.map((w) => `/uploads/${m[1]}-${w}.webp ${w}w`).join(", ");
}
