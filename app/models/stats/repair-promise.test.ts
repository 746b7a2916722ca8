import { describe, expect, it } from "vitest";
import { mentionsRepairPromise, repairPromiseText } from "./repair-promise";

const text = (medianMinutes: number | null, count = 10) => repairPromiseText({ count, medianMinutes });

describe("repairPromiseText", () => {
  it("says the median in hours, rounded up, below two days", () => {
    expect(text(18 * 60 + 1)).toBe("Last 90 days: half of all repairs were done within 19 hours.");
    expect(text(19 * 60)).toBe("Last 90 days: half of all repairs were done within 19 hours.");
    expect(text(47 * 60 + 30)).toBe("Last 90 days: half of all repairs were done within 48 hours.");
  });

  it("says one hour for anything up to an hour, never zero", () => {
    expect(text(0)).toBe("Last 90 days: half of all repairs were done within 1 hour.");
    expect(text(59)).toBe("Last 90 days: half of all repairs were done within 1 hour.");
  });

  it("switches to days, rounded up, from 48 hours", () => {
    expect(text(48 * 60)).toBe("Last 90 days: half of all repairs were done within 2 days.");
    expect(text(48 * 60 + 1)).toBe("Last 90 days: half of all repairs were done within 3 days.");
    expect(text(72 * 60)).toBe("Last 90 days: half of all repairs were done within 3 days.");
  });

  it("says nothing with fewer than 10 repairs or no median", () => {
    expect(text(600, 9)).toBeNull();
    expect(text(600, 0)).toBeNull();
    expect(text(null, 12)).toBeNull();
  });
});

describe("mentionsRepairPromise", () => {
  it("finds the promise however the dash and unit are written, and nothing else", () => {
    expect(mentionsRepairPromise("Our technicians handle most repairs within 24-48 hours, and ...")).toBe(true);
    expect(mentionsRepairPromise("within 24 – 48 hours")).toBe(true);
    expect(mentionsRepairPromise("a 24-48h turnaround")).toBe(true);
    expect(mentionsRepairPromise("Open 24 hours, 48 games")).toBe(false);
    expect(mentionsRepairPromise("124-480 hours")).toBe(false);
  });
});
