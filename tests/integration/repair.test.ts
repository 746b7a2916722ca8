import { expect, it } from "vitest";
import type { GameStatus } from "~/db/schema";
import { statusHistory } from "~/models/game/game-status-history.server";
import { parseRepairParams } from "~/models/repair/repair-dashboard";
import { staffGameDetails } from "~/models/game/game-admin.server";
import { logRepair, setRepairResolved } from "~/models/repair/repair.server";
import { trashRepair } from "~/models/repair/repair-trash.server";
import { repairDashboard } from "~/models/repair/repair-dashboard.server";
import { createUser } from "~/models/account/user.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;

describeEachDatabase("repairs", (getDb) => {
  const actor = async () => ({
    id: (
      await createUser(getDb(), {
        email: `fixer${++seq}@museum.test`,
        password: "Old#Pass1",
        role: "staff",
        name: `Fixer ${seq}`,
      })
    ).id,
    ip: "203.0.113.4",
  });
  const game = async (status: GameStatus) => {
    const row = await getDb()
      .insertInto("games")
      .values(newGame({ name: `Repairable ${++seq}`, status }))
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    return row;
  };
  const gameRow = (id: number) =>
    getDb().selectFrom("games").select(["status", "version"]).where("id", "=", id).executeTakeFirstOrThrow();
  const repairRow = (id: number) =>
    getDb().selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const audits = (action: string, id: number) =>
    getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .where("entity_id", "=", String(id))
      .execute();

  it("logging a repair sets the game In Repair whatever it was, with a status row, a new version and an audit row", async () => {
    const who = await actor();
    for (const before of ["Operational", "Awaiting Parts", "In Repair"] as const) {
      const { id, slug } = await game(before);
      const logged = await logRepair(getDb(), id, "Coin mech jams", who);
      expect(logged).toMatchObject({ slug });
      expect(await repairRow(logged!.repairId)).toMatchObject({
        comment: "Coin mech jams",
        resolved: false,
        source: "staff",
        created_by: who.id,
        resolved_by: null,
      });
      expect(await gameRow(id)).toEqual({ status: "In Repair", version: before === "In Repair" ? 1 : 2 });
      const history = await statusHistory(getDb(), id);
      expect(history.map((h) => [h.from_status, h.to_status, h.source, h.changed_by])).toEqual(
        before === "In Repair" ? [] : [[before, "In Repair", "repair", who.id]],
      );
      expect(await audits("repair_logged", logged!.repairId)).toHaveLength(1);
    }
    expect(await logRepair(getDb(), 999_999, "Nothing here", who)).toBeNull();
  });

  it("resolving the last open repair sets Operational only when asked; reopen clears who and when", async () => {
    const who = await actor();
    const { id } = await game("Operational");
    const first = (await logRepair(getDb(), id, "Left flipper weak", who))!;
    const second = (await logRepair(getDb(), id, "Display flickers", who))!;

    expect(await setRepairResolved(getDb(), first.repairId, true, who, { backToOperational: true })).toMatchObject({
      ok: true,
      openLeft: 1,
    });
    expect((await gameRow(id)).status).toBe("In Repair"); // another repair is still open
    expect(await repairRow(first.repairId)).toMatchObject({ resolved: true, resolved_by: who.id });
    expect((await repairRow(first.repairId)).resolved_at).not.toBeNull();

    // The last one, with the box cleared: the machine stays In Repair.
    expect(await setRepairResolved(getDb(), second.repairId, true, who, { backToOperational: false })).toMatchObject({
      ok: true,
      openLeft: 0,
    });
    expect((await gameRow(id)).status).toBe("In Repair");

    // Reopened, then resolved again with the box ticked: Operational.
    expect(await setRepairResolved(getDb(), second.repairId, false, who)).toMatchObject({ ok: true, openLeft: 1 });
    expect(await repairRow(second.repairId)).toMatchObject({ resolved: false, resolved_by: null, resolved_at: null });
    await setRepairResolved(getDb(), second.repairId, true, who, { backToOperational: true });
    expect((await gameRow(id)).status).toBe("Operational");
    expect((await statusHistory(getDb(), id)).map((h) => h.to_status)).toEqual(["In Repair", "Operational"]);
    expect(await audits("repair_resolved", second.repairId)).toHaveLength(2);
    expect(await audits("repair_reopened", second.repairId)).toHaveLength(1);
    expect(await setRepairResolved(getDb(), 999_999, true, who)).toEqual({ ok: false });
  });

  it("a game's repair history lists the open repairs first, then the newest (resolved ascending, created_at descending)", async () => {
    const db = getDb();
    const who = await actor();
    const { id } = await game("Operational");
    const at = (day: number) => new Date(Date.UTC(2026, 5, day, 12)).toISOString();
    await logRepair(db, id, "Old open: coin door", who, { now: at(1) });
    const newResolved = (await logRepair(db, id, "New resolved: bulb", who, { now: at(5) }))!;
    await logRepair(db, id, "Newer open: flipper", who, { now: at(3) });
    const oldResolved = (await logRepair(db, id, "Old resolved: rubber", who, { now: at(2) }))!;
    await setRepairResolved(db, newResolved.repairId, true, who, {}, at(6));
    await setRepairResolved(db, oldResolved.repairId, true, who, {}, at(7));
    expect((await staffGameDetails(db, id)).repairs.map((r) => r.comment)).toEqual([
      "Newer open: flipper",
      "Old open: coin door",
      "New resolved: bulb",
      "Old resolved: rubber",
    ]);
  });

  it("deleting a repair moves it to the Trash and leaves the machine's status alone", async () => {
    const who = await actor();
    const { id } = await game("Operational");
    const logged = (await logRepair(getDb(), id, "Loose cabinet hinge", who))!;
    expect(await trashRepair(getDb(), logged.repairId, who)).toMatchObject({ ok: true });
    expect(await repairRow(logged.repairId)).toMatchObject({ deleted_by: who.id, deleted_at: expect.any(String) });
    expect((await gameRow(id)).status).toBe("In Repair");
    expect(await audits("repair_deleted", logged.repairId)).toHaveLength(1);
    expect(await trashRepair(getDb(), logged.repairId, who)).toEqual({ ok: false });
  });

  it("the dashboard filters, searches (any case, over game and comment), sorts and counts in the database", async () => {
    const db = getDb();
    await db.deleteFrom("repairs").execute();
    const who = await actor();
    const zebra = await game("Operational");
    await db.updateTable("games").set({ name: "Zebra Pinball" }).where("id", "=", zebra.id).execute();
    const alpha = await game("Operational");
    await db.updateTable("games").set({ name: "Alpha Arcade" }).where("id", "=", alpha.id).execute();
    const at = (m: number) => new Date(Date.UTC(2026, 5, 3, 12, m)).toISOString();
    const a = (await logRepair(db, zebra.id, "Flipper coil 100% burnt", who, { now: at(1) }))!;
    await logRepair(db, alpha.id, "Monitor wobbles", who, { now: at(2) });
    await logRepair(db, zebra.id, "Left FLIPPER weak", who, { now: at(3) });
    await setRepairResolved(db, a.repairId, true, who, {}, at(4));
    const view = (query: string) => repairDashboard(db, parseRepairParams(new URLSearchParams(query)));
    const comments = async (query: string) => (await view(query)).rows.map((r) => r.title);

    expect((await view("")).counts).toEqual({ open: 2, resolved: 1, total: 3, untriaged: 0 });
    // The open repairs by default; status=all has every one.
    expect(await comments("")).toEqual(["Left FLIPPER weak", "Monitor wobbles"]);
    expect(await comments("status=all")).toEqual(["Left FLIPPER weak", "Monitor wobbles", "Flipper coil 100% burnt"]);
    expect(await comments("status=all&dir=asc")).toEqual([
      "Flipper coil 100% burnt",
      "Monitor wobbles",
      "Left FLIPPER weak",
    ]);
    expect(await comments("q=flipper&status=all")).toEqual(["Left FLIPPER weak", "Flipper coil 100% burnt"]);
    expect(await comments("q=zebra")).toEqual(["Left FLIPPER weak"]);
    expect(await comments("q=100%25&status=all")).toEqual(["Flipper coil 100% burnt"]); // % is a character, not a wildcard
    expect(await comments("status=resolved")).toEqual(["Flipper coil 100% burnt"]);
    expect(await comments("hide=1")).toEqual(["Left FLIPPER weak", "Monitor wobbles"]);
    expect((await view("status=all&sort=game&dir=asc")).rows.map((r) => r.game.name)).toEqual([
      "Alpha Arcade",
      "Zebra Pinball",
      "Zebra Pinball",
    ]);
    const filtered = await view("q=monitor");
    expect([filtered.matching, filtered.counts.total]).toEqual([1, 3]);
    expect(filtered.rows[0]).toMatchObject({ game: { name: "Alpha Arcade", slug: expect.any(String) } });
  });

  it("stays quick with 500 machines and 5,000 repairs", async () => {
    const db = getDb();
    await db.deleteFrom("repairs").execute();
    const games: number[] = [];
    for (let i = 0; i < 500; i += 100) {
      const batch = await db
        .insertInto("games")
        .values(Array.from({ length: 100 }, (_, j) => ({ ...newGame({ name: `Load Machine ${++seq}-${i + j}` }) })))
        .returning("id")
        .execute();
      games.push(...batch.map((g) => g.id));
    }
    const now = Date.UTC(2026, 5, 3);
    for (let i = 0; i < 5000; i += 500) {
      await db
        .insertInto("repairs")
        .values(
          Array.from({ length: 500 }, (_, j) => {
            const n = i + j;
            const created = new Date(now - n * 60_000).toISOString();
            return {
              game_id: games[n % games.length],
              comment: `Load repair ${n} ${n % 7 ? "coin door" : "flipper"}`,
              resolved: n % 3 === 0,
              source: "staff" as const,
              created_at: created,
              updated_at: created,
            };
          }),
        )
        .execute();
    }
    const timed = async (query: string) => {
      const started = performance.now();
      const result = await repairDashboard(db, parseRepairParams(new URLSearchParams(query)));
      return { ms: performance.now() - started, result };
    };
    await timed(""); // warm the connection and the query plans
    const runs = [
      await timed("status=all"),
      await timed("q=flipper&status=open"),
      await timed("sort=game&dir=asc&hide=1"),
    ];
    console.log(
      `repair dashboard, 500 machines / 5,000 repairs: ${runs.map((r) => `${r.ms.toFixed(0)} ms`).join(", ")}`,
    );
    expect(runs[0].result.counts.total).toBe(5000);
    expect(runs[0].result.rows).toHaveLength(100);
    expect(runs[1].result.matching).toBe(
      Array.from({ length: 5000 }, (_, n) => n).filter((n) => n % 7 === 0 && n % 3 !== 0).length,
    );
    for (const run of runs) expect(run.ms).toBeLessThan(1500);
  });
});
