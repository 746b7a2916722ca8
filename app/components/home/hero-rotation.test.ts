import { describe, expect, it } from "vitest";
import { HERO_INTERVAL_MS, isPlaying, nextSlide, previousSlide, shouldAutoRotate } from "./hero-rotation";
import { heroPicture } from "~/models/hero/hero-picture";

describe("hero slideshow", () => {
  it("changes slides every 5 seconds", () => {
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

  it("offers every generated width of the demo's art, and its phone slices", () => {
    expect(heroPicture("/images/hero/hero-2-1600.webp", "/uploads")).toEqual({
      src: "/images/hero/hero-2-1600.webp",
      srcSet:
        "/images/hero/hero-2-640.webp 640w, /images/hero/hero-2-1024.webp 1024w, /images/hero/hero-2-1600.webp 1600w, /images/hero/hero-2-1920.webp 1920w",
      phoneSrcSet: "/images/hero/hero-2-m480.webp 480w, /images/hero/hero-2-m645.webp 645w",
      width: 1920,
      height: 900,
    });
  });

  it("offers an upload's three variants, phones the two smaller ones, under the uploads' base", () => {
    const id = "ab".repeat(16);
    expect(heroPicture(`/uploads/${id}-1200.webp`, "https://cdn.example.org/u")).toEqual({
      src: `https://cdn.example.org/u/${id}-1200.webp`,
      srcSet: `https://cdn.example.org/u/${id}-400.webp 400w, https://cdn.example.org/u/${id}-800.webp 800w, https://cdn.example.org/u/${id}-1200.webp 1200w`,
      phoneSrcSet: `https://cdn.example.org/u/${id}-400.webp 400w, https://cdn.example.org/u/${id}-800.webp 800w`,
      width: 1200,
      height: 675,
    });
  });

  it("draws nothing for an address that is neither kind", () => {
    for (const url of ["/images/hero/hero-9-1600.webp", "https://elsewhere.example/x.webp", "/uploads/../x"])
      expect(heroPicture(url, "/uploads")).toBeNull();
  });
});
