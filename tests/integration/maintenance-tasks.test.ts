import { beforeEach, expect, it } from "vitest";
import { describeActivity } from "~/models/audit/activity";
import { STARTER_SET } from "~/models/maintenance/starter-set";
import { UNDO_MOVED_ON, UNDO_NOT_YOURS, type UndoOffer } from "~/models/shared/undo";
import { action as listAction } from "~/routes/maintenance.tasks";
import { action as editAction, loader as editLoader } from "~/routes/maintenance.tasks.$taskId";
import { action as newAction } from "~/routes/maintenance.tasks.new";
import { readFlash } from "~/utils/flash.server";
import { signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/**
 * Maintenance tasks (/maintenance/tasks): what a staff member's new task and edit store and say, every rule of
 * the form with its message (nothing stored when one is broken), the starter set added once however often it
 * is asked for, Delete for managers only, its Undo, and the Activity log. The texts are written out here, not
 * imported, so a text that drifts fails.
 */

const context = { ip: "203.0.113.7", cspNonce: "" };

type Body = { ok: boolean; message?: string; error?: string; fieldErrors?: Record<string, string>; values?: unknown };
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

/** The toast a redirect carries, as the next page's root loader reads it. */
const flashOf = async (answer: Answer) =>
  (await readFlash(new Request("http://localhost/", { headers: { cookie: answer.cookie?.split(";")[0] ?? "" } })))
    .flash;

let seq = 0;
const key = () => `task-undo-${++seq}-${Date.now()}`.padEnd(20, "x");

/** A checklist task for every Pinball on the floor, as the form posts it. */
const typeTask = (fields: Record<string, string | string[]> = {}) => ({
  intent: "save",
  title: "Clean the glass",
  scope: "type",
  gameType: "Pinball",
  everyDays: "30",
  everyOpenHours: "",
  everyPlays: "",
  minutes: "10",
  "steps[0].text": "Remove the glass",
  "steps[1].text": "Switch off and unplug",
  "steps[1].safety": "on",
  "steps[2].text": "",
  ...fields,
});

describeEachDatabase("maintenance tasks", (getDb) => {
  const db = () => getDb();
  const create = (cookie: string, fields: Record<string, string | string[]>) =>
    run(newAction, { request: post("/maintenance/tasks/new", cookie, fields), params: {}, context });
  const edit = (id: number, cookie: string, fields: Record<string, string | string[]>) =>
    run(editAction, {
      request: post(`/maintenance/tasks/${id}`, cookie, fields),
      params: { taskId: String(id) },
      context,
    });
  const addStarter = (cookie: string, types: string[]) =>
    run(listAction, {
      request: post("/maintenance/tasks", cookie, { intent: "add-starter-set", types }),
      params: {},
      context,
    });
  const tasks = () => db().selectFrom("maintenance_tasks").selectAll().orderBy("id").execute();
  const taskGames = (taskId: number) =>
    db().selectFrom("maintenance_task_games").selectAll().where("task_id", "=", taskId).orderBy("game_id").execute();
  const audits = (action: string) =>
    db().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const machine = async (name: string, fields: { deleted_at?: string; type?: "Pinball" | "Arcade" } = {}) =>
    (
      await db()
        .insertInto("games")
        .values(newGame({ name: `${name} ${++seq}`, ...fields }))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  beforeEach(async () => {
    await db().deleteFrom("maintenance_task_games").execute();
    await db().deleteFrom("maintenance_tasks").execute();
    await db().deleteFrom("audit_log").where("action", "like", "maintenance_%").execute();
  });

  it("a staff member adds a task for every Pinball on the floor: stored with its checklist and intervals, said in a toast on the list, and in the Activity log", async () => {
    const staff = await signedIn(db(), "staff");
    const added = await create(staff.cookie, typeTask({ everyPlays: "2000" }));
    expect(added).toMatchObject({ status: 302, location: "/maintenance/tasks" });
    expect(await flashOf(added)).toMatchObject({ message: "Added the task “Clean the glass”." });
    const [task] = await tasks();
    expect(task).toMatchObject({
      title: "Clean the glass",
      scope: "type",
      game_type: "Pinball",
      every_days: 30,
      every_open_hours: null,
      every_plays: 2000,
      minutes: 10,
      created_by: staff.id,
      deleted_at: null,
      starter_key: null,
    });
    expect(JSON.parse(task!.steps)).toEqual([
      { text: "Remove the glass", safety: false },
      { text: "Switch off and unplug", safety: true },
    ]);
    const [row] = await audits("maintenance_task_created");
    expect(row).toMatchObject({ user_id: staff.id, entity: "maintenance_task", entity_id: String(task!.id) });
    expect(JSON.parse(row!.details!)).toEqual({ title: "Clean the glass" });
    expect(describeActivity({ ...row!, entityId: row!.entity_id, details: JSON.parse(row!.details!) })).toBe(
      'Added the maintenance task "Clean the glass"',
    );
  });

  it("a task for a list of machines keeps when each machine was added: an edit keeps the ones it keeps, adds new ones now and drops the rest", async () => {
    const staff = await signedIn(db(), "staff");
    const [a, b, c] = [await machine("Attack from Mars"), await machine("Twilight Zone"), await machine("Galaga")];
    const listed = { scope: "list", gameType: "", gameIds: [String(a), String(b)] };
    expect((await create(staff.cookie, typeTask({ ...listed, title: "Check the ramps" }))).status).toBe(302);
    const [task] = await tasks();
    const before = await taskGames(task!.id);
    expect(before.map((row) => row.game_id)).toEqual([a, b]);
    expect(task).toMatchObject({ scope: "list", game_type: null });

    const answer = await edit(
      task!.id,
      staff.cookie,
      typeTask({ ...listed, title: "Check ramps", gameIds: [String(b), String(c)] }),
    );
    expect(await flashOf(answer)).toMatchObject({ message: "Saved the task “Check ramps”." });
    const after = await taskGames(task!.id);
    expect(after.map((row) => row.game_id)).toEqual([b, c]);
    expect(after[0]!.added_at, "a machine kept keeps its start").toBe(before[1]!.added_at);
    expect((await tasks())[0]).toMatchObject({ title: "Check ramps" });
    expect(await audits("maintenance_task_updated")).toHaveLength(1);
  });

  it("refuses a task that breaks a rule with the rule's message, and stores nothing", async () => {
    const staff = await signedIn(db(), "staff");
    const live = String(await machine("Medieval Madness"));
    const trashed = String(await machine("Black Knight", { deleted_at: "2026-11-01T10:00:00.000Z" }));
    const refused = async (fields: Record<string, string | string[]>, field: string, message: string) => {
      const answer = await create(staff.cookie, typeTask(fields));
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { [field]: message } },
      });
    };
    await refused({ title: "  " }, "title", "Give the task a title.");
    await refused({ title: "x".repeat(121) }, "title", "Title must be 120 characters or fewer");
    const noInterval = { everyDays: "", everyOpenHours: "", everyPlays: "" };
    const interval = "Give at least one interval: every so many days, opening hours or plays.";
    await refused(noInterval, "everyDays", interval);
    const whole = "An interval is a whole number of at least 1.";
    for (const bad of ["0", "-5", "1.5", "ten", "1e3"]) await refused({ everyDays: bad }, "everyDays", whole);
    await refused({ everyOpenHours: "0" }, "everyOpenHours", whole);
    await refused({ everyPlays: "-2000" }, "everyPlays", whole);
    await refused({ everyPlays: "10000001" }, "everyPlays", "An interval is at most 10,000,000.");
    await refused({ minutes: "0" }, "minutes", "Minutes are a whole number from 1 to 1,440.");
    const noSteps = { "steps[0].text": " ", "steps[1].text": "", "steps[2].text": "" };
    await refused(noSteps, "steps[0].text", "Add at least one step to the checklist.");
    await refused({ "steps[1].text": "y".repeat(301) }, "steps[1].text", "A step must be 300 characters or fewer");
    await refused({ scope: "everything" }, "scope", "Choose what the task is for.");
    await refused({ gameType: "Jukebox" }, "gameType", "Pick a type of machine: Arcade, Pinball, Skeeball, Other.");
    await refused({ scope: "list", gameIds: [] }, "gameIds", "Pick at least one machine.");
    const one = "Pick exactly one machine, or make the task for a list of machines.";
    await refused({ scope: "machine", gameIds: [] }, "gameIds", one);
    await refused({ scope: "machine", gameIds: [live, String(Number(live) + 999)] }, "gameIds", one);
    const gone = "A machine you picked is not in the collection any more (or is in the Trash): pick again.";
    await refused({ scope: "list", gameIds: [live, trashed] }, "gameIds", gone);
    await refused({ scope: "machine", gameIds: ["999999"] }, "gameIds", gone);
    await refused({ scope: "list", gameIds: ["abc"] }, "gameIds", gone);

    expect(await tasks()).toEqual([]);
    expect(await db().selectFrom("maintenance_task_games").selectAll().execute()).toEqual([]);
    expect(await audits("maintenance_task_created")).toEqual([]);
  });

  it("refuses a bad edit with its message and leaves the task as it was", async () => {
    const staff = await signedIn(db(), "staff");
    const game = String(await machine("Funhouse"));
    await create(staff.cookie, typeTask({ scope: "machine", gameIds: [game] }));
    const [task] = await tasks();
    const answer = await edit(
      task!.id,
      staff.cookie,
      typeTask({ title: "New title", everyDays: "0", gameIds: [game] }),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { fieldErrors: { everyDays: "An interval is a whole number of at least 1." } },
    });
    expect(await tasks()).toEqual([task]);
    expect(await audits("maintenance_task_updated")).toEqual([]);
  });

  it("without JavaScript, the checklist's buttons add, move and remove a step and draw the form again, saving nothing", async () => {
    const staff = await signedIn(db(), "staff");
    const editing = (value: string) => create(staff.cookie, typeTask({ "steps-edit": value }));
    const stepsOf = (answer: Answer) => (answer.body?.values as { steps: unknown }).steps;
    expect(stepsOf(await editing("up:1"))).toEqual([
      { text: "Switch off and unplug", safety: true },
      { text: "Remove the glass", safety: false },
      { text: "", safety: false },
    ]);
    expect(stepsOf(await editing("remove:0"))).toEqual([
      { text: "Switch off and unplug", safety: true },
      { text: "", safety: false },
    ]);
    expect(stepsOf(await editing("add"))).toHaveLength(4);
    expect(await tasks()).toEqual([]);
  });

  it("adds the starter set once: a second time adds only what is missing and says the rest were there already", async () => {
    const staff = await signedIn(db(), "staff");
    const pinball = STARTER_SET.Pinball!.length;
    const arcade = STARTER_SET.Arcade!.length;

    const first = await addStarter(staff.cookie, ["Pinball"]);
    expect(first).toMatchObject({ status: 302, location: "/maintenance/tasks" });
    expect(await flashOf(first)).toMatchObject({ message: `Added ${pinball} tasks from the starter set.` });
    const stored = await tasks();
    expect(stored).toHaveLength(pinball);
    expect(stored.every((t) => t.scope === "type" && t.game_type === "Pinball" && t.starter_key)).toBe(true);
    const wax = stored.find((t) => t.title === "Clean and wax the playfield")!;
    expect(wax).toMatchObject({ every_days: 30, every_open_hours: 60, every_plays: 2000 });
    expect(stored.find((t) => t.title === "Replace rubbers")).toMatchObject({ every_days: 180, every_plays: 5000 });

    const both = await addStarter(staff.cookie, ["Pinball", "Arcade"]);
    expect(await flashOf(both)).toMatchObject({
      message: `Added ${arcade} tasks from the starter set; the other ${pinball} were there already.`,
    });
    const again = await addStarter(staff.cookie, ["Arcade", "Pinball", "Arcade"]);
    expect(await flashOf(again)).toMatchObject({
      message: `Nothing added: all ${pinball + arcade} tasks of the starter set were there already.`,
    });
    expect(await tasks()).toHaveLength(pinball + arcade);
    expect(new Set((await tasks()).map((t) => t.starter_key)).size).toBe(pinball + arcade);
    expect((await audits("maintenance_starter_set_added")).map((a) => JSON.parse(a.details!))).toEqual([
      { types: ["Pinball"], added: pinball, there: 0 },
      { types: ["Pinball", "Arcade"], added: arcade, there: pinball },
      { types: ["Arcade", "Pinball"], added: 0, there: pinball + arcade },
    ]);

    const none = await addStarter(staff.cookie, []);
    const pick = "Pick the types to add the starter set for: Pinball, Arcade.";
    expect(none).toMatchObject({ status: 400, body: { fieldErrors: { types: pick } } });
    expect(await addStarter(staff.cookie, ["Skeeball"])).toMatchObject({
      status: 400,
      body: { fieldErrors: { types: pick } },
    });
    expect(await tasks()).toHaveLength(pinball + arcade);
  });

  it("only a manager deletes a task; the deleter's Undo brings it back once, and the edit page is closed to a deleted task", async () => {
    const [staff, manager, otherManager] = [
      await signedIn(db(), "staff"),
      await signedIn(db(), "manager"),
      await signedIn(db(), "manager"),
    ];
    await create(staff.cookie, typeTask());
    const [task] = await tasks();

    expect(await edit(task!.id, staff.cookie, { intent: "delete" })).toMatchObject({
      status: 403,
      body: { ok: false, error: "Only managers can delete maintenance tasks." },
    });
    expect((await tasks())[0]!.deleted_at).toBeNull();
    const staffPage = await editLoader({
      request: new Request(`http://localhost/maintenance/tasks/${task!.id}`, { headers: { cookie: staff.cookie } }),
      params: { taskId: String(task!.id) },
      context,
    } as never);
    expect(staffPage).toMatchObject({ canDelete: false, task: { title: "Clean the glass" } });

    const deleted = await edit(task!.id, manager.cookie, { intent: "delete" });
    expect(deleted).toMatchObject({ status: 302, location: "/maintenance/tasks" });
    const flash = await flashOf(deleted);
    expect(flash).toMatchObject({
      message: "Deleted the task “Clean the glass”.",
      undo: { action: `/maintenance/tasks/${task!.id}`, intent: "undo-delete" },
    });
    expect((await tasks())[0]).toMatchObject({ deleted_by: manager.id, deleted_at: expect.any(String) });
    await expect(
      editLoader({
        request: new Request(`http://localhost/maintenance/tasks/${task!.id}`, { headers: { cookie: manager.cookie } }),
        params: { taskId: String(task!.id) },
        context,
      } as never),
    ).rejects.toMatchObject({ status: 302 });

    const offer = flash!.undo as UndoOffer;
    const undo = (cookie: string, idempotencyKey = key()) =>
      edit(task!.id, cookie, { intent: offer.intent, undo: offer.token, idempotencyKey });
    expect(await undo(otherManager.cookie)).toMatchObject({ status: 403, body: { error: UNDO_NOT_YOURS } });
    const again = key();
    const undone = await undo(manager.cookie, again);
    expect(undone).toMatchObject({
      status: 200,
      body: { ok: true, message: "Undone: the task “Clean the glass” is back." },
    });
    expect((await tasks())[0]).toMatchObject({ deleted_at: null, deleted_by: null });
    expect((await undo(manager.cookie, again)).body, "the same Undo sent again gets its first answer").toEqual(
      undone.body,
    );
    expect(await undo(manager.cookie)).toMatchObject({ status: 409, body: { error: UNDO_MOVED_ON } });
    expect((await audits("maintenance_task_deleted")).map((a) => a.user_id)).toEqual([manager.id]);
    expect((await audits("maintenance_task_delete_undone")).map((a) => a.user_id)).toEqual([manager.id]);
  });

  it("a deleted starter task comes back with the set, and then its Undo is refused rather than making it twice", async () => {
    const manager = await signedIn(db(), "manager");
    await addStarter(manager.cookie, ["Arcade"]);
    const coinDoor = (await tasks()).find((t) => t.title === "Check the coin door")!;
    const flash = await flashOf(await edit(coinDoor.id, manager.cookie, { intent: "delete" }));
    const readded = await addStarter(manager.cookie, ["Arcade"]);
    expect(await flashOf(readded)).toMatchObject({
      message: `Added 1 task from the starter set; the other ${STARTER_SET.Arcade!.length - 1} were there already.`,
    });
    const offer = flash!.undo as UndoOffer;
    expect(
      await edit(coinDoor.id, manager.cookie, { intent: offer.intent, undo: offer.token, idempotencyKey: key() }),
    ).toMatchObject({ status: 409, body: { error: UNDO_MOVED_ON } });
    const live = (await tasks()).filter((t) => t.deleted_at === null && t.title === "Check the coin door");
    expect(live).toHaveLength(1);
  });
});
