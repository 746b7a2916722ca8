import { expect, it } from "vitest";
import type { GameStatus } from "~/db/schema";
import { statusHistory } from "~/models/game-status-history.server";
import { deleteRepair, logRepair, setRepairResolved } from "~/models/repair.server";
import { createUser } from "~/models/user.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

let seq = 0;

describeEachDatabase("repairs", (getDb) => {
  const actor = async () => ({ id: (await createUser(getDb(), { email: `fixer${++seq}@museum.test`, password: "Old#Pass1", role: "staff", name: `Fixer ${seq}` })).id, ip: "203.0.113.4" });
  const game = async (status: GameStatus) => {
    const row = await getDb().insertInto("games").values(newGame({ name: `Repairable ${++seq}`, status })).returning(["id", "slug"]).executeTakeFirstOrThrow();
    return row;
  };
  const gameRow = (id: number) => getDb().selectFrom("games").select(["status", "version"]).where("id", "=", id).executeTakeFirstOrThrow();
  const repairRow = (id: number) => getDb().selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const audits = (action: string, id: number) => getDb().selectFrom("audit_log").selectAll().where("action", "=", action).where("entity_id", "=", String(id)).execute();

  it("logging a repair sets the game In Repair whatever it was, with a status row, a new version and an audit row", async () => {
    const who = await actor();
    for (const before of ["Operational", "Awaiting Parts", "In Repair"] as const) {
      const { id, slug } = await game(before);
      const logged = await logRepair(getDb(), id, "Coin mech jams", who);
      expect(logged).toMatchObject({ slug });
      expect(await repairRow(logged!.repairId)).toMatchObject({ comment: "Coin mech jams", resolved: false, source: "staff", created_by: who.id, resolved_by: null });
      expect(await gameRow(id)).toEqual({ status: "In Repair", version: before === "In Repair" ? 1 : 2 });
      const history = await statusHistory(getDb(), id);
      expect(history.map((h) => [h.from_status, h.to_status, h.source, h.changed_by])).toEqual(before === "In Repair" ? [] : [[before, "In Repair", "repair", who.id]]);
      expect(await audits("repair_logged", logged!.repairId)).toHaveLength(1);
    }
    expect(await logRepair(getDb(), 999_999, "Nothing here", who)).toBeNull();
  });

  it("resolving the last open repair sets Operational only when asked; reopen clears who and when", async () => {
    const who = await actor();
    const { id } = await game("Operational");
    const first = (await logRepair(getDb(), id, "Left flipper weak", who))!;
    const second = (await logRepair(getDb(), id, "Display flickers", who))!;

    expect(await setRepairResolved(getDb(), first.repairId, true, who, { backToOperational: true })).toMatchObject({ ok: true, openLeft: 1 });
    expect((await gameRow(id)).status).toBe("In Repair"); // another repair is still open
    expect(await repairRow(first.repairId)).toMatchObject({ resolved: true, resolved_by: who.id });
    expect((await repairRow(first.repairId)).resolved_at).not.toBeNull();

    // The last one, with the box cleared: the machine stays In Repair.
    expect(await setRepairResolved(getDb(), second.repairId, true, who, { backToOperational: false })).toMatchObject({ ok: true, openLeft: 0 });
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

  it("deleting a repair leaves the machine's status alone", async () => {
    const who = await actor();
    const { id } = await game("Operational");
    const logged = (await logRepair(getDb(), id, "Loose cabinet hinge", who))!;
    expect(await deleteRepair(getDb(), logged.repairId, who)).toMatchObject({ ok: true, openLeft: 0 });
    expect(await getDb().selectFrom("repairs").select("id").where("id", "=", logged.repairId).executeTakeFirst()).toBeUndefined();
    expect((await gameRow(id)).status).toBe("In Repair");
    expect(await audits("repair_deleted", logged.repairId)).toHaveLength(1);
    expect(await deleteRepair(getDb(), logged.repairId, who)).toEqual({ ok: false });
  });
});
