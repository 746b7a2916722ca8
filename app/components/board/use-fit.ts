import { useLayoutEffect, useRef } from "react";

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
