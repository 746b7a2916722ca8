import { describe, expect, it } from "vitest";
import { DAY_MS, daysLeft, daysLeftLabel } from "./game-trash";

describe("days left in the Trash", () => {
  const deletedAt = "2026-03-07T15:30:00.000Z";
  const after = (ms: number) => new Date(Date.parse(deletedAt) + ms);

  it("counts a started day, from 30 right after the delete down to 0 when the purge is due", () => {
    expect(daysLeft(deletedAt, after(0))).toBe(30);
    expect(daysLeft(deletedAt, after(60_000))).toBe(30);
    expect(daysLeft(deletedAt, after(DAY_MS))).toBe(29);
    expect(daysLeft(deletedAt, after(29 * DAY_MS + 1))).toBe(1);
    expect(daysLeft(deletedAt, after(30 * DAY_MS))).toBe(0);
    expect(daysLeft(deletedAt, after(45 * DAY_MS))).toBe(0);
  });

  it("says it in words", () => {
    expect([30, 1, 0].map(daysLeftLabel)).toEqual(["30 days left", "1 day left", "Purged within the hour"]);
  });
});
