import { ArrowDown, ArrowUp, ImageOff, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";
import type { HeroSlide } from "~/models/hero/hero-slide";
import type { RowAct } from "./HeroSlideList";

export type AdminHeroSlide = HeroSlide & { thumb: string | null };

/** A square-cornered 44 px icon button: a row's actions stay on one line, even on a phone. */
const ICON_BUTTON = "btn-ghost min-h-11 min-w-11 px-2.5";

/** One slide: its place, thumbnail, texts and button, and Move up, Move down, Edit and Delete. */
export function HeroSlideRow({
  slide,
  position,
  count,
  busy,
  act,
  onEdit,
  editId,
}: {
  slide: AdminHeroSlide;
  position: number;
  count: number;
  busy: boolean;
  act: RowAct;
  onEdit: () => void;
  editId: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const name = `slide ${position}: ${slide.heading}`;
  return (
    <li
      data-testid="hero-slide"
      className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 p-2 sm:grid-cols-[auto_1fr_auto] sm:p-3 dark:border-white/10"
    >
      <div className="relative">
        {slide.thumb ? (
          <img
            src={slide.thumb}
            alt=""
            width={112}
            height={63}
            className="h-[63px] w-[112px] rounded-lg bg-slate-100 object-cover dark:bg-white/5"
          />
        ) : (
          <span className="flex h-[63px] w-[112px] items-center justify-center rounded-lg bg-slate-100 dark:bg-white/5">
            <ImageOff aria-hidden className="size-5 text-slate-500" />
          </span>
        )}
        <span
          aria-hidden
          className="absolute -top-1.5 -left-1.5 inline-flex size-6 items-center justify-center rounded-full bg-ink-900 text-xs font-bold text-white ring-2 ring-white dark:bg-white dark:text-ink-950 dark:ring-ink-900"
        >
          {position}
        </span>
      </div>
      <div className="min-w-0">
        <h3 className="truncate font-semibold">
          <span className="sr-only">Slide {position}: </span>
          {slide.heading}
        </h3>
        {slide.line ? <p className="truncate text-sm text-slate-600 dark:text-slate-300">{slide.line}</p> : null}
        <p className="truncate text-xs text-slate-500 dark:text-slate-400">
          {slide.buttonLabel ? `${slide.buttonLabel} → ${slide.buttonTarget}` : "No button"} · Alt: {slide.alt}
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-end gap-1 sm:col-span-1">
        <button
          id={`move-up-${slide.id}`}
          type="button"
          className={ICON_BUTTON}
          disabled={position === 1 || busy}
          onClick={() => act("move-slide", slide.id, "up")}
          aria-label={`Move up: ${name}`}
          title="Move up"
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          id={`move-down-${slide.id}`}
          type="button"
          className={ICON_BUTTON}
          disabled={position === count || busy}
          onClick={() => act("move-slide", slide.id, "down")}
          aria-label={`Move down: ${name}`}
          title="Move down"
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button id={editId} type="button" className="btn-ghost min-h-11 px-3 text-sm" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> {name}</span>
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete slide"
          description={<>Delete the slide &ldquo;{slide.heading}&rdquo; from the home page? Its photo goes with it.</>}
          confirmLabel="Delete slide"
          onConfirm={() => {
            setConfirming(false);
            act("delete-slide", slide.id);
          }}
          trigger={
            <button
              type="button"
              className={`${ICON_BUTTON} text-red-700 dark:text-red-300`}
              disabled={busy}
              aria-label={`Delete ${name}`}
              title="Delete"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          }
        />
      </div>
    </li>
  );
}
