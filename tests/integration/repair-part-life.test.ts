import { expect, it } from "vitest";
import { logRepair } from "~/models/repair/repair.server";
import { requestParts, setPartStatus } from "~/models/repair/parts.server";
import { action as partsAction, loader as partsLoader } from "~/routes/repairs.parts";
import { action as threadAction } from "~/routes/repairs.repair";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * A part's whole life: Requested, Ordered, Received, or Cancelled from either of the first two
 * (docs/departures.md#parts-awaiting, #parts-screen), and resolving a repair that still waits for parts.
 */

let seq = 0;
const part = (name: string) => ({ name, quantity: 1, url: null, cost: null });

describeEachDatabase("a part's life", (getDb) => {
  const setUp = async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const machine = await db
      .insertInto("games")
      .values(newGame({ name: `Part life machine ${++seq}`, status: "Operational" }))
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
    const { repairId } = (await logRepair(db, machine.id, "Left flipper dead", staff))!;
    const [coil, rubbers] = (await requestParts(db, repairId, [part("Flipper coil"), part("Rubber kit")], staff))!;
    return { db, staff, machine, repairId, coil, rubbers };
  };
  const partStatus = async (id: number) =>
    (await getDb().selectFrom("repair_parts").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const repairStatus = async (id: number) =>
    (await getDb().selectFrom("repairs").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const gameStatus = async (id: number) =>
    (await getDb().selectFrom("games").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  type Screen = Awaited<ReturnType<typeof partsLoader>>;
  const screen = async (cookie: string) => (await partsLoader(routeArgs("/repairs/parts", cookie))) as Screen;
  const mark = (cookie: string, partId: number, status: string) =>
    postTo(partsAction, "/repairs/parts", cookie, {
      intent: "part-status",
      partId: String(partId),
      status,
      inPlace: "1",
    });
  const resolve = (repairId: number, cookie: string, fields: Record<string, string> = {}) => {
    const args = routeArgs(`/repairs/${repairId}`, cookie, { intent: "resolve", ...fields }) as object;
    return postTo((() => threadAction({ ...args, params: { id: String(repairId) } } as never)) as never, "", "", {});
  };

  it("a part Requested or Ordered can be cancelled: it leaves the Parts screen, the repair stops waiting for it, and the Activity log says so", async () => {
    const { db, staff, machine, repairId, coil, rubbers } = await setUp();
    expect(await repairStatus(repairId)).toBe("waiting_for_parts");
    expect(await gameStatus(machine.id)).toBe("Awaiting Parts");
    await setPartStatus(db, coil, "ordered", staff);

    expect(await mark(staff.cookie, coil, "cancelled")).toEqual({
      status: 200,
      body: { ok: true, message: "Part cancelled" },
    });
    expect(await partStatus(coil)).toBe("cancelled");
    expect((await screen(staff.cookie)).parts.map((p) => p.id)).toContain(rubbers);
    expect((await screen(staff.cookie)).parts.map((p) => p.id)).not.toContain(coil);
    // The rubbers are still to come: the repair still waits.
    expect(await repairStatus(repairId)).toBe("waiting_for_parts");

    expect((await mark(staff.cookie, rubbers, "cancelled")).body).toMatchObject({ ok: true });
    expect((await screen(staff.cookie)).parts.map((p) => p.id)).not.toContain(rubbers);
    expect(await repairStatus(repairId)).toBe("in_progress");
    expect(await gameStatus(machine.id)).toBe("In Repair");

    const logged = await db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "repair_part_status_set")
      .where("entity", "=", "repair")
      .where("entity_id", "=", String(repairId))
      .orderBy("id")
      .execute();
    expect(logged.map((row) => JSON.parse(row.details as string) as { name: string; status: string })).toEqual([
      expect.objectContaining({ name: "Flipper coil", status: "ordered" }),
      expect.objectContaining({ name: "Flipper coil", status: "cancelled" }),
      expect.objectContaining({ name: "Rubber kit", status: "cancelled" }),
    ]);
    const events = await db
      .selectFrom("repair_events")
      .select("detail")
      .where("repair_id", "=", repairId)
      .where("kind", "=", "part")
      .execute();
    expect(
      events.filter((e) => (JSON.parse(e.detail as string) as { status: string }).status === "cancelled"),
    ).toHaveLength(2);
  });

  it("a received part cannot be cancelled, and a cancelled part does not change again; each refusal changes nothing", async () => {
    const { db, staff, coil, rubbers } = await setUp();
    await setPartStatus(db, coil, "received", staff);
    expect(await mark(staff.cookie, coil, "cancelled")).toEqual({
      status: 409,
      body: { ok: false, error: "Only a part still Requested or Ordered can be cancelled." },
    });
    expect(await partStatus(coil)).toBe("received");

    await mark(staff.cookie, rubbers, "cancelled");
    expect(await mark(staff.cookie, rubbers, "received")).toEqual({
      status: 409,
      body: {
        ok: false,
        error: "This part was cancelled. Request it again in a work entry if it is needed after all.",
      },
    });
    expect(await partStatus(rubbers)).toBe("cancelled");
  });

  it("resolving with parts still outstanding is refused until the post says whether to cancel them or keep them open", async () => {
    const { db, staff, repairId, coil, rubbers } = await setUp();
    await setPartStatus(db, coil, "ordered", staff);

    expect(await resolve(repairId, staff.cookie)).toMatchObject({
      status: 409,
      body: {
        ok: false,
        error:
          "2 parts are still outstanding. Resolve the repair from its page, which asks whether to cancel them or keep them open.",
      },
    });
    expect(await resolve(repairId, staff.cookie, { outstandingParts: "later" })).toMatchObject({
      status: 400,
      body: { ok: false },
    });
    expect(await repairStatus(repairId)).toBe("waiting_for_parts");
    expect([await partStatus(coil), await partStatus(rubbers)]).toEqual(["ordered", "requested"]);

    expect(await resolve(repairId, staff.cookie, { outstandingParts: "cancel" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Marked as resolved. 2 parts cancelled." },
    });
    expect(await repairStatus(repairId)).toBe("resolved");
    expect([await partStatus(coil), await partStatus(rubbers)]).toEqual(["cancelled", "cancelled"]);
  });

  it("kept open, a closed repair's requested part leaves the Parts screen and an ordered one is listed apart until it arrives", async () => {
    const { db, staff, repairId, coil, rubbers } = await setUp();
    await setPartStatus(db, coil, "ordered", staff);
    expect(await resolve(repairId, staff.cookie, { outstandingParts: "keep" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Marked as resolved." },
    });
    expect([await partStatus(coil), await partStatus(rubbers)]).toEqual(["ordered", "requested"]);
    const listed = await screen(staff.cookie);
    expect(listed.parts.map((p) => p.id)).not.toContain(coil);
    expect(listed.parts.map((p) => p.id)).not.toContain(rubbers);
    expect(listed.closedRepairParts.map((p) => p.id)).toContain(coil);
    expect(listed.closedRepairParts.map((p) => p.id)).not.toContain(rubbers);

    await mark(staff.cookie, coil, "received");
    expect((await screen(staff.cookie)).closedRepairParts.map((p) => p.id)).not.toContain(coil);
  });

  it("reopened, a repair whose parts were kept open waits for them again; one with none outstanding is Open", async () => {
    const { db, staff, repairId, coil, rubbers } = await setUp();
    await resolve(repairId, staff.cookie, { outstandingParts: "keep" });
    const reopen = (id: number) =>
      postTo(
        (() =>
          threadAction({
            ...(routeArgs(`/repairs/${id}`, staff.cookie, { intent: "reopen" }) as object),
            params: { id: String(id) },
          } as never)) as never,
        "",
        "",
        {},
      );
    expect(await reopen(repairId)).toMatchObject({ status: 200, body: { ok: true, message: "Reopened." } });
    expect(await repairStatus(repairId)).toBe("waiting_for_parts");
    expect((await screen(staff.cookie)).parts.map((p) => p.id)).toEqual(expect.arrayContaining([coil, rubbers]));

    await setPartStatus(db, coil, "received", staff);
    await setPartStatus(db, rubbers, "cancelled", staff);
    await resolve(repairId, staff.cookie);
    await reopen(repairId);
    expect(await repairStatus(repairId)).toBe("open");
  });

  it("a repair with no part outstanding resolves as before", async () => {
    const { db, staff, repairId, coil, rubbers } = await setUp();
    await setPartStatus(db, coil, "received", staff);
    await setPartStatus(db, rubbers, "cancelled", staff);
    expect(await resolve(repairId, staff.cookie)).toMatchObject({
      status: 200,
      body: { ok: true, message: "Marked as resolved." },
    });
  });
});
