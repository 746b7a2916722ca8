import { expect, it } from "vitest";
import { readUptimeStats } from "~/models/stats/uptime.server";
import { describeEachDatabase } from "./databases";
import { FROM, seedMarchFixture, TO, TZ } from "./uptime-fixture";

/** Repair Stats' figures on the hand-worked fixture of uptime-fixture.ts (every figure is worked out there). */

describeEachDatabase("uptime and repair times", (getDb) => {
  it("works out every figure of the three-machine March fixture to the minute", async () => {
    const db = getDb();
    const { a, b, c } = await seedMarchFixture(db);
    const stats = await readUptimeStats(db, { from: FROM, to: TO, gameIds: [a, b, c] }, TZ);

    expect(stats.machines).toEqual([
      {
        gameId: a,
        location: "Replay",
        minutesOpen: 11280,
        minutesUp: 10620,
        availability: 10620 / 11280,
        repairs: 2,
        meanRepairOpenMinutes: 330,
        meanRepairCalendarMinutes: 1980,
      },
      {
        gameId: b,
        location: "Replay",
        minutesOpen: 11280,
        minutesUp: 10470,
        availability: 10470 / 11280,
        repairs: 2,
        meanRepairOpenMinutes: 585,
        meanRepairCalendarMinutes: 3345,
      },
      {
        gameId: c,
        location: "Warehouse",
        minutesOpen: 0,
        minutesUp: 0,
        availability: null,
        repairs: 1,
        meanRepairOpenMinutes: 960,
        meanRepairCalendarMinutes: 2880,
      },
    ]);
    expect(stats.collection).toEqual({
      minutesOpen: 22560,
      minutesUp: 21090,
      availability: 21090 / 22560,
      repairs: {
        count: 5,
        meanOpenMinutes: 558,
        medianOpenMinutes: 420,
        meanCalendarMinutes: 2706,
        medianCalendarMinutes: 2820,
      },
      triage: { count: 3, waiting: 1, medianOpenMinutes: 45, medianCalendarMinutes: 1265 },
    });

    // Each open day (24 of them: no Mondays, no closed Mar 18), A and B on the floor, C in the Warehouse.
    const day = (date: string) => stats.daily.find((d) => d.date === date);
    expect(stats.daily).toHaveLength(24);
    expect(day("2026-03-18")).toBeUndefined();
    expect(day("2026-03-02")).toBeUndefined();
    const open = (date: string, minutesOpen: number, minutesUp: number) =>
      expect(day(date)).toEqual({ date, minutesOpen, minutesUp, availability: minutesUp / minutesOpen });
    open("2026-03-01", 960, 480); // B down all day (B1)
    open("2026-03-03", 960, 900); // B up at 11:00
    open("2026-03-07", 960, 840); // A down 16:00-18:00
    open("2026-03-08", 960, 840); // A up at 12:00, after the DST change
    open("2026-03-17", 960, 600); // A down from 12:00
    open("2026-03-19", 960, 900); // A up at 11:00
    open("2026-03-21", 480, 420); // the short day, B down 13:00-14:00
    open("2026-03-22", 960, 930); // B up at 10:30
    open("2026-03-29", 960, 780); // B down from 15:00
    open("2026-03-28", 960, 960);
    expect(stats.daily.reduce((sum, d) => sum + d.minutesUp, 0)).toBe(21090);
    expect(stats.daily.reduce((sum, d) => sum + d.minutesOpen, 0)).toBe(22560);
  });

  it("answers an empty set of machines without reading", async () => {
    const stats = await readUptimeStats(getDb(), { from: FROM, to: TO, gameIds: [] }, TZ);
    expect(stats.machines).toEqual([]);
    expect(stats.collection.availability).toBeNull();
  });
});
