import { describe, expect, it } from "vitest";
import type { DayException, WeeklyHours } from "../hours/hours";
import {
  collectionUptime,
  dailyAvailability,
  finishedRepairs,
  machineUptime,
  median,
  openingSpans,
  overlapMinutes,
  periodDays,
  repairsTimedNote,
  statusSpans,
  type StatusChange,
} from "./uptime";

const TZ = "America/New_York";

/** Tuesday to Sunday 10:00-18:00 (480 minutes), Mondays closed. */
const WEEK: WeeklyHours[] = Array.from({ length: 7 }, (_, day) =>
  day === 1
    ? { day_of_week: day, open_time: null, close_time: null, is_closed: true }
    : { day_of_week: day, open_time: "10:00", close_time: "18:00", is_closed: false },
);

// Every instant is explicit UTC; the comments give the museum's wall clock. New York is UTC-5 until
// Sunday 2026-03-08 02:00, UTC-4 from then on.
const t = (iso: string) => Date.parse(iso);
const down = (at: string): StatusChange => ({ at: t(at), to: "In Repair" });
const parts = (at: string): StatusChange => ({ at: t(at), to: "Awaiting Parts" });
const up = (at: string): StatusChange => ({ at: t(at), to: "Operational" });

/** The first week of March 2026: Sun Mar 1 00:00 EST to Sun Mar 8 00:00 EST. */
const FROM = t("2026-03-01T05:00:00Z");
const TO = t("2026-03-08T05:00:00Z");

function machine(changes: StatusChange[], special: DayException[] = [], { from = FROM, to = TO, onFloor = true } = {}) {
  return machineUptime({
    from,
    to,
    open: openingSpans(WEEK, special, from - 7 * 86_400_000, to, TZ),
    onFloor,
    before: "Operational",
    changes,
  });
}

describe("openingSpans", () => {
  it("builds each open day in museum time, on both sides of the DST change", () => {
    // Sat Mar 7 and Sun Mar 8: 10:00 EST is 15:00Z, 10:00 EDT is 14:00Z.
    expect(openingSpans(WEEK, [], t("2026-03-07T05:00:00Z"), t("2026-03-09T04:00:00Z"), TZ)).toEqual([
      { start: t("2026-03-07T15:00:00Z"), end: t("2026-03-07T23:00:00Z") },
      { start: t("2026-03-08T14:00:00Z"), end: t("2026-03-08T22:00:00Z") },
    ]);
  });

  it("skips Mondays and closed special days, uses a special day's own hours, and clips to the period", () => {
    const special: DayException[] = [
      { date: "2026-03-04", open_time: null, close_time: null, is_closed: true, reason: "Flood" },
      { date: "2026-03-05", open_time: "10:00", close_time: "14:00", is_closed: false, reason: "Staff day" },
    ];
    // From Mon Mar 2 00:00 EST to Thu Mar 5 12:00 EST.
    expect(openingSpans(WEEK, special, t("2026-03-02T05:00:00Z"), t("2026-03-05T17:00:00Z"), TZ)).toEqual([
      { start: t("2026-03-03T15:00:00Z"), end: t("2026-03-03T23:00:00Z") },
      { start: t("2026-03-05T15:00:00Z"), end: t("2026-03-05T17:00:00Z") },
    ]);
  });

  it("lets a special day open a day the week keeps closed", () => {
    const special: DayException[] = [
      { date: "2026-03-02", open_time: "12:00", close_time: "15:00", is_closed: false, reason: "School visit" },
    ];
    expect(openingSpans(WEEK, special, t("2026-03-02T05:00:00Z"), t("2026-03-03T05:00:00Z"), TZ)).toEqual([
      { start: t("2026-03-02T17:00:00Z"), end: t("2026-03-02T20:00:00Z") },
    ]);
  });
});

describe("machineUptime", () => {
  it("counts a repair over a closed night only in its open hours, and the DST night as 23 hours", () => {
    // Down Sat Mar 7 16:00 EST, up Sun Mar 8 12:00 EDT: open 16:00-18:00 + 10:00-12:00 = 240 minutes;
    // calendar 21:00Z to 16:00Z next day = 19 hours = 1140 minutes (20 on the wall clock, less the lost hour).
    const changes = [down("2026-03-07T21:00:00Z"), up("2026-03-08T16:00:00Z")];
    const result = machine(changes, [], { to: t("2026-03-09T04:00:00Z") });
    expect(result.repairs).toEqual([{ openMinutes: 240, calendarMinutes: 1140 }]);
    // Open Tue-Sun, 7 days x 480 = 3360; down 240.
    expect(result.minutesOpen).toBe(3360);
    expect(result.minutesUp).toBe(3120);
    expect(result.availability).toBe(3120 / 3360);
  });

  it("does not count a special closure as down time", () => {
    // Down Tue Mar 3 12:00, up Thu Mar 5 11:00; Wed Mar 4 closed: 360 + 0 + 60 = 420 open minutes, 47 hours.
    const closed: DayException[] = [
      { date: "2026-03-04", open_time: null, close_time: null, is_closed: true, reason: "Flood" },
    ];
    const result = machine([down("2026-03-03T17:00:00Z"), up("2026-03-05T16:00:00Z")], closed);
    expect(result.repairs).toEqual([{ openMinutes: 420, calendarMinutes: 2820 }]);
    // Open Sun, Tue, Thu, Fri, Sat: 5 x 480 = 2400.
    expect(result.minutesOpen).toBe(2400);
    expect(result.minutesUp).toBe(2400 - 420);
  });

  it("counts a shorter special day only until its own close", () => {
    // Thu Mar 5 open 10:00-14:00. Down 13:00, up Fri 10:30: 60 + 30 = 90 open minutes, 21.5 hours.
    const short: DayException[] = [
      { date: "2026-03-05", open_time: "10:00", close_time: "14:00", is_closed: false, reason: "Staff day" },
    ];
    const result = machine([down("2026-03-05T18:00:00Z"), up("2026-03-06T15:30:00Z")], short);
    expect(result.repairs).toEqual([{ openMinutes: 90, calendarMinutes: 1290 }]);
    // 5 full days x 480 + 240 = 2640.
    expect(result.minutesOpen).toBe(2640);
    expect(result.minutesUp).toBe(2640 - 90);
  });

  it("treats In Repair, Awaiting Parts and In Repair again as one repair, whatever order the rows come in", () => {
    // Tue Mar 3: down 11:00, parts 12:00, in repair 14:00, up 15:00 (EST): one repair of 240 minutes.
    const changes = [
      up("2026-03-03T20:00:00Z"),
      down("2026-03-03T16:00:00Z"),
      { at: t("2026-03-03T19:00:00Z"), to: "In Repair" as const },
      parts("2026-03-03T17:00:00Z"),
    ];
    const result = machine(changes);
    expect(result.repairs).toEqual([{ openMinutes: 240, calendarMinutes: 240 }]);
    expect(result.minutesUp).toBe(6 * 480 - 240);
  });

  it("keeps the last of two changes at the same instant", () => {
    const changes = [down("2026-03-03T16:00:00Z"), parts("2026-03-03T16:00:00Z"), up("2026-03-03T17:00:00Z")];
    expect(statusSpans("Operational", changes, t("2026-03-03T15:00:00Z"), t("2026-03-03T18:00:00Z"))).toEqual([
      { start: t("2026-03-03T15:00:00Z"), end: t("2026-03-03T16:00:00Z"), status: "Operational" },
      { start: t("2026-03-03T16:00:00Z"), end: t("2026-03-03T17:00:00Z"), status: "Awaiting Parts" },
      { start: t("2026-03-03T17:00:00Z"), end: t("2026-03-03T18:00:00Z"), status: "Operational" },
    ]);
  });

  it("leaves a machine in the Warehouse out of availability but keeps its repairs", () => {
    const result = machine([down("2026-03-03T15:00:00Z"), up("2026-03-03T16:00:00Z")], [], { onFloor: false });
    expect(result).toEqual({
      minutesOpen: 0,
      minutesUp: 0,
      availability: null,
      repairs: [{ openMinutes: 60, calendarMinutes: 60 }],
      openByDay: [0, 0, 0, 0, 0, 0],
      upByDay: [0, 0, 0, 0, 0, 0],
    });
  });

  it("counts a repair begun before the period in full, and none still open at its end", () => {
    // Down Sat Feb 28 17:00 EST, up Tue Mar 3 11:00: open 60 (Feb 28) + 480 (Sun) + 60 (Tue) = 600;
    // calendar 2 days 18 hours = 3960 minutes. Down again Sat Mar 7 17:00, still down on Mar 8.
    const changes = [down("2026-02-28T22:00:00Z"), up("2026-03-03T16:00:00Z"), down("2026-03-07T22:00:00Z")];
    const result = machine(changes);
    expect(result.repairs).toEqual([{ openMinutes: 600, calendarMinutes: 3960 }]);
    // In the period it is down Sun (480), Tue 10:00-11:00 (60) and Sat 17:00-18:00 (60).
    expect(result.minutesOpen).toBe(6 * 480);
    expect(result.minutesUp).toBe(6 * 480 - 600);
  });

  it("leaves out a repair whose start is not recorded", () => {
    expect(finishedRepairs("In Repair", [up("2026-03-03T16:00:00Z")], FROM, TO)).toEqual([]);
    expect(finishedRepairs(null, [down("2026-03-02T16:00:00Z"), up("2026-03-03T16:00:00Z")], FROM, TO)).toEqual([]);
  });

  it("does not count time before the game existed", () => {
    // Created Operational on Sat Mar 7 at 14:00: 4 open hours that week.
    const result = machineUptime({
      from: FROM,
      to: TO,
      open: openingSpans(WEEK, [], FROM, TO, TZ),
      onFloor: true,
      before: null,
      changes: [up("2026-03-07T19:00:00Z")],
    });
    expect(result.minutesOpen).toBe(240);
    expect(result.availability).toBe(1);
  });
});

describe("collectionUptime", () => {
  it("weighs machines by their open minutes and pools every repair", () => {
    const a = {
      minutesOpen: 1000,
      minutesUp: 900,
      availability: 0.9,
      repairs: [{ openMinutes: 100, calendarMinutes: 300 }],
    };
    const b = {
      minutesOpen: 500,
      minutesUp: 500,
      availability: 1,
      repairs: [
        { openMinutes: 20, calendarMinutes: 20 },
        { openMinutes: 40, calendarMinutes: 1000 },
      ],
    };
    const warehouse = { minutesOpen: 0, minutesUp: 0, availability: null, repairs: [] };
    expect(collectionUptime([a, b, warehouse])).toEqual({
      minutesOpen: 1500,
      minutesUp: 1400,
      availability: 1400 / 1500,
      repairs: {
        count: 3,
        meanOpenMinutes: 160 / 3,
        medianOpenMinutes: 40,
        meanCalendarMinutes: 1320 / 3,
        medianCalendarMinutes: 300,
      },
    });
  });

  it("takes the mean of the two middle values for an even count, and null for none", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("dailyAvailability", () => {
  it("gives each open day the collection's share of up minutes, from the machines' own day totals", () => {
    // Week of Mar 1: open Sun 1, Tue 3 to Sat 7. Machine one is down Tue 11:00 (EST) to Wed 12:00: Tue 420
    // down, Wed 120 down. Machine two is down Sat 17:00 until after the period: 60 down on Sat.
    const one = machine([down("2026-03-03T16:00:00Z"), up("2026-03-04T17:00:00Z")]);
    const two = machine([down("2026-03-07T22:00:00Z")]);
    const warehouse = machine([down("2026-03-05T16:00:00Z")], [], { onFloor: false });
    expect(one.upByDay).toEqual([480, 60, 360, 480, 480, 480]);
    const days = periodDays(openingSpans(WEEK, [], FROM, TO, TZ), FROM, TO);
    expect(dailyAvailability(days, [one, two, warehouse], TZ)).toEqual([
      { date: "2026-03-01", minutesOpen: 960, minutesUp: 960, availability: 1 },
      { date: "2026-03-03", minutesOpen: 960, minutesUp: 540, availability: 540 / 960 },
      { date: "2026-03-04", minutesOpen: 960, minutesUp: 840, availability: 840 / 960 },
      { date: "2026-03-05", minutesOpen: 960, minutesUp: 960, availability: 1 },
      { date: "2026-03-06", minutesOpen: 960, minutesUp: 960, availability: 1 },
      { date: "2026-03-07", minutesOpen: 960, minutesUp: 900, availability: 900 / 960 },
    ]);
  });

  it("has no days, and no figures, for a period the museum is closed throughout", () => {
    // Monday Mar 2 only.
    const monday = { from: t("2026-03-02T05:00:00Z"), to: t("2026-03-03T05:00:00Z") };
    const days = periodDays(openingSpans(WEEK, [], monday.from, monday.to, TZ), monday.from, monday.to);
    expect(dailyAvailability(days, [machine([], [], monday)], TZ)).toEqual([]);
  });
});

describe("overlapMinutes", () => {
  it("adds only the spans a stretch meets, wherever they stand in a long list", () => {
    const open = openingSpans(WEEK, [], t("2026-01-01T05:00:00Z"), t("2027-01-01T05:00:00Z"), TZ);
    // From Sat Mar 7 16:00 EST to Tue Mar 10 11:00 EDT: 120 + 480 (Sun) + 0 (Mon) + 60.
    expect(overlapMinutes({ start: t("2026-03-07T21:00:00Z"), end: t("2026-03-10T15:00:00Z") }, open)).toBe(660);
    expect(overlapMinutes({ start: t("2026-03-09T05:00:00Z"), end: t("2026-03-10T04:00:00Z") }, open)).toBe(0);
    expect(overlapMinutes({ start: t("2025-12-01T00:00:00Z"), end: t("2025-12-31T00:00:00Z") }, open)).toBe(0);
  });
});

describe("repairsTimedNote", () => {
  it("says how many repairs were timed, and why when the Repair Dashboard resolved another number", () => {
    expect(repairsTimedNote(2, 2)).toEqual(["2 repairs finished in this period."]);
    expect(repairsTimedNote(0, 0)).toEqual(["No machine came back to Operational in this period."]);
    const [timed, why] = repairsTimedNote(0, 1);
    expect(timed).toBe("No machine came back to Operational in this period.");
    expect(why).toMatch(/^1 repair was resolved on the Repair Dashboard in this period\. Only a machine's return/);
    expect(repairsTimedNote(1, 3)[1]).toMatch(/^3 repairs were resolved/);
  });
});
