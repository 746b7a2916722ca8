import { describe, expect, it } from "vitest";
import { formatPrice } from "./game";

describe("formatPrice", () => {
  it("writes dollars as Intl does for en-US, with cents only when there are some", () => {
    const intl = (value: number) =>
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: value % 1 ? 2 : 0,
      }).format(value);
    for (const value of [
      0, 1, 5, 20, 99.5, 100, 750, 999.99, 1000, 1250.5, 12500, 1_000_000, 25_000_000.01, 0.01, -45,
    ]) {
      expect(formatPrice(value)).toBe(intl(value));
    }
    expect(formatPrice(1250)).toBe("$1,250");
    expect(formatPrice(1250.5)).toBe("$1,250.50");
  });

  it("writes nothing for a missing price", () => {
    expect(formatPrice(null)).toBe("");
    expect(formatPrice(undefined)).toBe("");
    expect(formatPrice(Number.NaN)).toBe("");
  });
});
