import { describe, expect, it } from "vitest";
import { HERO_INTERVAL_MS, isPlaying, nextSlide, previousSlide, shouldAutoRotate } from "./hero-rotation";
import { HERO_SLIDES, heroSrcSet } from "./slides";

describe("hero slideshow", () => {
  it("has 4 slides changing every 5 seconds (spec section 9)", () => {
    expect(HERO_SLIDES).toHaveLength(4);
    expect(HERO_INTERVAL_MS).toBe(5000);
  });

  it("wraps around in both directions", () => {
    expect([0, 1, 2, 3].map((i) => nextSlide(i, 4))).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((i) => previousSlide(i, 4))).toEqual([3, 0, 1, 2]);
    expect(nextSlide(0, 0)).toBe(0);
  });

  const idle = { userPaused: null, reducedMotion: false, hovered: false, focused: false };

  it("rotates by default and stops when paused, pointed at or focused", () => {
    expect(shouldAutoRotate(idle)).toBe(true);
    expect(shouldAutoRotate({ ...idle, userPaused: true })).toBe(false);
    expect(shouldAutoRotate({ ...idle, hovered: true })).toBe(false);
    expect(shouldAutoRotate({ ...idle, focused: true })).toBe(false);
  });

  it("does not rotate on its own with reduced motion, unless the visitor presses play", () => {
    expect(isPlaying({ userPaused: null, reducedMotion: true })).toBe(false);
    expect(shouldAutoRotate({ ...idle, reducedMotion: true })).toBe(false);
    expect(shouldAutoRotate({ ...idle, reducedMotion: true, userPaused: false })).toBe(true);
  });

  it("offers every generated width in the srcset", () => {
    expect(heroSrcSet(2)).toBe(
      "/images/hero/hero-2-640.webp 640w, /images/hero/hero-2-1024.webp 1024w, /images/hero/hero-2-1600.webp 1600w, /images/hero/hero-2-1920.webp 1920w",
    );
  });
});
