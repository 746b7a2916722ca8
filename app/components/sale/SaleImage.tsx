import { ImageOff, Joystick } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useImageUrls } from "~/utils/use-image-urls";

type Props = {
  url: string;
  alt: string;
  sizes: string;
  width?: 400 | 800 | 1200;
  eager?: boolean;
  fit?: "cover" | "contain";
  className?: string;
};

/**
 * One of a game's images in the image viewer, or 'Image Failed to Load'. A card's image, or its absence, is the
 * collection's GameImage.
 */
export function SaleImage({ url, alt, sizes, width = 800, eager = false, fit = "cover", className = "" }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const { variant, srcSet } = useImageUrls();
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before the page's script ran never fires onError for React.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailedUrl(url);
  }, [url]);

  if (failedUrl === url) return <Placeholder icon="failed" text="Image Failed to Load" className={className} />;
  return (
    <img
      ref={ref}
      src={variant(url, width)}
      srcSet={srcSet(url)}
      sizes={sizes}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
      onError={() => setFailedUrl(url)}
      className={`size-full ${fit === "cover" ? "object-cover" : "object-contain"} ${className}`}
    />
  );
}

export function Placeholder({
  icon,
  text,
  className = "",
}: {
  icon: "none" | "failed";
  text: string;
  className?: string;
}) {
  const Icon = icon === "none" ? Joystick : ImageOff;
  return (
    <div
      className={`flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 p-4 text-center text-sm font-semibold text-slate-600 dark:from-ink-800 dark:to-ink-900 dark:text-slate-300 ${className}`}
    >
      <Icon aria-hidden className="size-8 text-brand-500 dark:text-brand-300" />
      <span>{text}</span>
    </div>
  );
}
