import { describe, expect, it } from "vitest";
import { addCalendarDays, fullWeek, specialDaysAhead, type DayException, type WeeklyHours } from "./hours";
import { isOpenNow, museumClock } from "./museum-clock";

const TZ = "America/New_York";

/** The spec's structured data: Sun, Wed, Thu 11:00-19:00; Fri, Sat 11:00-23:00; Mon, Tue closed. */
const WEEK: WeeklyHours[] = [
  { day_of_week: 0, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 1, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 2, open_time: null, close_time: null, is_closed: true },
  { day_of_week: 3, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 4, open_time: "11:00", close_time: "19:00", is_closed: false },
  { day_of_week: 5, open_time: "11:00", close_time: "23:00", is_closed: false },
  { day_of_week: 6, open_time: "11:00", close_time: "23:00", is_closed: false },
];

// Every instant is explicit UTC; the comments give the museum's wall clock.
const at = (iso: string) => new Date(iso);
const open = (now: string, special: DayException[] = [], week = WEEK) => isOpenNow(week, special, at(now), TZ);

describe("museumClock", () => {
  it("reads date, weekday and time in the museum's zone, not UTC", () => {
    // Saturday 03:30 UTC is still Friday 22:30 in New York (EST, UTC-5).
    expect(museumClock(at("2026-01-10T03:30:00Z"), TZ)).toEqual({ date: "2026-01-09", dayOfWeek: 5, time: "22:30" });
    // Summer: EDT, UTC-4.
    expect(museumClock(at("2026-07-11T02:30:00Z"), TZ)).toEqual({ date: "2026-07-10", dayOfWeek: 5, time: "22:30" });
  });
});

describe("isOpenNow (America/New_York)", () => {
  it("is open on a Friday at 22:30 local time, in winter and in summer", () => {
    expect(open("2026-01-10T03:30:00Z")).toBe(true); // Fri 9 Jan 22:30 EST
    expect(open("2026-07-11T02:30:00Z")).toBe(true); // Fri 10 Jul 22:30 EDT
  });

  it("opens at the open time and is closed from the close time on", () => {
    expect(open("2026-01-09T15:59:00Z")).toBe(false); // Fri 10:59 EST
    expect(open("2026-01-09T16:00:00Z")).toBe(true); // Fri 11:00
    expect(open("2026-01-10T03:59:00Z")).toBe(true); // Fri 22:59
    expect(open("2026-01-10T04:00:00Z")).toBe(false); // Fri 23:00
  });

  it("is closed on a Monday", () => {
    expect(open("2026-01-12T19:00:00Z")).toBe(false); // Mon 12 Jan 14:00 EST
  });

  it("is closed on a weekday with no entry at all", () => {
    const withoutFriday = WEEK.filter((w) => w.day_of_week !== 5);
    expect(open("2026-01-10T03:30:00Z", [], withoutFriday)).toBe(false);
    expect(open("2026-01-10T03:30:00Z", [], [])).toBe(false);
  });

  it("a closed special day overrides the week", () => {
    const christmasEve: DayException = {
      date: "2026-12-24",
      open_time: null,
      close_time: null,
      is_closed: true,
      reason: "Christmas Eve",
    };
    expect(open("2026-12-24T20:00:00Z")).toBe(true); // Thu 24 Dec 15:00 EST, normally open
    expect(open("2026-12-24T20:00:00Z", [christmasEve])).toBe(false);
    expect(open("2026-12-23T20:00:00Z", [christmasEve])).toBe(true); // the day before is unaffected
  });

  it("a special day with times is open from its open time and closed from its close time on", () => {
    const nye: DayException = {
      date: "2026-12-31",
      open_time: "13:00",
      close_time: "17:00",
      is_closed: false,
      reason: "New Year's Eve",
    };
    expect(open("2026-12-31T17:59:00Z", [nye])).toBe(false); // 12:59 EST, the week would say open
    expect(open("2026-12-31T18:00:00Z", [nye])).toBe(true); // 13:00 exactly
    expect(open("2026-12-31T21:59:00Z", [nye])).toBe(true); // 16:59
    expect(open("2026-12-31T22:00:00Z", [nye])).toBe(false); // 17:00 exactly
    expect(open("2026-12-31T23:00:00Z", [nye])).toBe(false); // 18:00, the week would say open
  });

  it("a special day that is neither closed nor timed leaves the week in charge", () => {
    const note: DayException = {
      date: "2026-12-31",
      open_time: null,
      close_time: null,
      is_closed: false,
      reason: "Staff training",
    };
    expect(open("2026-12-31T17:00:00Z", [note])).toBe(true); // Thursday 12:00, open by the week
    expect(open("2026-12-31T15:00:00Z", [note])).toBe(false); // 10:00, before the week's opening
  });

  it("matches a special day by the museum's date, not the UTC date", () => {
    const saturdayClosed: DayException = {
      date: "2026-01-17",
      open_time: null,
      close_time: null,
      is_closed: true,
      reason: "Private event",
    };
    // 02:00 UTC on Saturday 17 Jan is Friday 16 Jan 21:00 in New York: Friday hours apply.
    expect(open("2026-01-17T02:00:00Z", [saturdayClosed])).toBe(true);
    expect(open("2026-01-17T17:00:00Z", [saturdayClosed])).toBe(false); // Sat 12:00 EST
  });

  it("is DST-safe on the days the clocks change", () => {
    // Sunday 8 Mar 2026, clocks spring forward at 02:00 (EDT, UTC-4 from then on).
    expect(open("2026-03-08T14:59:00Z")).toBe(false); // 10:59 EDT
    expect(open("2026-03-08T15:00:00Z")).toBe(true); // 11:00 EDT
    expect(open("2026-03-08T22:59:00Z")).toBe(true); // 18:59 EDT
    expect(open("2026-03-08T23:00:00Z")).toBe(false); // 19:00 EDT
    // Sunday 1 Nov 2026, clocks fall back at 02:00 (EST, UTC-5 from then on).
    expect(open("2026-11-01T15:59:00Z")).toBe(false); // 10:59 EST
    expect(open("2026-11-01T16:00:00Z")).toBe(true); // 11:00 EST
    expect(open("2026-11-02T00:00:00Z")).toBe(false); // 19:00 EST
  });
});

describe("fullWeek", () => {
  it("gives seven rows, Sunday first, with Closed for missing days", () => {
    const week = fullWeek([WEEK[5], WEEK[0]]);
    expect(week.map((d) => d.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[0]).toBe(WEEK[0]);
    expect(week[5]).toBe(WEEK[5]);
    expect(week[3]).toEqual({ day_of_week: 3, open_time: null, close_time: null, is_closed: true });
  });
});

describe("specialDaysAhead: the coming week's special days as every page's hours show them", () => {
  const day = (date: string, extra: Partial<DayException> = {}): DayException => ({
    date,
    open_time: null,
    close_time: null,
    is_closed: true,
    reason: null,
    ...extra,
  });

  it("today and the six days after it, in date order, closures and special hours with their reasons", () => {
    const special = [
      day("2026-11-28", { is_closed: false, open_time: "10:00", close_time: "14:00", reason: "Staff training" }),
      day("2026-11-26", { reason: "Thanksgiving" }),
      day("2026-11-23", { reason: "Yesterday" }),
      day("2026-12-01", { reason: "A week from today" }),
      day("2026-11-24", { reason: "  " }),
    ];
    expect(specialDaysAhead(special, "2026-11-24")).toEqual([
      { date: "2026-11-24", label: "Tue Nov 24", hours: "Closed", reason: null },
      { date: "2026-11-26", label: "Thu Nov 26", hours: "Closed", reason: "Thanksgiving" },
      { date: "2026-11-28", label: "Sat Nov 28", hours: "10am - 2pm", reason: "Staff training" },
    ]);
  });

  it("counts calendar days across a month's and a year's end", () => {
    expect(addCalendarDays("2026-12-29", 7)).toBe("2027-01-05");
    expect(specialDaysAhead([day("2027-01-04", { reason: "Inventory" })], "2026-12-29")).toEqual([
      { date: "2027-01-04", label: "Mon Jan 4", hours: "Closed", reason: "Inventory" },
    ]);
  });
});
