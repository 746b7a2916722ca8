import { describe, expect, it } from "vitest";
import { keyStep, nextIndex, SWIPE_THRESHOLD_PX, swipeDirection } from "./lightbox";

describe("nextIndex (spec: the lightbox wraps around)", () => {
  it("steps forward and back inside the range", () => {
    expect(nextIndex(0, 1, 3)).toBe(1);
    expect(nextIndex(2, -1, 3)).toBe(1);
  });

  it("wraps from the last image to the first and from the first to the last", () => {
    expect(nextIndex(2, 1, 3)).toBe(0);
    expect(nextIndex(0, -1, 3)).toBe(2);
    expect(nextIndex(0, -7, 3)).toBe(2);
  });

  it("stays on a single image and copes with an empty gallery", () => {
    expect(nextIndex(0, 1, 1)).toBe(0);
    expect(nextIndex(0, -1, 1)).toBe(0);
    expect(nextIndex(4, 1, 0)).toBe(0);
  });
});

describe("swipeDirection (spec: swipe threshold 50 px)", () => {
  it("the threshold is 50 px", () => expect(SWIPE_THRESHOLD_PX).toBe(50));

  it("a swipe to the left shows the next image, to the right the previous one", () => {
    expect(swipeDirection(-60)).toBe(1);
    expect(swipeDirection(60)).toBe(-1);
    expect(swipeDirection(-51)).toBe(1);
  });

  it("50 px or less moves nothing", () => {
    expect(swipeDirection(-50)).toBe(0);
    expect(swipeDirection(50)).toBe(0);
    expect(swipeDirection(30)).toBe(0);
    expect(swipeDirection(0)).toBe(0);
  });

  it("a mostly vertical drag is a scroll, not a swipe", () => {
    expect(swipeDirection(-60, 120)).toBe(0);
    expect(swipeDirection(-60, 20)).toBe(1);
  });
});

describe("keyStep", () => {
  it("arrows move, other keys do nothing", () => {
    expect(keyStep("ArrowRight")).toBe(1);
    expect(keyStep("ArrowLeft")).toBe(-1);
    expect(keyStep("Escape")).toBeNull();
    expect(keyStep("Enter")).toBeNull();
  });
});
