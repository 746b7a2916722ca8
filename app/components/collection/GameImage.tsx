import { Gamepad2, ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ImageWidth } from "~/utils/images";
import { useImageUrls } from "~/utils/use-image-urls";

type Props = {
  url: string | null;
  alt: string;
  /** The slot's width for the browser to pick a srcset candidate. */
  sizes: string;
  /** Fallback `src` width when the browser ignores srcset. */
  width?: ImageWidth;
  eager?: boolean;
  /** object-cover fills the box (cards); contain shows the whole machine (detail). */
  fit?: "cover" | "contain";
  /** Aspect-ratio and rounding classes for the box, so nothing shifts while the image loads. */
  className?: string;
  compact?: boolean;
};

/**
 * A game picture in a fixed aspect-ratio box, with the spec's placeholders:
 * 'Game Image Coming Soon' when there is no image, 'Image Failed to Load' when it errors.
 */
export function GameImage({
  url,
  alt,
  sizes,
  width = 400,
  eager = false,
  fit = "cover",
  className = "aspect-[4/3]",
  compact = false,
}: Props) {
  const [failed, setFailed] = useState(false);
  const { variant, srcSet } = useImageUrls();
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, [url]);

  const box = `relative overflow-hidden bg-slate-100 dark:bg-ink-800 ${className}`;
  if (!url || failed) {
    const Icon = failed ? ImageOff : Gamepad2;
    return (
      <div
        className={`${box} flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 via-white to-cyan-50 text-center dark:from-ink-800 dark:via-ink-900 dark:to-ink-800`}
      >
        <Icon aria-hidden className={`${compact ? "size-6" : "size-10"} text-brand-400 dark:text-brand-300`} />
        <span className={`${compact ? "text-xs" : "text-sm"} px-3 font-semibold text-slate-700 dark:text-slate-200`}>
          {failed ? "Image Failed to Load" : "Game Image Coming Soon"}
        </span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        ref={ref}
        src={variant(url, width)}
        srcSet={srcSet(url)}
        sizes={sizes}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={`absolute inset-0 size-full ${fit === "cover" ? "object-cover" : "object-contain"}`}
      />
    </div>
  );
}
