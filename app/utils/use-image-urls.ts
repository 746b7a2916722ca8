import { imageSrcSet, imageVariant, UPLOADS_BASE, type ImageWidth } from "./images";
import { useRootData } from "./root-data";

/** The base pages load stored images from: our /uploads, or STORAGE_PUBLIC_URL as the root loader says. */
export function useUploadsBase(): string {
  return useRootData()?.uploadsBase ?? UPLOADS_BASE;
}

/** imageVariant and imageSrcSet for what a page shows, under the page's uploads base. */
export function useImageUrls() {
  const base = useUploadsBase();
  return {
    variant: (url: string, width: ImageWidth) => imageVariant(url, width, base),
    srcSet: (url: string | null | undefined) => imageSrcSet(url, base),
  };
}
