import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { loader as gameLoader } from "~/routes/game";
import { loader as statsLoader } from "~/routes/repairs.stats";
import { loader as csvLoader } from "~/routes/repairs.stats[.]csv";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { seedDaysTask, seedDone } from "./maintenance-seed";
import { seedMarchFixture } from "./uptime-fixture";

/**
 * `/repairs/stats`, its CSV and the game page's figures through their loaders, on the hand-worked
 * March fixture (uptime-fixture.ts). The clock is pinned to Monday Mar 30 2026 at 12:00 in New York (a
 * closed day), so "to Mar 30" ends now without losing an open minute, and the fixture's period is asked for
 * as `?from=2026-03-01&to=2026-03-30`. Machine D is put in the Trash, so the screen's machines are A, B and C
 * and its figures are the fixture's.
 */

const NOW = new Date("2026-03-30T16:00:00Z");
const MARCH = "?from=2026-03-01&to=2026-03-30";

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describeEachDatabase("the repair stats screen, its CSV and the game page's figures", (getDb) => {
  let ids: Awaited<ReturnType<typeof seedMarchFixture>>;
  let cookie: string;

  beforeAll(async () => {
    const db = getDb();
    ids = await seedMarchFixture(db);
    await db.updateTable("games").set({ deleted_at: NOW.toISOString() }).where("id", "=", ids.d).execute();
    // A safety repair counts on the Safety row whatever its severity.
    await db
      .updateTable("repairs")
      .set({ safety: true, severity: "minor" })
      .where("game_id", "=", ids.a)
      .where("source", "=", "staff")
      .execute();
    cookie = (await signedIn(db, "staff")).cookie;
  });

  type Stats = Awaited<ReturnType<typeof statsLoader>>;
  const stats = async (query: string) => (await statsLoader(routeArgs(`/repairs/stats${query}`, cookie))) as Stats;

  it("shows the fixture's figures for March, to the minute", async () => {
    const page = await stats(MARCH);
    expect(page.error).toBeNull();
    expect(page.range).toEqual({ preset: null, from: "2026-03-01", to: "2026-03-30" });
    expect(page.period).toEqual({ from: "Mar 1, 2026", to: "Mar 30, 2026" });
    expect(page.collection).toEqual({
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
    // A on the floor and Operational; B on the floor Awaiting Parts; C in the Warehouse; D in the Trash.
    expect(page.playingNow).toEqual({ playing: 1, onFloor: 2 });
    expect(page.daily).toHaveLength(24);
    expect(page.daily[0]).toEqual({ date: "2026-03-01", label: "Mar 1, 2026", short: "Mar 1", availability: 0.5 });
    expect(page.daily.find((d) => d.date === "2026-03-21")?.availability).toBe(420 / 480);
    // C has no open minutes (Warehouse), so it is not among the least available.
    expect(page.leastAvailable.map((m) => [m.name, m.availability, m.repairs])).toEqual([
      ["Stats machine B", 10470 / 11280, 2],
      ["Stats machine A", 10620 / 11280, 2],
    ]);
    expect(page.leastAvailable[0].slug).toMatch(/^stats-machine-b/);
    // Open now (Mar 30 12:00): R4 (20 hours), R1 (9 days), R2 and A's staff repair (13 days), R3 (28 days),
    // B's February report (30.8 days); D's is in the Trash. All Unplayable but A's staff repair, now Safety.
    expect(page.openRepairs.map((r) => [r.key, r.byAge, r.total])).toEqual([
      ["safety", [0, 0, 1, 0], 1],
      ["unplayable", [1, 0, 3, 1], 5],
      ["major", [0, 0, 0, 0], 0],
      ["minor", [0, 0, 0, 0], 0],
      ["cosmetic", [0, 0, 0, 0], 0],
    ]);
  });

  it("takes a preset, and refuses a bad range with a reason and the last 30 days", async () => {
    const week = await stats("?range=7");
    expect(week.range).toEqual({ preset: 7, from: "2026-03-24", to: "2026-03-30" });
    // Tue Mar 24 to Sun Mar 29 open, 6 days x 2 machines x 480; B down Sun 15:00-18:00.
    expect(week.collection.minutesOpen).toBe(5760);
    expect(week.collection.minutesUp).toBe(5760 - 180);
    expect(week.daily).toHaveLength(6);

    const fallback = { preset: 30, from: "2026-03-01", to: "2026-03-30" };
    for (const [query, error] of [
      ["?from=2026-03-20&to=2026-03-10", "The start date must be on or before the end date."],
      ["?from=2026-03-01&to=2026-04-02", "The end date cannot be after today."],
      ["?from=2026-02-30&to=2026-03-10", "Enter dates as YYYY-MM-DD, for example 2026-03-01."],
      ["?from=yesterday&to=2026-03-10", "Enter dates as YYYY-MM-DD, for example 2026-03-01."],
      ["?from=2025-01-01&to=2026-03-10", "Choose a range of at most 366 days."],
      ["?from=2026-03-01", "Choose both a start date and an end date."],
      ["?range=365", "Choose the last 7, 30, 90 days or a range of dates."],
    ]) {
      const page = await stats(query);
      expect(page.error, query).toBe(error);
      expect(page.range, query).toEqual(fallback);
    }
    // From Sun Mar 8: A1 began on Mar 7, before the period, and is counted in full (A's history is read from
    // its last Operational row before the period, its creation); B1 ended on Mar 3, before it.
    const fromEighth = await stats("?from=2026-03-08&to=2026-03-30");
    expect(fromEighth.collection.repairs).toEqual({
      count: 4,
      meanOpenMinutes: (240 + 420 + 90 + 960) / 4,
      medianOpenMinutes: (240 + 420) / 2,
      meanCalendarMinutes: (1140 + 2820 + 1290 + 2880) / 4,
      medianCalendarMinutes: (1290 + 2820) / 2,
    });

    // A closed Monday alone: no opening hours, so no availability and no day to chart.
    const monday = await stats("?from=2026-03-02&to=2026-03-02");
    expect(monday.period).toEqual({ from: "Mar 2, 2026", to: "Mar 2, 2026" });
    expect(monday.collection.minutesOpen).toBe(0);
    expect(monday.collection.availability).toBeNull();
    expect(monday.daily).toEqual([]);
    expect(monday.leastAvailable).toEqual([]);

    // No query at all is the last 30 days, without a message; here they are March's 30 days.
    const plain = await stats("");
    expect(plain.error).toBeNull();
    expect(plain.range).toEqual(fallback);
    expect(plain.collection.availability).toBe(21090 / 22560);
  });

  it("exports each machine's figures as CSV, in name order", async () => {
    const response = (await csvLoader(routeArgs(`/repairs/stats.csv${MARCH}`, cookie))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="repair-stats-2026-03-01-to-2026-03-30.csv"',
    );
    // A: 11280 min = 188 h open, 10620 = 177 h up, 94.14%; repairs 330 and 1980 min = 5.5 and 33 h.
    // B: 10470 min = 174.5 h up, 92.82%; repairs 585 and 3345 min = 9.75 and 55.75 h. C: 960 and 2880 min.
    expect((await response.text()).split("\r\n")).toEqual([
      '"machine","location","open_hours","available_hours","availability_percent","repairs","mean_time_to_repair_opening_hours","mean_time_to_repair_calendar_hours","maintenance_due","maintenance_on_time","maintenance_on_time_percent"',
      '"Stats machine A","Replay",188.00,177.00,94.1,2,5.50,33.00,0,0,',
      '"Stats machine B","Replay",188.00,174.50,92.8,2,9.75,55.75,0,0,',
      '"Stats machine C","Warehouse",0.00,0.00,,1,16.00,48.00,0,0,',
      "",
    ]);
  });

  it("gives the maintenance on-time rate over the period, on the screen and machine by machine in the CSV", async () => {
    const db = getDb();
    expect((await stats(MARCH)).maintenanceOnTime).toEqual({ due: 0, onTime: 0, rate: null });
    // Every 7 days on A and B from Tue Mar 10 10:00 EDT (14:00Z).
    const wax = await seedDaysTask(db, {
      title: "Wax the playfield",
      everyDays: 7,
      gameIds: [ids.a, ids.b],
      addedAt: "2026-03-10T14:00:00.000Z",
    });
    const done = (gameId: number, doneAt: string, dueAt: string, late: boolean) =>
      seedDone(db, { taskId: wax, gameId, doneAt, dueAt, late });
    // A: due Mar 17, done the day before: on time. Then due Mar 23, done Mar 25: late. Next due Apr 1: not yet.
    await done(ids.a, "2026-03-16T14:00:00.000Z", "2026-03-17T14:00:00.000Z", false);
    await done(ids.a, "2026-03-25T14:00:00.000Z", "2026-03-23T14:00:00.000Z", true);
    // Due before the period, and on D (in the Trash): neither counts.
    await done(ids.a, "2026-02-25T14:00:00.000Z", "2026-02-24T14:00:00.000Z", true);
    await done(ids.d, "2026-03-12T14:00:00.000Z", "2026-03-12T14:00:00.000Z", false);
    // B: never done, due Mar 17 and past: late. C: due Mar 31, after the period.
    await seedDaysTask(db, {
      title: "Check coil stops",
      everyDays: 30,
      safety: true,
      gameIds: [ids.c],
      addedAt: "2026-03-01T15:00:00.000Z",
    });

    // 3 fell due in March (A twice, B once); 1 was done by its due point.
    const march = await stats(MARCH);
    expect(march.maintenanceOnTime).toEqual({ due: 3, onTime: 1, rate: 1 / 3 });
    // The last 7 days (Mar 24 to now): nothing fell due.
    expect((await stats("?range=7")).maintenanceOnTime).toEqual({ due: 0, onTime: 0, rate: null });

    const csv = await ((await csvLoader(routeArgs(`/repairs/stats.csv${MARCH}`, cookie))) as Response).text();
    expect(csv.split("\r\n").map((line) => line.split(",").slice(-3).join(","))).toEqual([
      '"maintenance_due","maintenance_on_time","maintenance_on_time_percent"',
      "2,1,50.0",
      "1,0,0.0",
      "0,0,",
      "",
    ]);
  });

  it("refuses a visitor: the screen and the CSV send them to sign in", async () => {
    for (const [load, path] of [
      [statsLoader, `/repairs/stats${MARCH}`],
      [csvLoader, `/repairs/stats.csv${MARCH}`],
    ] as const) {
      const refusal = await (load as (args: never) => Promise<unknown>)(routeArgs(path, "")).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(Response);
      expect((refusal as Response).status).toBe(302);
      expect((refusal as Response).headers.get("Location")).toMatch(/^\/login\?/);
    }
  });

  it("gives staff the machine's figures on its game page, and a visitor none", async () => {
    const { slug } = await getDb().selectFrom("games").select("slug").where("id", "=", ids.a).executeTakeFirstOrThrow();
    type Game = Awaited<ReturnType<typeof gameLoader>>;
    const load = async (who: string) =>
      (await gameLoader({
        ...(routeArgs(`/game/${slug}`, who) as { request: Request; context: unknown }),
        params: { slug },
      } as never)) as Game;
    // 90 days: Dec 31 to Mar 30; A exists from Sun Feb 1 10:00, the opening. February has 24 open days
    // (no Mondays): 11520 minutes, all up; with March's 11280 (660 down): 22140 of 22800.
    expect((await load(cookie)).staff?.figures).toEqual({
      onFloor: true,
      availability30: 10620 / 11280,
      availability90: 22140 / 22800,
      repairs12Months: 2,
      meanRepairOpenMinutes: 330,
      meanRepairCalendarMinutes: 1980,
    });
    const visitor = await load("");
    expect(visitor.staff).toBeNull();
    expect(JSON.stringify(visitor)).not.toMatch(/availability|figures|meanRepair/);
  });
});
