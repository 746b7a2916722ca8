import { Migrator } from "kysely";
import { expect, it } from "vitest";
import { createUser } from "~/models/account/user.server";
import { readWorkshopBoard } from "~/models/board/board.server";
import { partsToReceive } from "~/models/repair/parts-screen.server";
import { repairEntries, toRepairEntry } from "~/models/repair/repair-entry.server";
import { logRepair, setRepairResolved } from "~/models/repair/repair.server";
import { repairThread } from "~/models/repair/thread.server";
import { takeRepair } from "~/models/repair/triage.server";
import { addWorkEntry } from "~/models/repair/work-entries.server";
import { loader as activityLoader } from "~/routes/admin.activity";
import { migrations } from "../../migrations";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** Colleagues read each other by name: every staff list, board and log names a person, never an address. */

const NOW = new Date("2026-06-03T19:00:00Z");
const at = (minutesBefore: number) => new Date(NOW.getTime() - minutesBefore * 60_000).toISOString();
let seq = 0;

describeEachDatabase("staff names on the floor's screens", (getDb) => {
  it("an account made without a name is named after its address, and every screen shows that name", async () => {
    const db = getDb();
    const email = `jo.smith+${++seq}@museum.test`;
    const jo = await createUser(db, { email, password: "Flipper#2024", role: "staff" });
    expect(jo.name).toBe("Jo Smith");
    const actor = { id: jo.id, ip: null };
    const gameId = (
      await db
        .insertInto("games")
        .values(newGame({ name: `Names machine ${seq}` }))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

    const open = (await logRepair(db, gameId, "Left flipper weak", actor, { now: at(90) }))!.repairId;
    expect((await takeRepair(db, open, actor, at(80))).ok).toBe(true);
    const part = { name: `Flipper coil ${seq}`, quantity: 1, url: null, cost: null };
    await addWorkEntry(db, open, { body: "Coil is tired", minutes: 10, photos: [], parts: [part] }, actor, at(70));
    const closed = (await logRepair(db, gameId, "Coin door sticks", actor, { now: at(60) }))!.repairId;
    expect((await setRepairResolved(db, closed, true, actor, {}, at(50))).ok).toBe(true);

    const entry = async (id: number) =>
      toRepairEntry(await repairEntries(db).where("repairs.id", "=", id).executeTakeFirstOrThrow());
    expect(await entry(open)).toMatchObject({ loggedBy: "Jo Smith", assignee: "Jo Smith" });
    expect(await entry(closed)).toMatchObject({ loggedBy: "Jo Smith", resolvedBy: "Jo Smith" });

    const thread = (await repairThread(db, open))!;
    expect(thread.entries.map((e) => e.author)).toEqual(["Jo Smith"]);

    const parts = (await partsToReceive(db)).filter((p) => p.repair_id === open);
    expect(parts.map((p) => [p.name, p.requestedBy])).toEqual([[part.name, "Jo Smith"]]);

    const board = await readWorkshopBoard(db, NOW);
    expect(board.takers).toContainEqual({ name: "Jo Smith", games: [`Names machine ${seq}`] });
    expect([...board.attention.rows, ...board.open.rows].find((r) => r.game === `Names machine ${seq}`)?.takenBy).toBe(
      "Jo Smith",
    );

    for (const shown of [await entry(open), await entry(closed), thread, parts, board])
      expect(JSON.stringify(shown)).not.toContain("@museum.test");
  });

  it("the Activity log names who did it; its people filter adds the address to tell namesakes apart", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const email = `pat.plunger+${++seq}@museum.test`;
    const pat = await createUser(db, { email, password: "Flipper#2024", role: "staff" });
    const gameId = (
      await db
        .insertInto("games")
        .values(newGame({ name: `Activity machine ${seq}` }))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await logRepair(db, gameId, "Display flickers", { id: pat.id, ip: null });

    const page = await activityLoader(routeArgs(`/admin/activity?user=${pat.id}`, manager.cookie));
    expect(page.rows.length).toBeGreaterThan(0);
    expect(new Set(page.rows.map((r) => r.who))).toEqual(new Set(["Pat Plunger"]));
    expect(page.people).toContainEqual({ id: pat.id, label: `Pat Plunger (${email})` });
  });
});

describeEachDatabase(
  "the staff-names migration",
  (getDb) => {
    it("names every account without a name after its address's local part; a name already given stays", async () => {
      const db = getDb();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("20261129_0034_repair_public_line")).error).toBeUndefined();
      const account = (email: string, name: string | null) => ({
        email,
        name,
        role: "staff" as const,
        password_hash: "x",
        must_change_password: false,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      });
      await db
        .insertInto("users")
        .values([
          account("ana.lima@museum.test", "Ana Lima"),
          account("jo.smith@museum.test", null),
          account("sam_spinner@museum.test", "   "),
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom("users").select(["email", "name"]).orderBy("email").execute();
      expect(rows).toEqual([
        { email: "ana.lima@museum.test", name: "Ana Lima" },
        { email: "jo.smith@museum.test", name: "Jo Smith" },
        { email: "sam_spinner@museum.test", name: "Sam Spinner" },
      ]);
    });
  },
  { migrated: false },
);
