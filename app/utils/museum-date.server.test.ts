import { describe, expect, it } from "vitest";
import { formatMuseumDate } from "./museum-date.server";

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
