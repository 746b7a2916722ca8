import { describe, expect, it } from "vitest";
import { openRepairsByAge } from "./open-repairs";
import { formatDuration, formatShare } from "./stats-format";

describe("formatDuration", () => {
  it("reads as hours and minutes, rounded to the minute", () => {
    expect(formatDuration(1160)).toBe("19 h 20 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 h");
    expect(formatDuration(5400.4)).toBe("90 h");
    expect(formatDuration(0.2)).toBe("0 min");
    expect(formatDuration(null)).toBe("–");
  });
});

describe("formatShare", () => {
  it("rounds down to a tenth of a percent, so only a machine never down reads 100%", () => {
    expect(formatShare(0.943)).toBe("94.3%");
    expect(formatShare(10620 / 11280)).toBe("94.1%");
    expect(formatShare(0.99999)).toBe("99.9%");
    expect(formatShare(1)).toBe("100.0%");
    expect(formatShare(0)).toBe("0.0%");
    expect(formatShare(null)).toBe("–");
  });
});

describe("openRepairsByAge", () => {
  it("puts each open repair in one row (safety first) and one age column", () => {
    const now = Date.parse("2026-03-30T12:00:00Z");
    const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
    const rows = openRepairsByAge(
      [
        { severity: "unplayable", safety: false, created_at: ago(23) },
        { severity: "unplayable", safety: false, created_at: ago(24) },
        { severity: "cosmetic", safety: true, created_at: ago(24 * 7) },
        { severity: "minor", safety: false, created_at: ago(24 * 30) },
        { severity: "major", safety: false, created_at: ago(24 * 29) },
      ],
      now,
    );
    expect(rows.map((r) => [r.label, r.byAge, r.total])).toEqual([
      ["Safety", [0, 0, 1, 0], 1],
      ["Unplayable", [1, 1, 0, 0], 2],
      ["Major (plays, but badly)", [0, 0, 1, 0], 1],
      ["Minor", [0, 0, 0, 1], 1],
      ["Cosmetic", [0, 0, 0, 0], 0],
    ]);
  });
});
