import { expect, it, vi } from "vitest";
import { cachedRepairPromise, readRepairPromise } from "~/models/stats/repair-promise.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

const TZ = "America/New_York";
/** Wed Jun 3 2026, noon in New York; the 90 days run from Thu Mar 5 16:00Z. */
const NOW = new Date("2026-06-03T16:00:00Z");
const HOUR = 3_600_000;

describeEachDatabase("the measured repair time beside the 24-48 hour promise", (getDb, dialect) => {
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

  it("keeps the sentence per server for 5 minutes, then answers the kept one while it works out the next", async () => {
    const db = getDb();
    // The server's clock, a year apart for each database, so one suite never sees the other's kept value.
    const start = Date.parse(dialect === "sqlite" ? "2030-01-15T17:00:00Z" : "2031-01-15T17:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(start);
      const game = async (name: string) =>
        (
          await db
            .insertInto("games")
            .values(newGame({ name }, new Date(start - 200 * 24 * HOUR).toISOString()))
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const repairs = async (gameId: number, count: number, hours: number) => {
        for (let i = 0; i < count; i++) {
          const down = start - (60 - 2 * i) * 24 * HOUR;
          await db
            .insertInto("game_status_history")
            .values([
              {
                game_id: gameId,
                from_status: "Operational",
                to_status: "In Repair",
                changed_by: null,
                source: "repair",
                changed_at: new Date(down).toISOString(),
              },
              {
                game_id: gameId,
                from_status: "In Repair",
                to_status: "Operational",
                changed_by: null,
                source: "repair",
                changed_at: new Date(down + hours * HOUR).toISOString(),
              },
            ])
            .execute();
        }
      };
      await repairs(await game(`Cached E ${dialect}`), 10, 5);
      // The other database's suite may have left a value, long expired: it is answered once while this one is read.
      await vi.waitFor(async () =>
        expect(await cachedRepairPromise(db)).toBe("Last 90 days: half of all repairs were done within 5 hours."),
      );

      // Eleven longer repairs move the median to 30 hours; the kept sentence stands for 5 minutes.
      await repairs(await game(`Cached F ${dialect}`), 11, 30);
      vi.setSystemTime(start + 4 * 60_000);
      expect(await cachedRepairPromise(db)).toBe("Last 90 days: half of all repairs were done within 5 hours.");

      // Then the first request still gets the kept one at once, and the next ones the new one.
      vi.setSystemTime(start + 6 * 60_000);
      expect(await cachedRepairPromise(db)).toBe("Last 90 days: half of all repairs were done within 5 hours.");
      await vi.waitFor(async () =>
        expect(await cachedRepairPromise(db)).toBe("Last 90 days: half of all repairs were done within 30 hours."),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
