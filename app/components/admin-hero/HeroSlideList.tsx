import { CircleCheck, Images, Plus } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { EditPanel, useEditing } from "~/components/admin/EditPanel";
import { useActionButton } from "~/components/forms/use-action-button";
import { FormAlert } from "~/components/ui/FormAlert";
import {
  HERO_FULL,
  HERO_NO_SLIDES,
  HERO_SLIDES_MAX,
  NEW_HERO_SLIDE,
  type HeroDirection,
} from "~/models/hero/hero-slide";
import type { action as heroAction } from "~/routes/admin.hero";
import { HeroSlideForm } from "./HeroSlideForm";
import { HeroSlideRow, type AdminHeroSlide } from "./HeroSlideRow";

const openerId = (key: string) => (key === "new" ? "add-slide" : `edit-slide-${key}`);
const HEADING_ID = "slides-heading";

export type RowAct = (intent: "move-slide" | "delete-slide", id: number, direction?: HeroDirection) => void;

/**
 * The slides as a dense list, each a row with its thumbnail, in the home page's order: add one above the list,
 * edit one in its place, move one up or down, delete one. The outcome of every write is said in one status line
 * above the list. After a move the focus stays on the button that moved the slide, so a keyboard user can
 * press it again (on the other one when the slide reached an end); after a delete it goes to the list's heading.
 */
export function HeroSlideList({ slides }: { slides: AdminHeroSlide[] }) {
  const { editing, open, onSaved, onCancel } = useEditing<string>(openerId);
  // Each opening of a form posts through a fetcher of its own, so no earlier answer shows in a new form.
  const [formKey, setFormKey] = useState("hero-slide-form-0");
  const formAnswer = useActionButton<typeof heroAction>(formKey).data;
  const row = useActionButton<typeof heroAction>("hero-slide-row");
  const [seen, setSeen] = useState({ row: row.data, form: formAnswer });
  const [notice, setNotice] = useState<string | null>(null);
  if (row.data !== seen.row || formAnswer !== seen.form) {
    const fresh = row.data !== seen.row ? row.data : formAnswer;
    setSeen({ row: row.data, form: formAnswer });
    setNotice(fresh?.ok ? (fresh.message ?? null) : null);
  }

  // The ids the focus goes to once the row's write is answered: the first that is there and enabled.
  const focusAfter = useRef<string[]>([]);
  useEffect(() => {
    if (row.busy || focusAfter.current.length === 0) return;
    const candidates = [...focusAfter.current, HEADING_ID].map((id) => document.getElementById(id));
    focusAfter.current = [];
    const usable = candidates.find((el) => el && !(el instanceof HTMLButtonElement && el.disabled));
    requestAnimationFrame(() => usable?.focus());
  }, [row.busy, row.data]);

  const { submit } = row;
  const act: RowAct = useCallback(
    (intent, id, direction) => {
      setNotice(null);
      focusAfter.current = direction
        ? [`move-${direction}-${id}`, `move-${direction === "up" ? "down" : "up"}-${id}`]
        : [];
      void submit(
        { intent, id: String(id), ...(direction ? { direction } : {}) },
        { method: "post", action: "/admin/hero", preventScrollReset: true },
      );
    },
    [submit],
  );
  const openForm = (key: string) => {
    setNotice(null);
    setFormKey((current) => `hero-slide-form-${Number(current.split("-").pop()) + 1}`);
    open(key);
  };
  const full = slides.length >= HERO_SLIDES_MAX;

  return (
    <section aria-labelledby={HEADING_ID} className="card p-4 sm:p-6">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold">
          <Images aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Slides ({slides.length} of{" "}
          {HERO_SLIDES_MAX})
        </h2>
        {editing !== "new" ? (
          <button
            id={openerId("new")}
            type="button"
            className="btn-primary"
            disabled={full}
            aria-describedby={full ? "slides-full" : undefined}
            onClick={() => openForm("new")}
          >
            <Plus aria-hidden className="size-4" /> Add slide
          </button>
        ) : null}
      </div>
      {full ? (
        <p id="slides-full" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {HERO_FULL}
        </p>
      ) : null}
      <div aria-live="polite">
        {notice ? (
          <p
            role="status"
            className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
          >
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            {notice}
          </p>
        ) : null}
      </div>
      {row.error ? (
        <div className="mt-3">
          <FormAlert>{row.error}</FormAlert>
        </div>
      ) : null}
      {editing === "new" ? (
        <div className="mt-4">
          <EditPanel title="Add slide">
            <HeroSlideForm
              slideId={null}
              initial={NEW_HERO_SLIDE}
              thumb={null}
              fetcherKey={formKey}
              onSaved={onSaved}
              onCancel={onCancel}
            />
          </EditPanel>
        </div>
      ) : null}
      {slides.length === 0 ? (
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
          {HERO_NO_SLIDES}
        </p>
      ) : (
        <ol className="mt-4 grid gap-2" aria-label="Slides in the home page's order">
          {slides.map((slide, at) =>
            editing === String(slide.id) ? (
              <li key={slide.id}>
                <EditPanel title={`Edit slide ${at + 1}`}>
                  <HeroSlideForm
                    slideId={slide.id}
                    initial={slide}
                    thumb={slide.thumb}
                    fetcherKey={formKey}
                    onSaved={onSaved}
                    onCancel={onCancel}
                  />
                </EditPanel>
              </li>
            ) : (
              <HeroSlideRow
                key={slide.id}
                slide={slide}
                position={at + 1}
                count={slides.length}
                busy={row.busy}
                act={act}
                onEdit={() => openForm(String(slide.id))}
                editId={openerId(String(slide.id))}
              />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
