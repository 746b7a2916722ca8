import { describe, expect, it } from "vitest";
import { formatMuseumDate, formatMuseumDay, MUSEUM_DATE_FORMATS } from "./museum-date.server";

describe("formatMuseumDate", () => {
  const iso = "2026-03-05T02:15:00.000Z";

  it("writes the museum's wall clock, not UTC", () => {
    expect(formatMuseumDate(iso, "dateTime", "America/New_York")).toBe("Mar 4, 2026 9:15 PM");
    expect(formatMuseumDate(iso, "day", "America/New_York")).toBe("Mar 4, 2026");
    expect(formatMuseumDate(iso, "time", "America/New_York")).toBe("9:15 PM");
  });

  it("takes ISO text, epoch milliseconds and Dates alike", () => {
    expect(formatMuseumDate(Date.parse(iso), "dateTime", "UTC")).toBe("Mar 5, 2026 2:15 AM");
    expect(formatMuseumDate(new Date(iso), "dateTime", "UTC")).toBe("Mar 5, 2026 2:15 AM");
  });
});

describe("formatMuseumDay", () => {
  it("writes a stored calendar date as the day it names, in any pattern, without shifting it", () => {
    expect(formatMuseumDay("2026-12-03")).toBe("Dec 3, 2026");
    expect(formatMuseumDay("2026-07-11", MUSEUM_DATE_FORMATS.longDay)).toBe("Saturday, July 11, 2026");
    expect(formatMuseumDay("2026-01-01", "EEE, MMM d")).toBe("Thu, Jan 1");
  });

  it("says 'No date' for a text that is not one", () => {
    expect(formatMuseumDay("nope")).toBe("No date");
  });
});
