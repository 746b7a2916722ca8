import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { gameTimeline } from "~/models/game/game-timeline.server";
import { imageInUse } from "~/models/game/game-images.server";
import { markDone } from "~/models/maintenance/done.server";
import { readDueList } from "~/models/maintenance/due-list.server";
import { readMaintenanceHistory } from "~/models/maintenance/history.server";
import { once } from "~/models/shared/idempotency.server";
import { action } from "~/routes/maintenance.cycles.$taskId.$gameId";
import type { FormResult } from "~/utils/forms";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedReadings, setWeeklyHours } from "./maintenance-seed";

/** A maintenance cycle's page: 'Take it', doing a task, its history and the machine's timeline. */

const ZONE = "America/New_York";
const CREATED = "2026-11-01T15:00:00.000Z"; // Sun 10:00 EST
const NOW = Date.parse("2026-11-09T12:00:00.000Z"); // Mon 07:00 EST, a closed day
const STEPS = [
  { text: "Clean the playfield", safety: false },
  { text: "Switch the machine off at the wall", safety: true },
];
const PHOTO = `/uploads/${"c".repeat(32)}-1200.webp`;

let seq = 0;
const key = () => `done-key-${++seq}`.padEnd(24, "x");

type Fields = Record<string, string | string[]>;

async function post(taskId: number, gameId: number, cookie: string, fields: Fields) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const path = `/maintenance/cycles/${taskId}/${gameId}`;
  const result = await action({
    request: new Request(`http://localhost${path}`, { method: "POST", headers: { cookie }, body }),
    params: { taskId: String(taskId), gameId: String(gameId) },
    context: { ip: "203.0.113.8", cspNonce: "" },
  } as never);
  const wrapped = result as unknown as { data: FormResult; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

describeEachDatabase("doing a maintenance task", (getDb) => {
  let taskId = 0;

  beforeAll(async () => {
    const db = getDb();
    // Open 10:00-18:00 every day but Monday.
    await setWeeklyHours(db, "10:00", "18:00", 1);
    taskId = (
      await db
        .insertInto("maintenance_tasks")
        .values({
          title: "Wax the playfield",
          steps: JSON.stringify(STEPS),
          scope: "type",
          game_type: "Pinball",
          every_open_hours: 40,
          every_days: null,
          every_plays: null,
          minutes: 30,
          created_at: CREATED,
          updated_at: CREATED,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });

  afterEach(() => vi.useRealTimers());

  const machine = async () =>
    await getDb()
      .insertInto("games")
      .values(newGame({ name: `Medieval Madness ${++seq}`, type: "Pinball" }, CREATED))
      .returning(["id", "name"])
      .executeTakeFirstOrThrow();
  const doneRows = (gameId: number) =>
    getDb().selectFrom("maintenance_done").selectAll().where("game_id", "=", gameId).orderBy("id").execute();
  const claimOf = (gameId: number) =>
    getDb().selectFrom("maintenance_claims").selectAll().where("game_id", "=", gameId).executeTakeFirst();
  /** The route's clock, pinned: only Date, so the databases' own timers run. */
  const pinClock = () => vi.useFakeTimers({ toFake: ["Date"], now: NOW });

  it("'Take it' claims the cycle; a colleague taking it over is told whose it was", async () => {
    pinClock();
    const game = await machine();
    const db = getDb();
    const ann = await signedIn(db, "staff");
    const ben = await signedIn(db, "staff");
    await db.updateTable("users").set({ name: "Ann Flipper" }).where("id", "=", ann.id).execute();

    const first = await post(taskId, game.id, ann.cookie, { intent: "take", idempotencyKey: key() });
    expect(first.body).toMatchObject({ ok: true, message: "Taken. It is yours now." });
    expect((await claimOf(game.id))?.assigned_to).toBe(ann.id);

    const over = await post(taskId, game.id, ben.cookie, { intent: "take", idempotencyKey: key() });
    expect(over.body).toMatchObject({ ok: true, message: "Taken over from Ann Flipper. It is yours now." });
    expect((await claimOf(game.id))?.assigned_to).toBe(ben.id);
    const audited = await db
      .selectFrom("audit_log")
      .select(["user_id", "details"])
      .where("action", "=", "maintenance_taken")
      .where("entity_id", "=", `${taskId}-${game.id}`)
      .orderBy("id")
      .execute();
    expect(audited.map((a) => [a.user_id, JSON.parse(a.details!).from])).toEqual([
      [ann.id, undefined],
      [ben.id, "Ann Flipper"],
    ]);
  });

  it("stores what was done with the due point, lateness and counter the engine gives, and clears the claim", async () => {
    const db = getDb();
    const game = await machine();
    const staff = await signedIn(db, "staff");
    await seedReadings(db, game.id, [
      { reading: 500, readAt: "2026-11-05T20:00:00.000Z" },
      { reading: 650, readAt: "2026-11-08T20:00:00.000Z", source: "counter" },
      { reading: 900, readAt: "2026-11-10T20:00:00.000Z", source: "counter" },
    ]);
    await db
      .insertInto("maintenance_claims")
      .values({ task_id: taskId, game_id: game.id, assigned_to: staff.id, assigned_at: CREATED })
      .execute();
    const [before] = await readDueList(db, { taskId, gameId: game.id }, NOW, ZONE);
    // 40 opening hours from Sun Nov 1 10:00 EST: 8 on Sunday, 32 from Tuesday to Friday, so Fri 18:00 EST.
    expect(new Date(before.dueAt!).toISOString()).toBe("2026-11-06T23:00:00.000Z");

    const answer = await markDone(
      db,
      { taskId, gameId: game.id },
      { steps: [0, 1], minutes: 25, note: "Waxed with carnauba", photos: [PHOTO] },
      staff,
      NOW,
      ZONE,
    );
    expect(answer).toMatchObject({
      ok: true,
      message: `Done: Wax the playfield on ${game.name}. Next due in 40 opening hours.`,
    });
    const [row] = await doneRows(game.id);
    expect(row).toMatchObject({
      task_id: taskId,
      done_at: "2026-11-09T12:00:00.000Z",
      done_by: staff.id,
      minutes: 25,
      note: "Waxed with carnauba",
      due_at: "2026-11-06T23:00:00.000Z",
      late: true,
      plays_at_done: 650,
      plays_total_at_done: 150,
    });
    expect(JSON.parse(row.steps_done)).toEqual(STEPS.map((s) => s.text));
    expect(JSON.parse(row.photos)).toEqual([{ url: PHOTO, thumbnailUrl: PHOTO.replace("-1200", "-400") }]);
    expect(await claimOf(game.id)).toBeUndefined();
    expect(await imageInUse(db, "c".repeat(32))).toBe(true);

    // The next interval starts now (Mon, closed): 32 hours Tuesday to Friday, 8 on Saturday, so Sat 18:00 EST.
    const [after] = await readDueList(db, { taskId, gameId: game.id }, NOW, ZONE);
    expect(new Date(after.dueAt!).toISOString()).toBe("2026-11-14T23:00:00.000Z");
    expect(after.state).toBe("later");

    // Done again before that due point: on time.
    const soon = NOW + 3_600_000;
    await markDone(
      db,
      { taskId, gameId: game.id },
      { steps: [0, 1], minutes: null, note: null, photos: [] },
      staff,
      soon,
      ZONE,
    );
    const second = (await doneRows(game.id))[1];
    expect(second).toMatchObject({ due_at: "2026-11-14T23:00:00.000Z", late: false, plays_at_done: 650 });

    const history = await readMaintenanceHistory(db, { gameId: game.id });
    expect(history.map((h) => [h.title, h.late, h.minutes, h.note])).toEqual([
      ["Wax the playfield", false, null, null],
      ["Wax the playfield", true, 25, "Waxed with carnauba"],
    ]);
    const timeline = await gameTimeline(db, game.id, 20);
    expect(timeline.items.map((item) => item.title)).toEqual([
      "Maintenance: Wax the playfield",
      "Maintenance: Wax the playfield · 25 min · done late",
    ]);
    expect(timeline.items[1]).toMatchObject({ body: "Waxed with carnauba", photos: [{ url: PHOTO }] });
  });

  it("refuses a step left unticked without a note, and stores nothing", async () => {
    pinClock();
    const game = await machine();
    const staff = await signedIn(getDb(), "staff");
    const refused = await post(taskId, game.id, staff.cookie, {
      intent: "done",
      step: "0",
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { steps: "Tick every step, or say in the note why one was skipped" },
    });
    expect(await doneRows(game.id)).toEqual([]);

    const skipped = await post(taskId, game.id, staff.cookie, {
      intent: "done",
      step: "0",
      note: "The wall switch is broken: switched off at the machine",
      idempotencyKey: key(),
    });
    expect(skipped.body).toMatchObject({ ok: true });
    expect((await doneRows(game.id)).map((r) => JSON.parse(r.steps_done))).toEqual([["Clean the playfield"]]);
  });

  it("stores a repeat with the same idempotency key once, and answers it the same", async () => {
    pinClock();
    const game = await machine();
    const staff = await signedIn(getDb(), "staff");
    const fields = { intent: "done", step: ["0", "1"], minutes: "20", idempotencyKey: key() };
    const [a, b] = await Promise.all([
      post(taskId, game.id, staff.cookie, fields),
      post(taskId, game.id, staff.cookie, fields),
    ]);
    const again = await post(taskId, game.id, staff.cookie, fields);
    expect(a.body).toMatchObject({ ok: true });
    expect(b.body).toEqual(a.body);
    expect(again.body).toEqual(a.body);
    expect(await doneRows(game.id)).toHaveLength(1);
  });

  it("undoes a done for the one who did it: the row goes and the claim comes back", async () => {
    pinClock();
    const db = getDb();
    const game = await machine();
    const staff = await signedIn(db, "staff");
    const other = await signedIn(db, "staff");
    await post(taskId, game.id, staff.cookie, { intent: "take", idempotencyKey: key() });
    const done = await post(taskId, game.id, staff.cookie, { intent: "done", step: ["0", "1"], idempotencyKey: key() });
    const undo = (done.body as { undo?: { intent: string; token: string } }).undo!;
    expect(undo.intent).toBe("undo-done");
    expect(await claimOf(game.id)).toBeUndefined();

    const theirs = await post(taskId, game.id, other.cookie, {
      intent: undo.intent,
      undo: undo.token,
      idempotencyKey: key(),
    });
    expect(theirs).toMatchObject({ status: 403, body: { error: "Only the person who did this can undo it." } });
    expect(await doneRows(game.id)).toHaveLength(1);

    const undone = await post(taskId, game.id, staff.cookie, {
      intent: undo.intent,
      undo: undo.token,
      idempotencyKey: key(),
    });
    expect(undone.body).toMatchObject({
      ok: true,
      message: `Undone: Wax the playfield on ${game.name} is no longer marked done.`,
    });
    expect(await doneRows(game.id)).toEqual([]);
    expect((await claimOf(game.id))?.assigned_to).toBe(staff.id);
    const again = await post(taskId, game.id, staff.cookie, {
      intent: undo.intent,
      undo: undo.token,
      idempotencyKey: key(),
    });
    expect(again).toMatchObject({ status: 409, body: { error: "Nothing was undone: it has changed since." } });
  });

  it("counts a ticked step that is not in the checklist as none", async () => {
    const game = await machine();
    const staff = await signedIn(getDb(), "staff");
    const run = () =>
      once(getDb(), null, "test", (trx) =>
        markDone(
          trx,
          { taskId, gameId: game.id },
          { steps: [0, 7], minutes: null, note: null, photos: [] },
          staff,
          NOW,
          ZONE,
        ),
      );
    expect((await run()).answer).toMatchObject({ ok: false, status: 400 });
    expect(await doneRows(game.id)).toEqual([]);
  });
});
