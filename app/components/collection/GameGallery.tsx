import { lazy, Suspense, useRef, useState } from "react";
import { GameImage } from "./GameImage";

const Lightbox = lazy(() => import("./Lightbox"));

const THUMB_SIZES = "(min-width: 1024px) 200px, (min-width: 640px) 25vw, 45vw";

/** Every photo of the game as thumbnails (the page leaves the gallery out when there is none); a thumbnail opens the lightbox, and closing it returns focus to the photo last shown. */
export function GameGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // The lightbox module is fetched on the first open and kept afterwards.
  const [mounted, setMounted] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5">
        {images.map((url, i) => (
          <li key={`${url}-${i}`}>
            <button
              type="button"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              onClick={() => {
                setIndex(i);
                setOpen(true);
                setMounted(true);
              }}
              aria-label={`View photo ${i + 1} of ${images.length}`}
              data-testid="gallery-thumb"
              className="block w-full overflow-hidden rounded-xl ring-1 ring-slate-200 transition hover:ring-2 hover:ring-brand-400 dark:ring-white/10"
            >
              <GameImage url={url} alt="" sizes={THUMB_SIZES} className="aspect-square" compact />
            </button>
          </li>
        ))}
      </ul>
      {mounted ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            name={name}
            index={index}
            open={open}
            onIndexChange={setIndex}
            onClose={() => setOpen(false)}
            onCloseAutoFocus={(i) => thumbs.current[i]?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
