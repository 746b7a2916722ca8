import { beforeAll, expect, it } from "vitest";
import { readDueList } from "~/models/maintenance/due-list.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedReadings, setWeeklyHours } from "./maintenance-seed";

const ZONE = "America/New_York";
const CREATED = "2026-11-01T15:00:00.000Z"; // Sun 10:00 EST
const NOW = Date.parse("2026-11-09T12:00:00.000Z"); // Mon 07:00 EST, a closed day

describeEachDatabase("the due list", (getDb) => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = getDb();
    // Open 10:00-18:00 every day but Monday: 8 hours on Sunday Nov 1, then 6 days of 8 to Sunday Nov 8.
    await setWeeklyHours(db, "10:00", "18:00", 1);
    for (const [key, game] of Object.entries({
      mm: newGame({ name: "Medieval Madness", type: "Pinball" }, CREATED),
      afm: newGame({ name: "Attack from Mars", type: "Pinball" }, CREATED),
      stored: newGame({ name: "Twilight Zone", type: "Pinball", location: "Warehouse" }, CREATED),
      pac: newGame({ name: "Pac-Man", type: "Arcade" }, CREATED),
    }))
      ids[key] = (await db.insertInto("games").values(game).returning("id").executeTakeFirstOrThrow()).id;
    const task = (values: { title: string; scope: "type" | "list"; game_type?: "Pinball" } & Record<string, unknown>) =>
      db
        .insertInto("maintenance_tasks")
        .values({
          steps: JSON.stringify([{ text: "Do it", safety: false }]),
          created_at: CREATED,
          updated_at: CREATED,
          game_type: null,
          ...values,
        } as never)
        .returning("id")
        .executeTakeFirstOrThrow();
    ids.wax = (
      await task({ title: "Wax the playfield", scope: "type", game_type: "Pinball", every_open_hours: 40 })
    ).id;
    ids.joystick = (await task({ title: "Check the joystick", scope: "list", every_plays: 400, every_days: 30 })).id;
    await db
      .insertInto("maintenance_task_games")
      .values({ task_id: ids.joystick, game_id: ids.pac, added_at: CREATED })
      .execute();
    // Waxed on Medieval Madness on Thursday Nov 5 at 18:00 EST: 24 opening hours used since (Fri, Sat, Sun).
    await db
      .insertInto("maintenance_done")
      .values({ task_id: ids.wax, game_id: ids.mm, done_at: "2026-11-05T23:00:00.000Z", late: false })
      .execute();
    await seedReadings(db, ids.pac, [
      { reading: 1_000, readAt: "2026-10-30T15:00:00.000Z" },
      { reading: 1_250, readAt: "2026-11-04T20:00:00.000Z", source: "counter" },
      { reading: 1_420, readAt: "2026-11-07T20:00:00.000Z", source: "counter" },
    ]);
  });

  it("lists every cycle, the most overdue first, with its due point and how much of each interval is used", async () => {
    const rows = await readDueList(getDb(), {}, NOW, ZONE);
    expect(
      rows.map((r) => [
        r.title,
        r.gameName,
        r.state,
        r.dueAt && new Date(r.dueAt).toISOString(),
        r.uses.map((u) => u.used),
      ]),
    ).toEqual([
      // 40 opening hours from Sun Nov 1 10:00: 8 + 8*4 (Tue-Fri) = 40 at Fri Nov 6 18:00 EST.
      ["Wax the playfield", "Attack from Mars", "overdue", "2026-11-06T23:00:00.000Z", [56]],
      // 420 plays since the reading before it began: due at the reading of Nov 7.
      ["Check the joystick", "Pac-Man", "overdue", "2026-11-07T20:00:00.000Z", [7.875, 420]],
      // Done Thu 18:00: 16 more hours by Sun 18:00 is 24 of 40; due after 16 more (Tue 10:00 + 16 h = Wed 18:00).
      ["Wax the playfield", "Medieval Madness", "later", "2026-11-11T23:00:00.000Z", [24]],
    ]);
  });

  it("filters by machine, by type and by state; a machine off the floor is not in a type's task", async () => {
    const db = getDb();
    expect((await readDueList(db, { gameId: ids.mm }, NOW, ZONE)).map((r) => r.title)).toEqual(["Wax the playfield"]);
    expect((await readDueList(db, { type: "Arcade" }, NOW, ZONE)).map((r) => r.gameName)).toEqual(["Pac-Man"]);
    expect((await readDueList(db, { state: "due" }, NOW, ZONE)).map((r) => r.gameName)).toEqual([
      "Attack from Mars",
      "Pac-Man",
    ]);
    expect((await readDueList(db, { gameId: ids.stored }, NOW, ZONE)).length).toBe(0);
  });
});
