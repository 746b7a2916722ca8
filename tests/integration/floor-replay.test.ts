import { createStaticHandler, type EntryContext } from "react-router";
import { expect, it } from "vitest";
import handleRequest from "~/entry.server";
import { logRepair } from "~/models/repair/repair.server";
import { REPAIR_CLOSED } from "~/models/repair/thread";
import { action as threadAction } from "~/routes/repairs.repair";
import { FLOOR_REPLAY_HEADER } from "~/utils/floor-replay";
import { isFloorReplay } from "~/utils/floor-replay.server";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * The server's answer to a replay from the floor's queue (docs/design.md#the-floors-queue): a document POST with
 * the header gets its action's result as JSON, through React Router's own handling of the post and the entry.
 */

const loadContext = { ip: "203.0.113.8", cspNonce: "" };
let seq = 0;
const key = () => `replay-key-${++seq}-${Date.now()}`.padEnd(24, "x");

/** The thread's route as the server runs it: React Router's static handler, then the app's entry. */
async function replay(repairId: number, cookie: string, fields: Record<string, string>) {
  const handler = createStaticHandler([
    { id: "thread", path: "/repairs/:id", action: (args) => threadAction({ ...args, context: loadContext } as never) },
  ]);
  const request = new Request(`http://localhost/repairs/${repairId}`, {
    method: "POST",
    headers: { cookie, [FLOOR_REPLAY_HEADER]: "1" },
    body: new URLSearchParams(fields),
  });
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const entry = { staticHandlerContext: context } as unknown as EntryContext;
  return handleRequest(request, context.statusCode, new Headers(), entry, loadContext as never);
}

describeEachDatabase("a replay from the floor's queue", (getDb) => {
  const repairOn = async () => {
    const staff = await signedIn(getDb(), "staff");
    const { id } = await getDb()
      .insertInto("games")
      .values(newGame({ name: `Replay machine ${++seq}`, status: "Operational" }))
      .returning("id")
      .executeTakeFirstOrThrow();
    const { repairId } = (await logRepair(getDb(), id, "Flipper weak", staff))!;
    return { staff, repairId };
  };
  const entries = async (repairId: number) =>
    (await getDb().selectFrom("repair_entries").select("body").where("repair_id", "=", repairId).execute()).map(
      (row) => row.body,
    );

  it("answers the action's result as JSON, and a replay forced again gets the same answer and stores nothing twice", async () => {
    const { staff, repairId } = await repairOn();
    const fields = { intent: "entry", body: "Coil replaced", idempotencyKey: key() };
    for (let n = 0; n < 3; n++) {
      const response = await replay(repairId, staff.cookie, fields);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(await response.json()).toEqual({ ok: true, message: "Work entry added." });
    }
    expect(await entries(repairId)).toEqual(["Coil replaced"]);
  });

  it("answers a refusal with its status and message: a work entry for a repair closed meanwhile", async () => {
    const { staff, repairId } = await repairOn();
    await getDb()
      .updateTable("repairs")
      .set({ status: "resolved", resolved: true })
      .where("id", "=", repairId)
      .execute();
    const response = await replay(repairId, staff.cookie, { intent: "entry", body: "Too late", idempotencyKey: key() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ ok: false, error: REPAIR_CLOSED });
    expect(await entries(repairId)).toEqual([]);
  });

  it("answers a post without a session with the redirect to sign in, as before", async () => {
    const { repairId } = await repairOn();
    const response = await replay(repairId, "", { intent: "entry", body: "Nobody", idempotencyKey: key() });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location")!, "http://localhost").pathname).toBe("/login");
  });
});

it("only a document POST carrying the header is a replay: every other request gets the page as before", () => {
  const at = "http://localhost/repairs/1";
  expect(isFloorReplay(new Request(at, { method: "POST", headers: { [FLOOR_REPLAY_HEADER]: "1" } }))).toBe(true);
  expect(isFloorReplay(new Request(at, { method: "POST" }))).toBe(false);
  expect(isFloorReplay(new Request(at, { headers: { [FLOOR_REPLAY_HEADER]: "1" } }))).toBe(false);
  expect(isFloorReplay(new Request(at, { method: "POST", headers: { [FLOOR_REPLAY_HEADER]: "yes" } }))).toBe(false);
});
