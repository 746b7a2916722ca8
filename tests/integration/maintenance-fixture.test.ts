import { beforeAll, expect, it } from "vitest";
import type { Insertable } from "kysely";
import type { MaintenanceTasksTable } from "~/db/maintenance-tables";
import { readDueList } from "~/models/maintenance/due-list.server";
import { dueWords } from "~/models/maintenance/due-words.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedReadings, setWeeklyHours } from "./maintenance-seed";

/*
 * Three machines over 60 days in America/New_York, worked out by hand (docs/product.md#maintenance).
 *
 * The museum is open 12:00-20:00 (8 hours) every day but Monday. Thu Nov 26, 2026 is a special closure; Fri
 * Nov 27 a short day, 10:00-14:00 (4 hours). Summer time ends on Sun Nov 1 (EDT is UTC-4 before, EST UTC-5 from
 * then): opening at 12:00 is 16:00Z in October and 17:00Z from November.
 *
 * Every task was created on Thu Oct 15 at 12:00 EDT (16:00Z), the machines before; so a never-done cycle starts
 * then. Now is Mon Dec 14 at 10:00 EST (15:00Z), a closed day before opening time.
 *
 * Opening hours from Thu Oct 15 12:00 EDT, day by day (Mondays closed):
 *   Oct 15 Thu-Oct 18 Sun   4 days   32 h  (32)
 *   Oct 20 Tue-Oct 25 Sun   6 days   48 h  (80)
 *   Oct 27 Tue-Nov  1 Sun   6 days   48 h  (128)  Nov 1 is the change: 12:00-20:00 EST still counts 8 hours
 *   Nov  3 Tue-Nov  8 Sun   6 days   48 h  (176)
 *   Nov 10 Tue-Nov 15 Sun   6 days   48 h  (224)
 *   Nov 17 Tue-Nov 22 Sun   6 days   48 h  (272)
 *   Nov 24 Tue, 25 Wed      2 days   16 h  (288)
 *   Nov 26 Thu              closed         (288)
 *   Nov 27 Fri              10-14     4 h  (292)
 *   Nov 28 Sat, 29 Sun      2 days   16 h  (308)
 *   Dec  1 Tue-Dec  6 Sun   6 days   48 h  (356)
 *   Dec  8 Tue-Dec 13 Sun   6 days   48 h  (404)  and nothing more up to now
 */

const ZONE = "America/New_York";
const MACHINES_JOINED = "2026-10-01T16:00:00.000Z";
const CREATED = "2026-10-15T16:00:00.000Z"; // Thu Oct 15 12:00 EDT
const NOW = Date.parse("2026-12-14T15:00:00.000Z"); // Mon Dec 14 10:00 EST

type Expected = {
  title: string;
  game: string;
  state: "overdue" | "due" | "later";
  dueAt: string;
  used: Partial<Record<"days" | "openHours" | "plays", number>>;
  words: string;
};

/** The due list as worked out by hand, most overdue first (overdue by due point, then by the share used). */
const EXPECTED: Expected[] = [
  {
    // 100 opening hours, never done on Attack from Mars: 96 by Wed Oct 28 20:00 EDT (Oct 15-18, 20-25, 27, 28),
    // 4 more on Thu Oct 29: 16:00 EDT. Used up to now: all 404.
    title: "Clean the playfield",
    game: "Attack from Mars",
    state: "overdue",
    dueAt: "2026-10-29T20:00:00.000Z",
    used: { openHours: 404 },
    words: "Overdue by 45 days", // Oct 29 20:00Z to Dec 14 15:00Z: 45 days 19 hours
  },
  {
    // Every 30 days, never done on Medieval Madness: Oct 15 12:00 EDT + 30 calendar days is Sat Nov 14 at 12:00
    // on the wall clock, now EST: 17:00Z. Days used: Oct 15 16:00Z to Dec 14 15:00Z is 60 days less the hour
    // summer time gave back.
    title: "Check the coin mech",
    game: "Medieval Madness",
    state: "overdue",
    dueAt: "2026-11-14T17:00:00.000Z",
    used: { days: 60 - 1 / 24 },
    words: "Overdue by 29 days", // Nov 14 17:00Z to Dec 14 15:00Z: 29 days 22 hours
  },
  {
    // Every 60 days, 300 opening hours or 2,000 plays on Galaga, never done. Days: Dec 14 12:00 EST (17:00Z).
    // Hours: 292 by Nov 27, 8 more on Sat Nov 28 to 20:00 EST (Nov 29 01:00Z). Plays from the reading before
    // the start (10,000): +600 (Oct 25), +700 (Nov 5), reset to 150 with a note (+150), +250 (Nov 12), +500 at Fri
    // Nov 20 20:00 EST = 2,200: the 2,000th play was counted then, Nov 21 01:00Z, the first of the three.
    // Up to now: +600 (Dec 1) +600 (Dec 10) = 3,400 plays.
    title: "Joystick and buttons",
    game: "Galaga",
    state: "overdue",
    dueAt: "2026-11-21T01:00:00.000Z",
    used: { days: 60 - 1 / 24, openHours: 404, plays: 3_400 },
    words: "Overdue by 23 days", // Nov 21 01:00Z to Dec 14 15:00Z: 23 days 14 hours
  },
  {
    // Every 1,000 plays on Galaga, done Thu Nov 12 14:00 EST with the counter at 400 (after the reset): +500
    // (Nov 20), +600 at Tue Dec 1 18:00 EST (23:00Z) = 1,100: due then. Up to now +600 (Dec 10): 1,700.
    title: "Clean the monitor",
    game: "Galaga",
    state: "overdue",
    dueAt: "2026-12-01T23:00:00.000Z",
    used: { plays: 1_700 },
    words: "Overdue by 12 days", // Dec 1 23:00Z to Dec 14 15:00Z: 12 days 16 hours
  },
  {
    // Every 50 opening hours on Attack from Mars, done Tue Dec 8 at 12:00 EST: 48 hours to Sun Dec 13 (0.96,
    // due); Mon Dec 14 closed; 2 more on Tue Dec 15 from 12:00 EST: 14:00 EST, 19:00Z.
    title: "Check the tilt",
    game: "Attack from Mars",
    state: "due",
    dueAt: "2026-12-15T19:00:00.000Z",
    used: { openHours: 48 },
    words: "Due in 2 opening hours",
  },
  {
    // Every 30 days on Galaga, done Fri Nov 20 15:30 EST: Sun Dec 20 15:30 EST, 20:30Z. Used: 23 days 18.5 hours
    // (0.79 of 30: later).
    title: "Check the coin mech",
    game: "Galaga",
    state: "later",
    dueAt: "2026-12-20T20:30:00.000Z",
    used: { days: 23 + 18.5 / 24 },
    words: "Due Sun Dec 20",
  },
  {
    // 100 opening hours on Medieval Madness, done Wed Oct 28 and again Sun Dec 6 at 20:00 EST (closing): the
    // later one counts. Mon Dec 7 closed; Dec 8-13 is 48 hours (0.48: later); Dec 15-20 another 48 (96); Mon Dec
    // 21 closed; 4 more on Tue Dec 22: 16:00 EST, 21:00Z.
    title: "Clean the playfield",
    game: "Medieval Madness",
    state: "later",
    dueAt: "2026-12-22T21:00:00.000Z",
    used: { openHours: 48 },
    words: "Due in 52 opening hours",
  },
];

describeEachDatabase("the due list worked out by hand", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await setWeeklyHours(db, "12:00", "20:00", 1);
    await db
      .insertInto("special_hours")
      .values([
        { date: "2026-11-26", open_time: null, close_time: null, is_closed: true, reason: "Thanksgiving" },
        { date: "2026-11-27", open_time: "10:00", close_time: "14:00", is_closed: false, reason: "Short day" },
      ])
      .execute();

    const game = async (name: string, type: "Pinball" | "Arcade") =>
      (
        await db
          .insertInto("games")
          .values(newGame({ name, type }, MACHINES_JOINED))
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const mm = await game("Medieval Madness", "Pinball");
    const afm = await game("Attack from Mars", "Pinball");
    const galaga = await game("Galaga", "Arcade");

    const task = async (
      values: Partial<Insertable<MaintenanceTasksTable>> & { title: string },
      games: number[] = [],
    ) => {
      const { id } = await db
        .insertInto("maintenance_tasks")
        .values({ scope: "list", steps: "[]", created_at: CREATED, updated_at: CREATED, ...values })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const gameId of games)
        await db
          .insertInto("maintenance_task_games")
          .values({ task_id: id, game_id: gameId, added_at: CREATED })
          .execute();
      return id;
    };
    const playfield = await task({
      title: "Clean the playfield",
      scope: "type",
      game_type: "Pinball",
      every_open_hours: 100,
    });
    const coin = await task({ title: "Check the coin mech", every_days: 30 }, [mm, galaga]);
    await task(
      { title: "Joystick and buttons", scope: "machine", every_days: 60, every_open_hours: 300, every_plays: 2_000 },
      [galaga],
    );
    const monitor = await task({ title: "Clean the monitor", scope: "machine", every_plays: 1_000 }, [galaga]);
    const tilt = await task({ title: "Check the tilt", every_open_hours: 50 }, [afm]);

    const done = (task_id: number, game_id: number, done_at: string, plays_at_done: number | null = null) => ({
      task_id,
      game_id,
      done_at,
      plays_at_done,
      late: false,
    });
    await db
      .insertInto("maintenance_done")
      .values([
        done(playfield, mm, "2026-10-28T20:00:00.000Z"), // Wed Oct 28 16:00 EDT
        done(playfield, mm, "2026-12-07T01:00:00.000Z"), // Sun Dec 6 20:00 EST
        done(coin, galaga, "2026-11-20T20:30:00.000Z"), // Fri Nov 20 15:30 EST
        done(monitor, galaga, "2026-11-12T19:00:00.000Z", 400), // Thu Nov 12 14:00 EST
        done(tilt, afm, "2026-12-08T17:00:00.000Z"), // Tue Dec 8 12:00 EST
      ])
      .execute();

    await seedReadings(db, galaga, [
      { reading: 10_000, readAt: "2026-10-14T22:00:00.000Z" },
      { reading: 10_600, readAt: "2026-10-25T23:00:00.000Z" },
      { reading: 11_300, readAt: "2026-11-05T23:00:00.000Z" },
      { reading: 150, readAt: "2026-11-12T17:30:00.000Z", note: "Board replaced: the counter starts again" },
      { reading: 400, readAt: "2026-11-12T19:00:00.000Z" }, // read when the monitor was cleaned: its plays_at_done
      { reading: 900, readAt: "2026-11-21T01:00:00.000Z" }, // Fri Nov 20 20:00 EST
      { reading: 1_500, readAt: "2026-12-01T23:00:00.000Z" }, // Tue Dec 1 18:00 EST
      { reading: 2_100, readAt: "2026-12-10T23:00:00.000Z" },
      { reading: 2_300, readAt: "2026-12-14T16:00:00.000Z" }, // after now: not counted yet
    ]);
  });

  it("gives every cycle its due point to the minute, its state and how much of each interval is used", async () => {
    const rows = await readDueList(getDb(), {}, NOW, ZONE);
    expect(
      rows.map((r) => [r.title, r.gameName, r.state, r.dueAt === null ? null : new Date(r.dueAt).toISOString()]),
    ).toEqual(EXPECTED.map((e) => [e.title, e.game, e.state, e.dueAt]));
    rows.forEach((row, i) => {
      const used = Object.fromEntries(row.uses.map((u) => [u.kind, u.used]));
      expect(Object.keys(used), row.title).toEqual(Object.keys(EXPECTED[i].used));
      for (const [kind, value] of Object.entries(EXPECTED[i].used))
        expect(used[kind], `${row.title} ${kind}`).toBeCloseTo(value, 6);
    });
  });

  it("words each due point as the list shows it", async () => {
    const rows = await readDueList(getDb(), {}, NOW, ZONE);
    expect(rows.map((row) => dueWords(row, NOW, ZONE).text)).toEqual(EXPECTED.map((e) => e.words));
  });

  it("the overdue filter keeps the four overdue, and one machine keeps its own", async () => {
    const db = getDb();
    expect((await readDueList(db, { state: "overdue" }, NOW, ZONE)).length).toBe(4);
    const galaga = EXPECTED.filter((e) => e.game === "Galaga").map((e) => e.title);
    const { id } = await db.selectFrom("games").select("id").where("name", "=", "Galaga").executeTakeFirstOrThrow();
    expect((await readDueList(db, { gameId: id }, NOW, ZONE)).map((r) => r.title)).toEqual(galaga);
  });
});
