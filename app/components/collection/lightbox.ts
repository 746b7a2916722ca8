/** A swipe moves the lightbox only past 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

/** The image index after moving by delta, wrapping around at both ends. */
export function nextIndex(index: number, delta: number, total: number) {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/**
 * A horizontal swipe of dx pixels (end minus start) as a step: a swipe to the
 * left shows the next image (+1), to the right the previous one (-1); 50 px or
 * less is a tap or a wobble and moves nothing. A mostly vertical drag (scroll) does not count.
 */
export function swipeDirection(dx: number, dy = 0): -1 | 0 | 1 {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The key's step in the lightbox, or null for keys it leaves alone. */
export function keyStep(key: string): -1 | 1 | null {
  if (key === "ArrowRight") return 1;
  if (key === "ArrowLeft") return -1;
  return null;
}
