import { expect, it } from "vitest";
import { readRepairPromise } from "~/models/stats/repair-promise.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

const TZ = "America/New_York";
/** Wed Jun 3 2026, noon in New York; the 90 days run from Thu Mar 5 16:00Z. */
const NOW = new Date("2026-06-03T16:00:00Z");
const HOUR = 3_600_000;

describeEachDatabase("the measured repair time beside the 24-48 hour promise (issue 23)", (getDb) => {
  it("says nothing below 10 finished repairs in 90 days, then the median in calendar hours", async () => {
    const db = getDb();
    // Only the fixture's machines count.
    await db.updateTable("games").set({ deleted_at: NOW.toISOString() }).where("deleted_at", "is", null).execute();
    const created = "2026-01-01T15:00:00.000Z";
    const insertGame = async (name: string, deleted = false) =>
      (
        await db
          .insertInto("games")
          .values({ ...newGame({ name }, created), deleted_at: deleted ? created : null })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const [a, b, trashed] = [
      await insertGame("Promise A"),
      await insertGame("Promise B"),
      await insertGame("Promise C", true),
    ];
    await db
      .insertInto("game_status_history")
      .values(
        [a, b, trashed].map((game) => ({
          game_id: game,
          from_status: null,
          to_status: "Operational" as const,
          changed_by: null,
          source: "edit" as const,
          changed_at: created,
        })),
      )
      .execute();
    const repair = (game: number, downAt: string, hours: number) => {
      const down = Date.parse(downAt);
      return db
        .insertInto("game_status_history")
        .values([
          {
            game_id: game,
            from_status: "Operational",
            to_status: "In Repair",
            changed_by: null,
            source: "visitor report",
            changed_at: new Date(down).toISOString(),
          },
          {
            game_id: game,
            from_status: "In Repair",
            to_status: "Operational",
            changed_by: null,
            source: "repair",
            changed_at: new Date(down + hours * HOUR).toISOString(),
          },
        ])
        .execute();
    };

    // Nine repairs finished in the window, of 2, 4, ... 18 hours, on two machines.
    for (let i = 0; i < 9; i++) await repair(i % 2 ? b : a, `2026-04-${String(i + 10)}T14:00:00Z`, 2 * (i + 1));
    // Not counted: one finished before the window (it would make ten), one on a machine in the Trash.
    await repair(a, "2026-03-04T10:00:00Z", 1);
    await repair(trashed, "2026-05-01T14:00:00Z", 1);
    // Still open at NOW: not finished, not counted.
    await db
      .insertInto("game_status_history")
      .values({
        game_id: b,
        from_status: "Operational",
        to_status: "Awaiting Parts",
        changed_by: null,
        source: "repair",
        changed_at: "2026-06-01T14:00:00.000Z",
      })
      .execute();
    expect(await readRepairPromise(db, NOW, TZ)).toBeNull();

    // The tenth, of 30 hours: 2 4 6 8 10 | 12 14 16 18 30, median (10 + 12) / 2 = 11 hours.
    await repair(a, "2026-05-20T14:00:00Z", 30);
    expect(await readRepairPromise(db, NOW, TZ)).toBe("Last 90 days: half of all repairs were done within 11 hours.");

    // Ten more of three days each, on another machine: 20 repairs, median (30 + 72) / 2 = 51 hours, which is
    // past two days and so said in days, rounded up.
    const d = await insertGame("Promise D");
    for (let i = 0; i < 10; i++)
      await repair(d, new Date(Date.parse("2026-04-01T14:00:00Z") + i * 4 * 24 * HOUR).toISOString(), 72);
    expect(await readRepairPromise(db, NOW, TZ)).toBe("Last 90 days: half of all repairs were done within 3 days.");
  });
});
