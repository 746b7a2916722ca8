import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef } from "react";
import { useImageUrls } from "~/utils/use-image-urls";
import { keyStep, nextIndex, swipeDirection } from "./lightbox";

type Props = {
  images: string[];
  name: string;
  index: number;
  open: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Called instead of Radix's default focus return, with the image shown last. */
  onCloseAutoFocus: (index: number) => void;
};

const navButton =
  "absolute top-1/2 z-10 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur transition hover:bg-white/25";

/**
 * Full-screen photo viewer: Escape closes, the arrow keys and
 * a swipe of more than 50 px move, and both ends wrap around. Loaded lazily by
 * GameGallery on the first open, so Radix's dialog is not in the first download.
 */
export default function Lightbox({ images, name, index, open, onIndexChange, onClose, onCloseAutoFocus }: Props) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const { variant, srcSet } = useImageUrls();
  const total = images.length;
  const url = images[index] ?? images[0];
  const move = (delta: number) => onIndexChange(nextIndex(index, delta, total));

  return (
    <Dialog.Root open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/95 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          data-testid="lightbox"
          onKeyDown={(e) => {
            const step = keyStep(e.key);
            if (step === null || total < 2) return;
            e.preventDefault();
            move(step);
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onCloseAutoFocus(index);
          }}
        >
          <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <Dialog.Title className="min-w-0 truncate text-base font-semibold sm:text-lg">{name}</Dialog.Title>
            <div className="flex items-center gap-3">
              <p
                aria-live="polite"
                aria-atomic="true"
                className="rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tabular-nums"
                data-testid="lightbox-counter"
              >
                <span className="sr-only">Photo </span>
                {index + 1} / {total}
              </p>
              <Dialog.Close
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                aria-label="Close"
              >
                <X aria-hidden className="size-6" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">
            Use the left and right arrow keys, the buttons, or swipe to move between photos. Escape closes the viewer.
          </Dialog.Description>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-6 select-none sm:px-20"
            data-testid="lightbox-stage"
            onPointerDown={(e) => {
              if (e.button === 0) start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
            }}
            onPointerUp={(e) => {
              const s = start.current;
              start.current = null;
              if (!s || s.id !== e.pointerId || total < 2) return;
              const step = swipeDirection(e.clientX - s.x, e.clientY - s.y);
              if (step) move(step);
            }}
            onPointerCancel={() => {
              start.current = null;
            }}
          >
            {url ? (
              <img
                key={url}
                src={variant(url, 1200)}
                srcSet={srcSet(url)}
                sizes="100vw"
                alt={`${name}, photo ${index + 1} of ${total}`}
                draggable={false}
                className="max-h-full max-w-full rounded-lg object-contain"
                data-testid="lightbox-image"
                data-index={index}
              />
            ) : null}
            {total > 1 ? (
              <>
                <button
                  type="button"
                  className={`${navButton} left-2 sm:left-5`}
                  aria-label="Previous image"
                  onClick={() => move(-1)}
                >
                  <ChevronLeft aria-hidden className="size-7" />
                </button>
                <button
                  type="button"
                  className={`${navButton} right-2 sm:right-5`}
                  aria-label="Next image"
                  onClick={() => move(1)}
                >
                  <ChevronRight aria-hidden className="size-7" />
                </button>
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
