import { describe, expect, it } from "vitest";
import { median, ratio } from "./figures";

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([98, 41, 77])).toBe(77);
    expect(median([5])).toBe(5);
  });

  it("is the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("leaves the values it was given in their order", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("is undefined for no values", () => {
    expect(median([])).toBeUndefined();
  });
});

describe("ratio", () => {
  it("divides the part by the whole", () => {
    expect(ratio(800, 1000)).toBe(0.8);
    expect(ratio(1500, 1000)).toBe(1.5);
  });

  it("is undefined when the whole is zero", () => {
    expect(ratio(100, 0)).toBeUndefined();
  });
});
