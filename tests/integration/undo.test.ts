import { expect, it } from "vitest";
import type { GameStatus } from "~/db/schema";
import { describeActivity } from "~/models/audit/activity";
import { logRepair } from "~/models/repair/repair.server";
import { takeRepair } from "~/models/repair/triage.server";
import { undoRepairStep } from "~/models/repair/undo.server";
import { UNDO_EXPIRED, UNDO_INVALID, UNDO_MOVED_ON, UNDO_NOT_YOURS, type UndoOffer } from "~/models/shared/undo";
import { action as addAction } from "~/routes/add";
import { action as editAction } from "~/routes/edit";
import { action as threadAction } from "~/routes/repairs.repair";
import { action as newRepairAction } from "~/routes/repairs.new";
import { readFlash } from "~/utils/flash.server";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * Undo of Resolve, Take it, a repair's Delete and a game's Delete (docs/design.md#confirmations-and-undo): each
 * puts back exactly what the action changed, only while the row is as the action left it, only for whoever did it
 * and within the server's window; a repeat with the same key gets the first answer; each writes its audit row.
 */

let seq = 0;
const key = () => `undo-key-${++seq}-${Date.now()}`.padEnd(20, "x");
const context = { ip: "203.0.113.9", cspNonce: "" };

type Body = { ok: boolean; message?: string; error?: string; undo?: UndoOffer };
type Answer = { status: number; body: Body | null; location: string | null; cookie: string | null };

function post(path: string, cookie: string, fields: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return new Request(`http://localhost${path}`, { method: "POST", headers: { cookie }, body });
}

const redirected = (response: Response): Answer => ({
  status: response.status,
  body: null,
  location: response.headers.get("Location"),
  cookie: response.headers.get("Set-Cookie"),
});

/** Runs an action: its answer's status and body, or the redirect it returned or threw. */
async function run(action: (args: never) => Promise<unknown>, args: unknown): Promise<Answer> {
  try {
    const result = await action(args as never);
    if (result instanceof Response) return redirected(result);
    const answer = result as { data: Body; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, body: answer.data, location: null, cookie: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return redirected(thrown);
  }
}

const thread = (id: number, cookie: string, fields: Record<string, string | string[]>) =>
  run(threadAction, { request: post(`/repairs/${id}`, cookie, fields), params: { id: String(id) }, context });
const edit = (id: number, cookie: string, fields: Record<string, string>) =>
  run(editAction, { request: post(`/edit/${id}`, cookie, fields), params: { id: String(id) }, context });
/** Posts an offer back, as the toast's Undo does. */
const undo = (offer: UndoOffer, cookie: string, idempotencyKey = key()) =>
  run(offer.action.startsWith("/edit/") ? editAction : threadAction, {
    request: post(offer.action, cookie, { intent: offer.intent, undo: offer.token, idempotencyKey }),
    params: { id: offer.action.split("/").pop() },
    context,
  });
/** The toast a redirect carries, read as the next page's root loader reads it. */
const flashOf = async (answer: Answer) =>
  (await readFlash(new Request("http://localhost/", { headers: { cookie: answer.cookie?.split(";")[0] ?? "" } })))
    .flash;

describeEachDatabase("undo", (getDb) => {
  const db = () => getDb();
  const machine = async (status: GameStatus) =>
    db()
      .insertInto("games")
      .values(newGame({ name: `Undo machine ${++seq}`, status }))
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
  const repairRow = (id: number) =>
    db().selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const gameRow = (id: number) => db().selectFrom("games").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const audits = (action: string, entityId: number) =>
    db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", action)
      .where("entity_id", "=", String(entityId))
      .execute();

  /** An Unplayable repair (its machine In Repair), taken by a colleague: In progress and theirs. */
  const takenRepair = async () => {
    const [me, colleague] = [await signedIn(db(), "staff"), await signedIn(db(), "staff")];
    const game = await machine("Operational");
    const { repairId } = (await logRepair(db(), game.id, "Left flipper dead", colleague))!;
    await takeRepair(db(), repairId, colleague);
    return { me, colleague, game, repairId };
  };

  it("Undo of Resolve reopens the repair as it was and puts the machine's status back, once", async () => {
    const { me, colleague, game, repairId } = await takenRepair();
    const before = await repairRow(repairId);
    expect(before).toMatchObject({ status: "in_progress", assigned_to: colleague.id });
    expect((await gameRow(game.id)).status).toBe("In Repair");

    const resolved = await thread(repairId, me.cookie, { intent: "resolve", backToOperational: "on" });
    expect(resolved.body).toMatchObject({ ok: true, message: "Marked as resolved." });
    expect(resolved.body?.undo).toMatchObject({ action: `/repairs/${repairId}`, intent: "undo-resolve" });
    expect((await gameRow(game.id)).status).toBe("Operational");

    const again = key();
    const undone = await undo(resolved.body!.undo!, me.cookie, again);
    expect(undone.body).toMatchObject({ ok: true, message: `Undone: repair #${repairId} is open again.` });
    const after = await repairRow(repairId);
    expect(after).toMatchObject({
      status: "in_progress",
      assigned_to: colleague.id,
      assigned_at: before.assigned_at,
      resolved_at: null,
      resolved_by: null,
      deleted_at: null,
    });
    expect(Boolean(after.resolved)).toBe(false);
    expect((await gameRow(game.id)).status).toBe("In Repair");
    const history = await db()
      .selectFrom("game_status_history")
      .select(["from_status", "to_status"])
      .where("game_id", "=", game.id)
      .orderBy("id")
      .execute();
    expect(history.slice(-2)).toEqual([
      { from_status: "In Repair", to_status: "Operational" },
      { from_status: "Operational", to_status: "In Repair" },
    ]);

    // The same Undo sent again gets its first answer; a new one finds nothing left to undo.
    expect((await undo(resolved.body!.undo!, me.cookie, again)).body).toEqual(undone.body);
    expect(await undo(resolved.body!.undo!, me.cookie)).toMatchObject({
      status: 409,
      body: { ok: false, error: UNDO_MOVED_ON },
    });
    const rows = await audits("repair_resolve_undone", repairId);
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(me.id);
    expect(
      describeActivity({
        action: rows[0].action,
        entity: rows[0].entity,
        entityId: rows[0].entity_id,
        details: JSON.parse(rows[0].details ?? "{}") as Record<string, unknown>,
      }),
    ).toBe(`Undid resolving repair #${repairId}, machine back to In Repair`);
  });

  it("Undo of a Resolve that cancelled the parts still to come brings them back as they were", async () => {
    const { me, repairId } = await takenRepair();
    await thread(repairId, me.cookie, {
      intent: "entry",
      body: "Ordered a coil",
      partName: ["Coil", "Sleeve"],
      partQuantity: ["1", "2"],
      partUrl: ["", ""],
      partCost: ["", ""],
    });
    const parts = await db().selectFrom("repair_parts").select(["id"]).where("repair_id", "=", repairId).execute();
    await thread(repairId, me.cookie, { intent: "part", partId: String(parts[0].id), partStatus: "ordered" });
    const resolved = await thread(repairId, me.cookie, { intent: "resolve", outstandingParts: "cancel" });
    expect(resolved.body?.message).toBe("Marked as resolved. 2 parts cancelled.");
    const statuses = () =>
      db().selectFrom("repair_parts").select("status").where("repair_id", "=", repairId).orderBy("id").execute();
    expect(await statuses()).toEqual([{ status: "cancelled" }, { status: "cancelled" }]);

    expect((await undo(resolved.body!.undo!, me.cookie)).body?.ok).toBe(true);
    expect(await statuses()).toEqual([{ status: "ordered" }, { status: "requested" }]);
    expect((await repairRow(repairId)).status).toBe("waiting_for_parts");
  });

  it("refuses an Undo once the repair has moved on, someone else's, a forged one and a late one, changing nothing", async () => {
    const { me, colleague, game, repairId } = await takenRepair();
    const resolved = await thread(repairId, me.cookie, { intent: "resolve", backToOperational: "on" });
    const offer = resolved.body!.undo!;

    expect(await undo(offer, colleague.cookie)).toMatchObject({ status: 403, body: { error: UNDO_NOT_YOURS } });
    const forged = { ...offer, token: `${offer.token.split(".")[0]}x.${offer.token.split(".")[1]}` };
    expect(await undo(forged, me.cookie)).toMatchObject({ status: 400, body: { error: UNDO_INVALID } });
    const late = await db()
      .transaction()
      .execute((trx) =>
        undoRepairStep(trx, repairId, "undo-resolve", offer.token, me, new Date(Date.now() + 10 * 60_000 + 1000)),
      );
    expect(late).toMatchObject({ ok: false, status: 409, error: UNDO_EXPIRED });
    expect((await repairRow(repairId)).status).toBe("resolved");

    // A colleague reopens and resolves it again meanwhile: it is no longer the resolve the toast offered to undo.
    await thread(repairId, colleague.cookie, { intent: "reopen" });
    await thread(repairId, colleague.cookie, { intent: "resolve" });
    const moved = await repairRow(repairId);
    expect(await undo(offer, me.cookie)).toMatchObject({ status: 409, body: { error: UNDO_MOVED_ON } });
    expect(await repairRow(repairId)).toEqual(moved);
    expect((await gameRow(game.id)).status).toBe("Operational");
    expect(await audits("repair_resolve_undone", repairId)).toHaveLength(0);
  });

  it("Undo of Take it gives the repair back to whoever had it, with its status", async () => {
    const { me, colleague, repairId } = await takenRepair();
    const before = await repairRow(repairId);
    const taken = await thread(repairId, me.cookie, { intent: "take" });
    expect(taken.body).toMatchObject({ ok: true, message: "Taken: it is yours.", undo: { intent: "undo-take" } });
    expect((await repairRow(repairId)).assigned_to).toBe(me.id);

    const undone = await undo(taken.body!.undo!, me.cookie);
    expect(undone.body).toMatchObject({ ok: true, message: `Undone: repair #${repairId} is given back.` });
    expect(await repairRow(repairId)).toMatchObject({
      assigned_to: colleague.id,
      assigned_at: before.assigned_at,
      status: "in_progress",
    });
    expect(await audits("repair_take_undone", repairId)).toHaveLength(1);

    // Taken from nobody, an Open repair: Undo leaves it Open and nobody's.
    const game = await machine("Operational");
    const fresh = (await logRepair(db(), game.id, "Coin door stuck", colleague, { severity: "minor" }))!.repairId;
    const mine = await thread(fresh, me.cookie, { intent: "take" });
    expect((await repairRow(fresh)).status).toBe("in_progress");
    await undo(mine.body!.undo!, me.cookie);
    expect(await repairRow(fresh)).toMatchObject({ assigned_to: null, assigned_at: null, status: "open" });
  });

  it("Undo of Confirm and take it gives the repair back and keeps the triage", async () => {
    const { me, colleague, repairId } = await takenRepair();
    const taken = await thread(repairId, me.cookie, { intent: "confirm-take", severity: "minor" });
    expect(taken.body).toMatchObject({
      ok: true,
      message: "Triaged and taken: it is yours.",
      undo: { intent: "undo-take" },
    });
    expect(await repairRow(repairId)).toMatchObject({ assigned_to: me.id, severity: "minor", triaged_by: me.id });

    const undone = await undo(taken.body!.undo!, me.cookie);
    expect(undone.body).toMatchObject({ ok: true, message: `Undone: repair #${repairId} is given back.` });
    expect(await repairRow(repairId)).toMatchObject({
      assigned_to: colleague.id,
      status: "in_progress",
      severity: "minor",
      triaged_by: me.id,
    });
  });

  it("Undo of a repair's Delete: its deleter, not a manager, brings it back from the Trash; nobody else can", async () => {
    const { me, colleague, game, repairId } = await takenRepair();
    const deleted = await thread(repairId, me.cookie, { intent: "delete", returnTo: `/game/${game.slug}` });
    expect(deleted).toMatchObject({ status: 302, location: `/game/${game.slug}` });
    expect(deleted.cookie).toMatch(/^museum_flash=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    const flash = await flashOf(deleted);
    expect(flash).toMatchObject({ message: "Repair moved to the Trash.", undo: { intent: "undo-delete" } });
    expect((await repairRow(repairId)).deleted_by).toBe(me.id);

    expect(await undo(flash!.undo!, colleague.cookie)).toMatchObject({ status: 403 });
    const undone = await undo(flash!.undo!, me.cookie);
    expect(undone.body).toMatchObject({ ok: true, message: `Undone: repair #${repairId} is back.` });
    expect(await repairRow(repairId)).toMatchObject({ deleted_at: null, deleted_by: null, status: "in_progress" });
    expect(await audits("repair_delete_undone", repairId)).toHaveLength(1);
    expect(await audits("repair_restored", repairId)).toHaveLength(0);
    expect(await undo(flash!.undo!, me.cookie)).toMatchObject({ status: 409, body: { error: UNDO_MOVED_ON } });
  });

  it("Undo of a game's Delete brings it back to the collection", async () => {
    const me = await signedIn(db(), "staff");
    const game = await machine("Operational");
    const deleted = await edit(game.id, me.cookie, { intent: "delete" });
    expect(deleted).toMatchObject({ status: 302, location: "/collection" });
    const flash = await flashOf(deleted);
    expect(flash).toMatchObject({ message: `${game.name} moved to the Trash.`, undo: { action: `/edit/${game.id}` } });
    expect((await gameRow(game.id)).deleted_at).not.toBeNull();

    const again = key();
    const undone = await undo(flash!.undo!, me.cookie, again);
    expect(undone.body).toMatchObject({ ok: true, message: `Undone: ${game.name} is back in the collection.` });
    expect(await gameRow(game.id)).toMatchObject({ deleted_at: null, deleted_by: null });
    expect((await undo(flash!.undo!, me.cookie, again)).body).toEqual(undone.body);
    expect(await undo(flash!.undo!, me.cookie)).toMatchObject({ status: 409 });
    expect(await audits("game_delete_undone", game.id)).toHaveLength(1);
  });

  it("the game form's save, adding or editing, says Saved. on the page it lands on", async () => {
    const me = await signedIn(db(), "staff");
    const name = `Saved machine ${++seq}`;
    const fields = { intent: "save", name, type: "Pinball", location: "Replay", status: "Operational" };
    const added = await run(addAction, { request: post("/add", me.cookie, fields), params: {}, context });
    expect(added.location).toBe(
      `/?added=${(await db().selectFrom("games").select("slug").where("name", "=", name).executeTakeFirstOrThrow()).slug}`,
    );
    expect(await flashOf(added)).toMatchObject({ message: "Saved." });
    const game = await db()
      .selectFrom("games")
      .select(["id", "slug", "version"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    const edited = await edit(game.id, me.cookie, { ...fields, year: "1992", version: String(game.version) });
    expect(edited).toMatchObject({ status: 302, location: `/game/${game.slug}` });
    expect(await flashOf(edited)).toMatchObject({ message: "Saved." });
  });

  it("logging a repair lands on its thread, which says so with the machine's name", async () => {
    const me = await signedIn(db(), "staff");
    const game = await machine("Operational");
    const logged = await run(newRepairAction, {
      request: post(`/repairs/new?gameId=${game.id}`, me.cookie, { comment: "Tilt bob loose", idempotencyKey: key() }),
      params: {},
      context,
    });
    const repair = await db()
      .selectFrom("repairs")
      .select("id")
      .where("game_id", "=", game.id)
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ status: 302, location: `/repairs/${repair.id}` });
    expect(await flashOf(logged)).toMatchObject({ message: `Repair logged for ${game.name}.` });
    expect((await flashOf(logged))?.undo).toBeUndefined();
  });
});
