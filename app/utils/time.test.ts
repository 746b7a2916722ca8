import { describe, expect, it } from "vitest";
import { DAY_NAMES, formatTime12, formatTimeRange } from "./time";

describe("formatTime12", () => {
  it.each([
    ["17:00", "5pm"],
    ["17:30", "5:30pm"],
    ["00:00", "12am"],
    ["12:00", "12pm"],
    ["12:30", "12:30pm"],
    ["00:15", "12:15am"],
    ["09:05", "9:05am"],
    ["11:00", "11am"],
    ["23:00", "11pm"],
    ["17:00:00", "5pm"],
  ])("%s -> %s", (input, expected) => {
    expect(formatTime12(input)).toBe(expected);
  });

  it("gives an empty string for no time", () => {
    expect(formatTime12(null)).toBe("");
    expect(formatTime12(undefined)).toBe("");
    expect(formatTime12("")).toBe("");
  });
});

describe("formatTimeRange", () => {
  it("joins opening and closing like the spec ('11am - 7pm')", () => {
    expect(formatTimeRange("11:00", "19:00")).toBe("11am - 7pm");
    expect(formatTimeRange("11:30", "23:00")).toBe("11:30am - 11pm");
  });

  it("is Closed when either time is missing", () => {
    expect(formatTimeRange(null, null)).toBe("Closed");
    expect(formatTimeRange("11:00", null)).toBe("Closed");
    expect(formatTimeRange(undefined, "19:00")).toBe("Closed");
  });
});

describe("DAY_NAMES", () => {
  it("starts on Sunday like day_of_week 0", () => {
    expect(DAY_NAMES[0]).toBe("Sunday");
    expect(DAY_NAMES[6]).toBe("Saturday");
    expect(DAY_NAMES).toHaveLength(7);
  });
});
