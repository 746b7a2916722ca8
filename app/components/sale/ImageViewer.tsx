import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useImageUrls } from "~/utils/use-image-urls";
import { Placeholder, SaleImage } from "./SaleImage";
import { useReturnFocus } from "./use-return-focus";

type Props = {
  game: { name: string; images: string[] } | null;
  /** Gets the focus back on close (there is no Dialog.Trigger). */
  opener?: HTMLElement;
  onClose: () => void;
};

/** Larger view of a sale game's images: arrows (buttons and keys), thumbnails, Escape closes. */
export function ImageViewer({ game, opener, onClose }: Props) {
  const focus = useReturnFocus(opener);
  return (
    <Dialog.Root open={game !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/85 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col p-3 text-white focus:outline-none sm:p-6"
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onOpenAutoFocus={(e) => {
            focus.remember();
            // Focus the dialog's close button rather than the first arrow.
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-viewer-close]")?.focus();
          }}
        >
          {game ? <ViewerBody key={game.name} game={game} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ViewerBody({ game }: { game: { name: string; images: string[] } }) {
  const [index, setIndex] = useState(0);
  const { variant } = useImageUrls();
  const count = game.images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const current = game.images[index] ?? null;

  return (
    <div
      className="mx-auto flex size-full max-w-6xl flex-col"
      onKeyDown={(e) => {
        if (count < 2) return;
        if (e.key === "ArrowLeft") go(-1);
        if (e.key === "ArrowRight") go(1);
      }}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <Dialog.Title className="truncate text-lg font-bold sm:text-xl">{game.name}</Dialog.Title>
          {count > 0 ? (
            <p className="text-sm text-slate-300" aria-live="polite">
              Image {index + 1} of {count}
            </p>
          ) : null}
        </div>
        <Dialog.Close
          data-viewer-close
          aria-label="Close image viewer"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-white"
        >
          <X aria-hidden className="size-6" />
        </Dialog.Close>
      </div>

      <div className="relative mt-3 flex min-h-0 flex-1 items-center justify-center">
        {current === null ? (
          <div className="aspect-[4/3] w-full max-w-lg overflow-hidden rounded-2xl">
            <Placeholder icon="none" text="No Images Available" />
          </div>
        ) : (
          <div className="size-full">
            <SaleImage
              key={current}
              url={current}
              alt={`${game.name}, image ${index + 1} of ${count}`}
              sizes="(min-width: 1200px) 1200px, 100vw"
              width={1200}
              eager
              fit="contain"
              className="rounded-xl"
            />
          </div>
        )}
        {count > 1 ? (
          <>
            <button type="button" aria-label="Previous image" onClick={() => go(-1)} className={`left-0 ${ARROW}`}>
              <ChevronLeft aria-hidden className="size-7" />
            </button>
            <button type="button" aria-label="Next image" onClick={() => go(1)} className={`right-0 ${ARROW}`}>
              <ChevronRight aria-hidden className="size-7" />
            </button>
          </>
        ) : null}
      </div>

      {count > 1 ? (
        <ul className="mt-3 flex justify-center gap-2 overflow-x-auto pb-1" aria-label="Images">
          {game.images.map((url, i) => (
            <li key={url + i} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? "true" : undefined}
                className={`block h-14 w-20 overflow-hidden rounded-lg ring-2 sm:h-16 sm:w-24 ${i === index ? "ring-neon-cyan" : "opacity-70 ring-transparent hover:opacity-100"}`}
              >
                <img
                  src={variant(url, 400)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const ARROW =
  "absolute top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink-950/70 text-white ring-1 ring-white/20 hover:bg-ink-950/90 focus-visible:outline-white";
