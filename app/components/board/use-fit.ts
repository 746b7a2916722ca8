import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** The smallest the text may get, as a share of its size: below this a TV across the room is unreadable. */
const MIN_SCALE = 0.45;
const STEP = 0.05;

/**
 * The class of a box whose text useFitText sizes. The site's reduced-motion rule gives every property a 0.01 ms
 * transition, so a new size would reach the text a frame later and every measurement would see the old one.
 */
export const FITTED = "transition-none [&_*]:transition-none";

/**
 * Sizes a box's text to fill it without overflowing, so a TV never scrolls or cuts a row off however many
 * there are: a few dozen names read large, a few hundred still fit 1080p. `largest` is where it starts (1:
 * never larger than designed). Measured again when the content changes and when the screen is resized.
 */
export function useFitText<T extends HTMLElement>(largest = 1) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      let scale = largest;
      el.style.fontSize = `${scale}em`;
      while (scale > MIN_SCALE && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) {
        scale -= STEP;
        el.style.fontSize = `${scale}em`;
      }
    };
    fit();
    // The box keeps its size when the text around it settles (a late font, a neighbour's wrap): its parent does not.
    const resized = new ResizeObserver(fit);
    resized.observe(el);
    if (el.parentElement) resized.observe(el.parentElement);
    void document.fonts?.ready.then(fit);
    // New data re-renders the rows, not the box: its size stays, so only a change of content says to measure.
    const changed = new MutationObserver(fit);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [largest]);
  return ref;
}

/** The smallest the playing machines' names get before the list turns into pages: readable across a room. */
const READABLE_SCALE = 0.75;
const PAGE_MS = 12_000;

/**
 * A list too long for its box even at a readable size is shown a page at a time, turning every 12 seconds
 * (a TV has no pointer to scroll with): the pages hold as many rows as fit at READABLE_SCALE, measured again
 * when the rows or the box's size change. Returns the rows to draw and, when there are several pages, which
 * one is showing.
 */
export function useFitPages<T extends HTMLElement, Row>(rows: Row[], largest = 1) {
  const ref = useRef<T>(null);
  // The box's size as last seen, and how many rows a page held for that size and that many rows.
  const [size, setSize] = useState("");
  const [measured, setMeasured] = useState<{ size: string; count: number; perPage: number } | null>(null);
  const [page, setPage] = useState(0);
  const perPage = measured?.size === size && measured.count === rows.length ? measured.perPage : rows.length;
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const overflows = () => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
    let scale = largest;
    el.style.fontSize = `${scale}em`;
    while (scale > READABLE_SCALE && overflows()) {
      scale -= STEP;
      el.style.fontSize = `${scale}em`;
    }
    if (!overflows()) return;
    // Rows whose box ends inside the list's box are the ones a page can hold.
    const box = el.getBoundingClientRect();
    const fitting = [...el.children].filter((child) => {
      const r = child.getBoundingClientRect();
      return r.right <= box.right + 1 && r.bottom <= box.bottom + 1;
    }).length;
    setMeasured({ size, count: rows.length, perPage: Math.max(1, Math.min(fitting, perPage - 1)) });
  }, [rows, largest, perPage, size]);
  useEffect(() => {
    const el = ref.current?.parentElement;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize(`${el.clientWidth}x${el.clientHeight}`));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((p) => p + 1), PAGE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  const shown = page % pages;
  return {
    ref,
    rows: pages > 1 ? rows.slice(shown * perPage, (shown + 1) * perPage) : rows,
    page: pages > 1 ? { number: shown + 1, of: pages } : null,
  };
}
