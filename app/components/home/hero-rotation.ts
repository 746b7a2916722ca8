/** A new slide every 5 seconds. */
export const HERO_INTERVAL_MS = 5000;

export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);
export const previousSlide = (index: number, count: number) => (count > 0 ? (index - 1 + count) % count : 0);

export type RotationState = {
  /** The visitor's own choice from the pause/play button; null until they press it. */
  userPaused: boolean | null;
  /** prefers-reduced-motion: reduce */
  reducedMotion: boolean;
  /** Pointer over the slideshow or keyboard focus inside it. */
  hovered: boolean;
  focused: boolean;
};

/** Playing unless the visitor paused it; with reduced motion it starts paused (they may still press play). */
export const isPlaying = (s: Pick<RotationState, "userPaused" | "reducedMotion">) => !(s.userPaused ?? s.reducedMotion);

/** Auto-rotation runs only while playing and nobody is pointing at or focused inside the slideshow. */
export const shouldAutoRotate = (s: RotationState) => isPlaying(s) && !s.hovered && !s.focused;
