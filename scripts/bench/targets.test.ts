import { describe, expect, it } from "vitest";
import { loadVerdict } from "./targets";

describe("loadVerdict", () => {
  it("says both targets are met by a run without errors and a p99 under 500 ms", () => {
    expect(loadVerdict({ errors: 0, non2xx: 0, p99: 499, perSecond: 312.44 })).toBe(
      "targets: errors and non-2xx 0 (0 asked: met), p99 499 ms (under 500 ms asked: met), 312.4 pages/s",
    );
  });

  it("counts errors and non-2xx answers together, and holds 500 ms itself as too slow", () => {
    expect(loadVerdict({ errors: 2, non2xx: 1, p99: 500, perSecond: 80 })).toBe(
      "targets: errors and non-2xx 3 (0 asked: NOT met), p99 500 ms (under 500 ms asked: NOT met), 80.0 pages/s",
    );
  });
});
