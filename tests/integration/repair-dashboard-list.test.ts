import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Insertable } from "kysely";
import type { RepairsTable } from "~/db/schema";
import { loader as dashboardLoader } from "~/routes/repairs";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The Repair Dashboard's rows through its loader: open repairs by default, each one line with its age. */

const NOW = new Date("2026-06-03T16:00:00Z");
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describeEachDatabase("the Repair Dashboard's list", (getDb) => {
  type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;

  it("lists the open repairs by default, each with its machine, first line, assignee's name, age and 'Same problem' count", async () => {
    const db = getDb();
    await db.deleteFrom("repairs").execute();
    const me = await signedIn(db, "staff");
    const fixer = await signedIn(db, "staff");
    await db.updateTable("users").set({ name: "Robin Fixer" }).where("id", "=", fixer.id).execute();
    const game = await db
      .insertInto("games")
      .values(newGame({ name: "List Machine" }))
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    const repair = (comment: string, created: string, fields: Partial<Insertable<RepairsTable>> = {}) => ({
      game_id: game.id,
      comment,
      resolved: false,
      source: "staff" as const,
      severity: "unplayable" as const,
      safety: false,
      status: "open" as const,
      assigned_to: null,
      confirmations: 0,
      triaged_at: created,
      created_at: created,
      updated_at: created,
      ...fields,
    });
    // Every row names every column: a multi-row insert on SQLite writes null, not the default, for a missing one.
    await db
      .insertInto("repairs")
      .values([
        repair("Left flipper weak\nCoil sleeve worn", ago(3 * 24 * HOUR + HOUR), { assigned_to: fixer.id }),
        repair("Visitor: no sound", ago(5 * HOUR), {
          source: "visitor",
          triaged_at: null,
          confirmations: 3,
          safety: true,
        }),
        repair("Old fuse replaced", ago(9 * 24 * HOUR), {
          resolved: true,
          status: "resolved",
          resolved_at: ago(8 * 24 * HOUR),
        }),
      ])
      .execute();

    const view = async (query: string) =>
      (await dashboardLoader(routeArgs(`/repairs${query}`, me.cookie))) as Dashboard;
    const shown = await view("");
    expect(shown.filter.status).toBe("open");
    expect(shown.counts).toEqual({ open: 2, resolved: 1, total: 3, untriaged: 1 });
    expect(shown.matching).toBe(2);
    expect(shown.repairs).toEqual([
      {
        id: expect.any(Number),
        title: "Visitor: no sound",
        game: { name: "List Machine", slug: game.slug },
        resolved: false,
        severity: "unplayable",
        safety: true,
        status: "open",
        untriaged: true,
        assignee: null,
        confirmations: 3,
        loggedAt: ago(5 * HOUR),
        loggedLabel: "Jun 3, 2026 7:00 AM",
        age: "5 h",
      },
      expect.objectContaining({
        title: "Left flipper weak",
        assignee: "Robin Fixer",
        confirmations: 0,
        safety: false,
        untriaged: false,
        age: "3 d",
      }),
    ]);

    // The Total tab has every repair; the Resolved tab the closed one.
    expect((await view("?status=all")).repairs.map((r) => r.title)).toEqual([
      "Visitor: no sound",
      "Left flipper weak",
      "Old fuse replaced",
    ]);
    expect((await view("?status=resolved")).repairs).toEqual([
      expect.objectContaining({ title: "Old fuse replaced", resolved: true, status: "resolved", age: "9 d" }),
    ]);
  });
});
