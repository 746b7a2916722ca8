import { useLayoutEffect, useRef } from "react";

/** The smallest the text may get, as a share of its size: below this a TV across the room is unreadable. */
const MIN_SCALE = 0.45;

/**
 * Shrinks a list's text until the list fits its box, so a TV never scrolls or cuts a machine off however
 * many there are: a few dozen names read large, a few hundred still fit 1080p. Measured again when `key`
 * changes (the board's data) and when the screen is resized.
 */
export function useFitText<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      let scale = 1;
      el.style.fontSize = "1em";
      while (scale > MIN_SCALE && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)) {
        scale -= 0.05;
        el.style.fontSize = `${scale}em`;
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [key]);
  return ref;
}
