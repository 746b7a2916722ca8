import { Migrator, sql } from "kysely";
import { expect, it } from "vitest";
import { countPlays } from "~/models/maintenance/plays-counted.server";
import { appendReading } from "~/models/maintenance/plays.server";
import { migrations } from "../../migrations";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { readCycles } from "~/models/maintenance/cycles.server";
import { seedDaysTask, seedDone, seedReadings } from "./maintenance-seed";

/**
 * What the due list reads by lookups (docs/design.md#the-due-list-reads-by-lookups): each counter reading keeps the
 * plays counted up to it by the meter's rule, and each cycle's newest done row is marked by the database.
 */

const at = (day: number, hour = 20) =>
  `2026-11-${String(day).padStart(2, "0")}T${String(hour).padStart(2, "0")}:00:00.000Z`;
const NOW = Date.parse(at(20, 12));
let seq = 0;

describeEachDatabase("play counter totals", (getDb) => {
  const machine = async () =>
    (
      await getDb()
        .insertInto("games")
        .values(newGame({ name: `Counter machine ${++seq}` }))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  it("keeps each reading's plays since the first, a reset counting on from zero, and refuses one older than the last", async () => {
    const db = getDb();
    const game = await machine();
    await seedReadings(db, game, [
      { reading: 1_000, readAt: at(2) },
      { reading: 1_300, readAt: at(5) },
      { reading: 40, readAt: at(7), note: "Counter reset" },
      { reading: 220, readAt: at(8) },
    ]);
    const totals = await db
      .selectFrom("play_readings")
      .select("plays_total")
      .where("game_id", "=", game)
      .orderBy("read_at")
      .execute();
    expect(totals.map((r) => Number(r.plays_total))).toEqual([0, 300, 340, 520]);
    await expect(
      appendReading(db, { game_id: game, reading: 250, read_at: at(6), note: null, source: "staff" }),
    ).rejects.toThrow("older");
  });

  it("counts each cycle's plays from the reading at its start, else the first after it, to its due reading, up to now", async () => {
    const db = getDb();
    const game = await machine();
    await seedReadings(db, game, [
      { reading: 5_000, readAt: at(3) },
      { reading: 5_200, readAt: at(6) },
      { reading: 30, readAt: at(9), note: "Board replaced" },
      { reading: 330, readAt: at(12) },
      { reading: 700, readAt: at(15) },
      { reading: 9_999, readAt: at(25) }, // after now
    ]);
    const played = await countPlays(
      db,
      [
        { gameId: game, start: at(1), startTotal: null, every: 400 }, // before any reading: from 5,000 on Nov 3
        { gameId: game, start: at(6), startTotal: null, every: 400 }, // at the Nov 6 reading: from 5,200
        { gameId: game, start: at(7), startTotal: 200, every: 1_000 }, // done Nov 7, the counter's total kept: 200
        { gameId: game, start: at(16), startTotal: null, every: 100 }, // after the last reading before now: none yet
      ],
      NOW,
    );
    expect(played).toEqual([
      // +200, +30 (reset), +300 = 530 on Nov 12: 400 reached then; +370 by Nov 15.
      { plays: 900, dueAt: Date.parse(at(12)) },
      { plays: 700, dueAt: Date.parse(at(15)) },
      { plays: 700, dueAt: null },
      { plays: 0, dueAt: null },
    ]);
  });
});

describeEachDatabase("the last done of each cycle", (getDb) => {
  it("is the newest by when it was done, whoever writes: an older one added later and an undo leave it right", async () => {
    const db = getDb();
    const game = (
      await db
        .insertInto("games")
        .values(newGame({ name: `Done machine ${++seq}` }))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const task = await seedDaysTask(db, { title: `Wax ${seq}`, everyDays: 30, gameIds: [game], addedAt: at(1) });
    const other = await seedDaysTask(db, { title: `Rubbers ${seq}`, everyDays: 30, gameIds: [game], addedAt: at(1) });
    const done = (taskId: number, day: number) =>
      seedDone(db, { taskId, gameId: game, doneAt: at(day), dueAt: null, late: false });
    await done(task, 5);
    await done(task, 9);
    await done(task, 7); // entered late: older than the last
    await done(other, 8);
    const lastDone = async () => (await readCycles(db, { gameId: game })).map((c) => [c.title, c.lastDoneAt]).sort();
    expect(await lastDone()).toEqual([
      [`Rubbers ${seq}`, at(8)],
      [`Wax ${seq}`, at(9)],
    ]);
    await db.deleteFrom("maintenance_done").where("task_id", "=", task).where("done_at", "=", at(9)).execute();
    expect(await lastDone()).toEqual([
      [`Rubbers ${seq}`, at(8)],
      [`Wax ${seq}`, at(7)],
    ]);
    const marked = await db
      .selectFrom("maintenance_done")
      .select(["task_id", "done_at"])
      .where(sql<boolean>`latest`)
      .where("game_id", "=", game)
      .orderBy("done_at")
      .execute();
    expect(marked).toEqual([
      { task_id: task, done_at: at(7) },
      { task_id: other, done_at: at(8) },
    ]);
  });
});

describeEachDatabase(
  "the maintenance lookups migration",
  (getDb) => {
    it("gives the readings already stored their running totals, machine by machine, and marks each cycle's last done", async () => {
      const db = getDb();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("20261129_0036_maintenance")).error).toBeUndefined();
      // The machines as the games table stands at both versions; the readings as they were before their totals.
      const [a, b] = await Promise.all(
        ["Totals A", "Totals B"].map(
          async (name) =>
            (await db.insertInto("games").values(newGame({ name })).returning("id").executeTakeFirstOrThrow()).id,
        ),
      );
      for (const [game, reading, day] of [
        [a, 100, 2],
        [b, 7, 2],
        [a, 160, 3],
        [a, 20, 4],
        [b, 10, 5],
      ])
        await sql`insert into play_readings (game_id, reading, read_at, source) values (${game}, ${reading}, ${at(day)}, 'staff')`.execute(
          db,
        );
      const { rows: tasks } = await sql<{ id: number }>`
        insert into maintenance_tasks (title, scope, every_days, created_at, updated_at)
        values ('Wax', 'machine', 30, ${at(1)}, ${at(1)}) returning id`.execute(db);
      for (const day of [4, 6, 5])
        await sql`insert into maintenance_done (task_id, game_id, done_at) values (${tasks[0].id}, ${a}, ${at(day)})`.execute(
          db,
        );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const latest = await db
        .selectFrom("maintenance_done")
        .select("done_at")
        .where(sql<boolean>`latest`)
        .execute();
      expect(latest).toEqual([{ done_at: at(6) }]);
      const rows = await db
        .selectFrom("play_readings")
        .select(["game_id", "plays_total"])
        .orderBy("game_id")
        .orderBy("read_at")
        .execute();
      expect(rows.map((r) => [r.game_id === a ? "a" : "b", Number(r.plays_total)])).toEqual([
        ["a", 0],
        ["a", 60],
        ["a", 80],
        ["b", 0],
        ["b", 3],
      ]);
    });
  },
  { migrated: false },
);
