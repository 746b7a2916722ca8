import { TZDate, tzScan } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { openingSpans } from "../stats/uptime";
import { calendarDaysAfter, cycleDue } from "./due";

const ZONE = "America/New_York";
const at = (iso: string) => Date.parse(iso);
const DAY = 86_400_000;
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

  it("counts days as the calendar does, through a year and around every DST change, whole and half-hour", () => {
    const byCalendar = (from: number, days: number, zone: string) => {
      const l = new TZDate(from, zone);
      const wall = [l.getFullYear(), l.getMonth(), l.getDate() + days, l.getHours(), l.getMinutes()] as const;
      return new TZDate(...wall, 0, 0, zone).getTime();
    };
    const year = { start: new Date("2026-01-01T00:00:00Z"), end: new Date("2027-01-01T00:00:00Z") };
    const differ: string[] = [];
    const check = (zone: string, from: number, days: number) => {
      if (calendarDaysAfter(from, days, zone) !== byCalendar(from, days, zone))
        differ.push(`${zone} ${new Date(from).toISOString()} +${days}`);
    };
    for (const zone of [ZONE, "Europe/London", "Australia/Lord_Howe", "Asia/Kolkata"]) {
      // Through the year every 7 hours and 7 minutes, so every hour of the day comes round.
      for (let from = year.start.getTime(); from < year.end.getTime(); from += 25_620_000) check(zone, from, 7);
      // Starting or landing within three hours of each change, every 7 minutes: the skipped and the repeated hour.
      for (const { date } of tzScan(zone, year))
        for (const days of [1, 7, 30])
          for (let step = -180; step <= 180; step += 7) {
            check(zone, date.getTime() + step * 60_000, days);
            check(zone, date.getTime() - days * DAY + step * 60_000, days);
          }
    }
    expect(differ).toEqual([]);
  });

  it("falls due by opening hours, skipping the closed Monday and the nights", () => {
    const start = at("2026-11-01T20:00:00Z"); // Sun 15:00 EST: 3 open hours left that day
    const open = openingSpans(weekly, [], start, at("2026-11-10T00:00:00Z"), ZONE);
    const due = cycleDue({
      intervals: { days: null, openHours: 10, plays: null },
      start,
      played: null,
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
    const due = cycleDue({
      intervals: { days: 30, openHours: 100, plays: 400 },
      start,
      // From 1,000 at the start: 1,300 on Nov 5, reset to 40 on Nov 7 (40 more), 220 on Nov 8: 400 reached then.
      played: { plays: 520, dueAt: at("2026-11-08T20:00:00Z") },
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
});
