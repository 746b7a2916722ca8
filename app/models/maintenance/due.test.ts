import { describe, expect, it } from "vitest";
import { openingSpans } from "../stats/uptime";
import { calendarDaysAfter, cycleDue, playsSince } from "./due";

const ZONE = "America/New_York";
const at = (iso: string) => Date.parse(iso);
// Open 10:00-18:00 every day but Monday (closed).
const weekly = [0, 1, 2, 3, 4, 5, 6].map((day_of_week) => ({
  day_of_week,
  open_time: "10:00",
  close_time: "18:00",
  is_closed: day_of_week === 1,
}));

describe("a maintenance cycle", () => {
  it("counts days on the museum's wall clock across the autumn DST change", () => {
    // Sat 2026-10-31 10:00 EDT (14:00Z) + 2 days = Mon 2026-11-02 10:00 EST (15:00Z): 49 hours, not 48.
    expect(new Date(calendarDaysAfter(at("2026-10-31T14:00:00Z"), 2, ZONE)).toISOString()).toBe(
      "2026-11-02T15:00:00.000Z",
    );
  });

  it("falls due by opening hours, skipping the closed Monday and the nights", () => {
    const start = at("2026-11-01T20:00:00Z"); // Sun 15:00 EST: 3 open hours left that day
    const open = openingSpans(weekly, [], start, at("2026-11-10T00:00:00Z"), ZONE);
    const due = cycleDue({
      intervals: { days: null, openHours: 10, plays: null },
      start,
      baseline: null,
      readings: [],
      open,
      now: at("2026-11-03T18:00:00Z"), // Tue 13:00 EST: 3 + 3 = 6 hours used
      timeZone: ZONE,
    });
    // 3 hours on Sunday, Monday closed, 7 more on Tuesday: 17:00 EST = 22:00Z.
    expect(new Date(due.dueAt!).toISOString()).toBe("2026-11-03T22:00:00.000Z");
    expect(due.uses[0].used).toBe(6);
    expect(due.state).toBe("later");
  });

  it("is due at the first of its intervals, and overdue once past it", () => {
    const start = at("2026-11-01T15:00:00Z");
    const open = openingSpans(weekly, [], start, at("2026-12-31T00:00:00Z"), ZONE);
    const readings = [
      { at: at("2026-11-05T20:00:00Z"), reading: 1_300 },
      { at: at("2026-11-07T20:00:00Z"), reading: 40 }, // reset, with a note: 40 more
      { at: at("2026-11-08T20:00:00Z"), reading: 220 },
    ];
    const due = cycleDue({
      intervals: { days: 30, openHours: 100, plays: 400 },
      start,
      baseline: 1_000,
      readings,
      open,
      now: at("2026-11-09T12:00:00Z"),
      timeZone: ZONE,
    });
    expect(due.uses.map((u) => [u.kind, u.used])).toEqual([
      ["days", 7.875],
      ["openHours", 56],
      ["plays", 520],
    ]);
    expect(new Date(due.dueAt!).toISOString()).toBe("2026-11-08T20:00:00.000Z");
    expect(due.state).toBe("overdue");
  });

  it("counts plays from the first reading when none was kept at the start", () => {
    expect(
      playsSince(
        null,
        [
          { at: 1, reading: 500 },
          { at: 2, reading: 650 },
        ],
        100,
      ),
    ).toEqual({ plays: 150, dueAt: 2 });
  });
});
