import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { GameLocation, GameStatus } from "~/db/schema";
import { describeActivity } from "~/models/audit/activity";
import { logRepair } from "~/models/repair/repair.server";
import { action as reportAction, loader as reportLoader } from "~/routes/report-issue";
import { action as threadAction, loader as threadLoader } from "~/routes/repairs.repair";
import { HONEYPOT_FIELD } from "~/utils/spam";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

// getConfig() caches on first use, which comes after these lines.
process.env.STAFF_NOTIFY_EMAIL = "techs@museum.test";
process.env.PUBLIC_FORM_LIMIT = "50";

/**
 * A visitor's "unsafe" report, which takes a machine off the floor at once, kept to what it is for: only a
 * machine on the floor, one alarm per address per hour, and a false alarm undone by staff in one tap.
 */

const NOT_ON_FLOOR =
  "This machine is not on the museum floor, so it cannot be reported here. If you found a problem with it, please tell a member of staff.";
const T0 = new Date("2026-07-04T15:00:00.000Z");
const MINUTE = 60_000;
let seq = 0;
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

type Outcome = { status: number; location?: string | null; body?: unknown };

async function report(gameId: number, fields: Record<string, string>, ip = freshIp()): Promise<Outcome> {
  const body = new FormData();
  for (const [k, v] of Object.entries({ [HONEYPOT_FIELD]: "", comment: "Smoke!", ...fields })) body.append(k, v);
  const request = new Request(`http://localhost/report-issue?gameId=${gameId}`, { method: "POST", body });
  const result = await reportAction({ request, params: {}, context: { ip, cspNonce: "" } } as never);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

const at = (ms: number) => vi.setSystemTime(new Date(T0.getTime() + ms));

describeEachDatabase("a visitor's safety alarm", (getDb) => {
  beforeEach(async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    await getDb().deleteFrom("email_outbox").execute();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const machine = async (status: GameStatus = "Operational", location: GameLocation = "Replay", forSale = false) =>
    getDb()
      .insertInto("games")
      .values(newGame({ name: `Alarm machine ${++seq}`, status, location, for_sale: forSale }))
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
  const statusOf = async (id: number) =>
    (await getDb().selectFrom("games").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const repairsOf = (gameId: number) =>
    getDb().selectFrom("repairs").selectAll().where("game_id", "=", gameId).orderBy("id").execute();
  const safetyMails = async () =>
    (
      await getDb()
        .selectFrom("email_outbox")
        .select("subject")
        .where("to_address", "=", "techs@museum.test")
        .where("subject", "like", "SAFETY:%")
        .execute()
    ).map((m) => m.subject);

  it("only a machine on the floor can be reported: a Warehouse machine's label gets a page saying so, and its posts change nothing", async () => {
    const stored = await machine("Operational", "Warehouse", true);
    const page = await reportLoader(routeArgs(`/report-issue?gameId=${stored.id}`, ""));
    expect(page).toMatchObject({ state: "ready", game: { name: stored.name, onFloor: false } });

    expect(await report(stored.id, { playable: "no", unsafe: "on" })).toMatchObject({
      status: 409,
      body: { error: NOT_ON_FLOOR },
    });
    expect(await report(stored.id, { intent: "same-problem" })).toMatchObject({
      status: 409,
      body: { error: NOT_ON_FLOOR },
    });
    expect(await repairsOf(stored.id)).toEqual([]);
    expect(await statusOf(stored.id)).toBe("Operational");
    expect(await safetyMails()).toEqual([]);

    // On the floor, for sale or not, a report is taken.
    const forSale = await machine("Operational", "Replay", true);
    expect((await report(forSale.id, { playable: "no", unsafe: "on" })).status).toBe(302);
    expect(await statusOf(forSale.id)).toBe("In Repair");
  });

  it("safety reports from one address within an hour are one alarm, the later ones counted as 'Same problem' on it", async () => {
    const ip = freshIp();
    const [first, second, third] = [await machine(), await machine(), await machine()];

    expect((await report(first.id, { playable: "yes", unsafe: "on" }, ip)).status).toBe(302);
    at(20 * MINUTE);
    expect(await report(second.id, { playable: "no", unsafe: "on", comment: "Sparks here too" }, ip)).toEqual({
      status: 302,
      location: `/report-issue?gameId=${second.id}&submitted=1`,
    });
    at(59 * MINUTE);
    expect((await report(first.id, { playable: "yes", unsafe: "on" }, ip)).status).toBe(302);

    const [alarm] = await repairsOf(first.id);
    expect(alarm).toMatchObject({ safety: true, confirmations: 2 });
    expect(await repairsOf(second.id)).toEqual([]);
    expect(await statusOf(second.id)).toBe("Operational");
    expect(await safetyMails()).toEqual([`SAFETY: Issue reported: ${first.name}`]);
    // The later report's machine and text are kept on the alarm's step.
    const steps = await getDb()
      .selectFrom("repair_events")
      .select("detail")
      .where("repair_id", "=", alarm.id)
      .where("kind", "=", "confirmed")
      .execute();
    expect(JSON.parse(steps[0].detail)).toEqual({ sameSender: true, gameId: second.id, comment: "Sparks here too" });

    // Another address within the hour is its own alarm; the same address after the hour is a new one.
    expect((await report(second.id, { playable: "no", unsafe: "on" })).status).toBe(302);
    expect(await statusOf(second.id)).toBe("In Repair");
    at(61 * MINUTE);
    expect((await report(third.id, { playable: "no", unsafe: "on" }, ip)).status).toBe(302);
    expect(await statusOf(third.id)).toBe("In Repair");
    expect(await safetyMails()).toHaveLength(3);
  });

  it("staff undo a false alarm in one tap: the report is closed as a false alarm and the machine gets its status back, audited", async () => {
    const staff = await signedIn(getDb(), "staff");
    const game = await machine("Operational");
    await report(game.id, { playable: "yes", unsafe: "on" });
    const [alarm] = await repairsOf(game.id);
    expect(await statusOf(game.id)).toBe("In Repair");

    const args = (fields?: Record<string, string>) =>
      ({
        ...(routeArgs(`/repairs/${alarm.id}`, staff.cookie, fields) as object),
        params: { id: String(alarm.id) },
      }) as never;
    const thread = await threadLoader(args());
    expect(thread.falseAlarm).toEqual({ statusBefore: "Operational" });

    const answer = await threadAction(args({ intent: "false-alarm" }));
    expect(answer).toMatchObject({
      data: { ok: true, intent: "false-alarm", message: `Closed as a false alarm. ${game.name} is Operational again.` },
    });
    expect(await statusOf(game.id)).toBe("Operational");
    expect(await repairsOf(game.id)).toMatchObject([{ status: "false_alarm", resolved: true, resolved_by: staff.id }]);
    const [audit] = await getDb()
      .selectFrom("audit_log")
      .select(["user_id", "details"])
      .where("action", "=", "repair_false_alarm")
      .where("entity_id", "=", String(alarm.id))
      .execute();
    expect(audit.user_id).toBe(staff.id);
    expect(
      describeActivity({
        action: "repair_false_alarm",
        entity: "repair",
        entityId: String(alarm.id),
        details: JSON.parse(audit.details ?? "{}") as Record<string, unknown>,
      }),
    ).toBe(`Closed repair #${alarm.id} as a false alarm, machine from In Repair back to Operational`);
    expect((await threadLoader(args())).falseAlarm).toBeNull();

    // Another open repair that keeps the machine off the floor: it stays In Repair, and the page says why.
    const kept = await machine("Operational");
    await report(kept.id, { playable: "yes", unsafe: "on" });
    const [keptAlarm] = await repairsOf(kept.id);
    const staffRepair = await logRepair(getDb(), kept.id, "Coil burnt", staff);
    const keptAnswer = await threadAction({
      ...(routeArgs(`/repairs/${keptAlarm.id}`, staff.cookie, { intent: "false-alarm" }) as object),
      params: { id: String(keptAlarm.id) },
    } as never);
    expect(keptAnswer).toMatchObject({
      data: {
        message: `Closed as a false alarm. ${kept.name} stays In Repair: another open repair keeps it off the floor.`,
      },
    });
    expect(await statusOf(kept.id)).toBe("In Repair");

    // A staff repair is not a visitor's alarm.
    const refused = await threadAction({
      ...(routeArgs(`/repairs/${staffRepair!.repairId}`, staff.cookie, { intent: "false-alarm" }) as object),
      params: { id: String(staffRepair!.repairId) },
    } as never);
    expect(refused).toMatchObject({ data: { error: "Only a visitor's report can be closed as a false alarm." } });
  });
});
