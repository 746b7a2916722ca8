import { afterEach, expect, it, vi } from "vitest";
import { describeActivity } from "~/models/audit/activity";
import { action as apiPlays } from "~/routes/api.plays";
import { action as machineAction, loader as machineLoader } from "~/routes/maintenance.machines.$gameId";
import type { DB } from "~/utils/db.server";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The play counter: readings by hand on a machine's maintenance page, counter keys, and POST /api/plays. */

/** Nov 20, 2026, 3:00 pm in the museum (EST), and nine days later. */
const NOV_20 = new Date("2026-11-20T20:00:00Z");
const NOV_29 = new Date("2026-11-29T16:00:00Z");

const LOWER_NEEDS_NOTE = (last: string) =>
  `The last reading was ${last}. A lower reading needs a note saying why, such as "counter reset" or "board replaced".`;
const NOT_WHOLE = "The reading is a whole number of plays, 0 or more, such as 12345";
const REFUSED = "This counter key does not work. Ask a manager for a new one.";

afterEach(() => vi.useRealTimers());

async function machine(db: DB, name: string) {
  const { id } = await db.insertInto("games").values(newGame({ name })).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** The machine page's route arguments: its game id in the address. */
const pageArgs = (gameId: number, cookie: string, fields?: Record<string, string>) =>
  ({
    ...(routeArgs(`/maintenance/machines/${gameId}`, cookie, fields) as object),
    params: { gameId: String(gameId) },
  }) as never;

const machinePost = (gameId: number, cookie: string, fields: Record<string, string>) =>
  postTo(
    (args: never) => machineAction({ ...(args as object), params: { gameId: String(gameId) } } as never),
    `/maintenance/machines/${gameId}`,
    cookie,
    fields,
  );

const postReading = (gameId: number, cookie: string, fields: Record<string, string>) =>
  machinePost(gameId, cookie, { intent: "reading", ...fields });

/** A counter's post to the endpoint: JSON unless a FormData is given. */
async function counterPost(token: string | null, body: object | FormData | string) {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  if (!(body instanceof FormData)) headers["content-type"] = "application/json";
  const response = await apiPlays({
    request: new Request("http://localhost/api/plays", {
      method: "POST",
      headers,
      body: body instanceof FormData || typeof body === "string" ? body : JSON.stringify(body),
    }),
    params: {},
    context: { ip: "203.0.113.9", cspNonce: "" },
  } as never);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const readingsOf = (db: DB, gameId: number) =>
  db.selectFrom("play_readings").selectAll().where("game_id", "=", gameId).orderBy("id").execute();

describeEachDatabase("play counter", (getDb) => {
  it("is a meter: a lower reading without a note is refused and stores nothing; with one it starts the count again", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const gameId = await machine(db, "Attack from Mars");
    vi.useFakeTimers({ toFake: ["Date"], now: NOV_20 });
    expect(await postReading(gameId, staff.cookie, { reading: "12,000" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Reading 12,000 saved: the machine's first reading." },
    });

    vi.setSystemTime(NOV_29);
    expect(await postReading(gameId, staff.cookie, { reading: "12345" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Reading 12,345 saved: 345 plays since Nov 20." },
    });

    for (const reading of ["12.5", "-3", "lots"])
      expect(await postReading(gameId, staff.cookie, { reading }), reading).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { reading: NOT_WHOLE } },
      });
    expect(await postReading(gameId, staff.cookie, { reading: "100", note: " " })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { reading: LOWER_NEEDS_NOTE("12,345") } },
    });
    expect(await readingsOf(db, gameId)).toHaveLength(2);

    expect(await postReading(gameId, staff.cookie, { reading: "100", note: "Board replaced" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Reading 100 saved: the counter was reset, 100 plays since Nov 29." },
    });
    const stored = await readingsOf(db, gameId);
    expect(stored.map((r) => [r.reading, r.note, r.source, r.created_by, r.read_at])).toEqual([
      [12000, null, "staff", staff.id, NOV_20.toISOString()],
      [12345, null, "staff", staff.id, NOV_29.toISOString()],
      [100, "Board replaced", "staff", staff.id, NOV_29.toISOString()],
    ]);

    const page = (await machineLoader(pageArgs(gameId, staff.cookie))) as {
      readings: {
        reading: number;
        playsSince: number | null;
        restarted: boolean;
        readLabel: string;
        note: string | null;
      }[];
      keys: unknown;
    };
    expect(page.readings.map((r) => [r.reading, r.playsSince, r.restarted, r.readLabel, r.note])).toEqual([
      [100, 100, true, "Nov 29, 2026 11:00 AM", "Board replaced"],
      [12345, 345, false, "Nov 29, 2026 11:00 AM", null],
      [12000, null, false, "Nov 20, 2026 3:00 PM", null],
    ]);
    expect(page.keys, "staff see no counter keys").toBeNull();
  });

  it("stores a reading once when its form is sent again with the same idempotency key", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const gameId = await machine(db, "Twilight Zone");
    vi.useFakeTimers({ toFake: ["Date"], now: NOV_29 });
    const fields = { reading: "4200", idempotencyKey: "0123456789abcdef0123456789abcdef" };
    const first = await postReading(gameId, staff.cookie, fields);
    const again = await postReading(gameId, staff.cookie, fields);
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, message: "Reading 4,200 saved: the machine's first reading." },
    });
    expect(again).toEqual(first);
    expect(await readingsOf(db, gameId)).toHaveLength(1);
  });

  it("a counter key posts its machine's readings: a good key stores (and is marked used), the body cannot name another machine, bad input is 422, a revoked or unknown key 401", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const manager = await signedIn(db, "manager");
    const gameId = await machine(db, "Medieval Madness");
    const otherId = await machine(db, "Cactus Canyon");
    vi.useFakeTimers({ toFake: ["Date"], now: NOV_29 });

    const refusedStaff = await machineAction(
      pageArgs(gameId, staff.cookie, { intent: "make-key", label: "Door" }),
    ).catch((thrown: unknown) => thrown);
    expect((refusedStaff as Response).status, "staff may not make keys").toBe(403);

    const made = await machinePost(gameId, manager.cookie, { intent: "make-key", label: "Coin door counter" });
    const { key, request } = made.body as unknown as { key: string; request: string };
    expect(made.status).toBe(200);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request).toContain(`-H "Authorization: Bearer ${key}"`);
    expect(request).toContain("/api/plays");
    const row = await db.selectFrom("counter_keys").selectAll().where("game_id", "=", gameId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.last_used_at).toBeNull();

    const stored = await counterPost(key, { reading: 500, gameId: otherId, game_id: otherId });
    expect(stored).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        gameId,
        reading: 500,
        readAt: NOV_29.toISOString(),
        note: null,
        source: "counter",
        playsSince: null,
      },
    });
    const form = new FormData();
    form.set("reading", "530");
    expect(await counterPost(key, form)).toMatchObject({ status: 201, body: { gameId, reading: 530, playsSince: 30 } });
    expect(await readingsOf(db, otherId), "nothing lands on the game the body named").toEqual([]);
    expect((await readingsOf(db, gameId)).map((r) => [r.reading, r.source, r.counter_key_id, r.created_by])).toEqual([
      [500, "counter", row.id, null],
      [530, "counter", row.id, null],
    ]);
    const used = await db
      .selectFrom("counter_keys")
      .select("last_used_at")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(used.last_used_at).toBe(NOV_29.toISOString());

    expect(await counterPost(key, { reading: "12.5" })).toMatchObject({ status: 422, body: { error: NOT_WHOLE } });
    expect(await counterPost(key, { reading: 3 })).toMatchObject({
      status: 422,
      body: { error: LOWER_NEEDS_NOTE("530") },
    });
    expect(await counterPost(key, "{not json")).toMatchObject({ status: 422 });
    expect(await counterPost(key, {})).toMatchObject({
      status: 422,
      body: { error: "Enter the number the play counter shows" },
    });
    expect(await readingsOf(db, gameId)).toHaveLength(2);

    const page = (await machineLoader(pageArgs(gameId, manager.cookie))) as {
      readings: { by: string; fromCounter: boolean }[];
      keys: { label: string; lastUsedLabel: string | null; revokedLabel: string | null }[];
    };
    expect(page.readings[0]).toMatchObject({ by: "Coin door counter", fromCounter: true });
    expect(page.keys).toEqual([
      expect.objectContaining({
        label: "Coin door counter",
        lastUsedLabel: "Nov 29, 2026 11:00 AM",
        revokedLabel: null,
      }),
    ]);

    // A minute on, so the key's rate has room again: only the revoke may refuse it.
    vi.setSystemTime(new Date(NOV_29.getTime() + 61_000));
    const revoked = await machinePost(gameId, manager.cookie, { intent: "revoke-key", id: String(row.id) });
    expect(revoked).toMatchObject({ status: 200, body: { ok: true } });
    for (const token of [key, "A".repeat(43), "short", null])
      expect(await counterPost(token, { reading: 900 }), String(token)).toEqual({
        status: 401,
        body: { error: REFUSED },
      });
    expect(await readingsOf(db, gameId)).toHaveLength(2);

    const audits = await db
      .selectFrom("audit_log")
      .select(["action", "user_id", "entity", "entity_id", "details"])
      .where("entity", "=", "counter_key")
      .orderBy("id")
      .execute();
    expect(
      audits.map((a) =>
        describeActivity({
          action: a.action,
          entity: a.entity,
          entityId: a.entity_id,
          details: JSON.parse(a.details!),
        }),
      ),
    ).toEqual([
      'Made the counter key "Coin door counter" for Medieval Madness',
      'Revoked the counter key "Coin door counter" for Medieval Madness',
    ]);
    expect(audits.every((a) => a.user_id === manager.id)).toBe(true);
  });

  it("holds a key to a few readings a minute", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const gameId = await machine(db, "Funhouse");
    vi.useFakeTimers({ toFake: ["Date"], now: NOV_29 });
    const made = await machinePost(gameId, manager.cookie, { intent: "make-key", label: "Counter" });
    const key = (made.body as unknown as { key: string }).key;
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await counterPost(key, { reading: 100 + i })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    expect(await readingsOf(db, gameId)).toHaveLength(6);
  });
});
