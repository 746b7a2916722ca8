import { expect, it, vi } from "vitest";
import { describeActivity } from "~/models/audit/activity";
import { photoOf } from "~/models/repair/thread";
import { addStarterSet } from "~/models/maintenance/starter-set.server";
import { deleteTaskWithUndo } from "~/models/maintenance/task-undo.server";
import { getTask, listTasks } from "~/models/maintenance/task.server";
import { pruneExpired } from "~/models/operations/housekeeping.server";
import { action as trashAction, loader as trashLoader } from "~/routes/admin.trash";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { seedClaim, seedDaysTask } from "./maintenance-seed";
import { variantsStored } from "./stores";
import { DAY, storedPhoto, thrown, withOwnDataDir } from "./trash-fixtures";

/**
 * Deleted maintenance tasks in the Trash: listed with what they are for and who deleted them, restored by a
 * manager as they were, refused while their one machine is in the Trash, and removed for good by the hourly
 * housekeeping TRASH_DAYS after the delete with their done rows, claims and photos. Texts are written out here.
 */

withOwnDataDir("museum-task-trash-");

const ADDED_AT = "2026-05-01T09:00:00.000Z";
const DELETED_AT = new Date("2026-06-02T15:00:00.000Z");
const later = (ms: number) => new Date(DELETED_AT.getTime() + ms);
let seq = 0;

describeEachDatabase("deleted maintenance tasks go to the Trash", (getDb) => {
  async function machine(name: string) {
    return getDb()
      .insertInto("games")
      .values(newGame({ name: `${name} ${++seq}`, status: "Operational" }))
      .returning(["id", "name"])
      .executeTakeFirstOrThrow();
  }

  /** A task by days on two machines, deleted by `who` at DELETED_AT. */
  async function deletedListTask(who: { id: number; ip: string }) {
    const [a, b] = [await machine("Task Trash Pinball"), await machine("Task Trash Arcade")];
    const id = await seedDaysTask(getDb(), {
      title: `Clean the playfield ${seq}`,
      everyDays: 14,
      safety: true,
      gameIds: [a.id, b.id],
      addedAt: ADDED_AT,
    });
    const before = await getTask(getDb(), id);
    await deleteTaskWithUndo(getDb(), id, who, DELETED_AT.toISOString());
    return { id, before: before!, machines: [a, b] };
  }

  it("lists a deleted task with what it is for and who deleted it; a manager restores it with its machines, intervals and checklist, in the Activity log", async () => {
    const db = getDb();
    const [staff, manager] = [await signedIn(db, "staff"), await signedIn(db, "manager")];
    const { id, before } = await deletedListTask(manager);
    expect((await listTasks(db)).map((t) => t.id)).not.toContain(id);

    vi.useFakeTimers({ now: later(3 * DAY), toFake: ["Date"] });
    const page = await trashLoader(routeArgs("/admin/trash", manager.cookie));
    vi.useRealTimers();
    const managerName = (
      await db.selectFrom("users").select("name").where("id", "=", manager.id).executeTakeFirstOrThrow()
    ).name;
    expect(page.tasks.find((t) => t.id === id)).toEqual({
      id,
      title: before.title,
      target: "2 machines",
      deletedAt: DELETED_AT.toISOString(),
      deletedLabel: expect.any(String),
      deletedBy: managerName,
      daysLeft: 27,
    });

    const restore = { intent: "restore-task", id: String(id) };
    expect((await thrown(trashAction(routeArgs("/admin/trash", staff.cookie, restore)))).status).toBe(403);
    expect(await postTo(trashAction, "/admin/trash", manager.cookie, restore)).toEqual({
      status: 200,
      body: { ok: true, intent: "restore-task" },
    });
    expect(await getTask(db, id)).toEqual(before);
    expect((await listTasks(db)).map((t) => t.id)).toContain(id);
    const page2 = await trashLoader(routeArgs("/admin/trash", manager.cookie));
    expect(page2.tasks.map((t) => t.id)).not.toContain(id);
    const restored = await db
      .selectFrom("audit_log")
      .select(["user_id", "details"])
      .where("action", "=", "maintenance_task_restored")
      .where("entity_id", "=", String(id))
      .executeTakeFirstOrThrow();
    expect(restored.user_id).toBe(manager.id);
    expect(
      describeActivity({
        action: "maintenance_task_restored",
        entity: "maintenance_task",
        entityId: String(id),
        details: JSON.parse(restored.details as string),
      }),
    ).toBe(`Restored the maintenance task "${before.title}" from the Trash`);
    expect(await postTo(trashAction, "/admin/trash", manager.cookie, restore)).toMatchObject({
      status: 404,
      body: { error: "That task is no longer in the Trash." },
    });
  });

  it("refuses to restore a task whose one machine is in the Trash, and changes nothing", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const game = await machine("Task Trash Gone");
    const id = await seedDaysTask(db, {
      title: "Wax the playfield",
      everyDays: 30,
      gameIds: [game.id],
      addedAt: ADDED_AT,
    });
    // A day after the others, so the purge below finds it still in its days.
    const at = later(DAY).toISOString();
    await deleteTaskWithUndo(db, id, manager, at);
    await db.updateTable("games").set({ deleted_at: at }).where("id", "=", game.id).execute();

    const page = await trashLoader(routeArgs("/admin/trash", manager.cookie));
    expect(page.tasks.find((t) => t.id === id)?.target).toBe(game.name);
    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore-task", id: String(id) }),
    ).toMatchObject({
      status: 409,
      body: { error: `${game.name} is in the Trash too. Restore the game first, then its task.` },
    });
    const row = await db.selectFrom("maintenance_tasks").select("deleted_at").where("id", "=", id).executeTakeFirst();
    expect(row).toEqual({ deleted_at: at });
  });

  it("refuses to restore a starter task the starter set has added again since, and changes nothing", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    await addStarterSet(db, ["Arcade"], manager);
    const first = await db
      .selectFrom("maintenance_tasks")
      .select(["id", "title"])
      .where("starter_key", "=", "arcade-controls")
      .executeTakeFirstOrThrow();
    const at = later(DAY).toISOString();
    await deleteTaskWithUndo(db, first.id, manager, at);
    expect(await addStarterSet(db, ["Arcade"], manager)).toMatchObject({ added: 1 });

    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore-task", id: String(first.id) }),
    ).toMatchObject({
      status: 409,
      body: {
        error: `The starter set has added “${first.title}” again since. Delete that task first to restore this one.`,
      },
    });
    const row = await db
      .selectFrom("maintenance_tasks")
      .select("deleted_at")
      .where("id", "=", first.id)
      .executeTakeFirst();
    expect(row).toEqual({ deleted_at: at });
  });

  it("the hourly housekeeping removes a task 30 days after its delete, with its done rows, claims, machines and photos, and not a minute before", async () => {
    const db = getDb();
    const [staff, manager] = [await signedIn(db, "staff"), await signedIn(db, "manager")];
    const { id, machines } = await deletedListTask(manager);
    const stored = await storedPhoto("#bada55");
    await db
      .insertInto("maintenance_done")
      .values({
        task_id: id,
        game_id: machines[0].id,
        done_at: ADDED_AT,
        done_by: staff.id,
        due_at: null,
        late: false,
        photos: JSON.stringify([photoOf(stored.imageUrl)]),
      })
      .execute();
    await seedClaim(db, id, machines[1].id, staff.id, ADDED_AT);
    const held = async () => ({
      task: (await db.selectFrom("maintenance_tasks").select("id").where("id", "=", id).execute()).length,
      done: (await db.selectFrom("maintenance_done").select("id").where("task_id", "=", id).execute()).length,
      claims: (await db.selectFrom("maintenance_claims").select("game_id").where("task_id", "=", id).execute()).length,
      machines: (await db.selectFrom("maintenance_task_games").select("game_id").where("task_id", "=", id).execute())
        .length,
      photo: await variantsStored(stored.imageUrl),
    });

    expect(await pruneExpired(db, later(30 * DAY - 60_000))).toMatchObject({ tasks: 0 });
    expect(await held()).toEqual({ task: 1, done: 1, claims: 1, machines: 2, photo: 3 });

    expect(await pruneExpired(db, later(30 * DAY))).toMatchObject({ tasks: 1 });
    expect(await held()).toEqual({ task: 0, done: 0, claims: 0, machines: 0, photo: 0 });
    const games = await db
      .selectFrom("games")
      .select("id")
      .where("id", "in", [machines[0].id, machines[1].id])
      .execute();
    expect(games).toHaveLength(2);
    const purged = await db
      .selectFrom("audit_log")
      .select(["user_id", "details"])
      .where("action", "=", "maintenance_task_purged")
      .where("entity_id", "=", String(id))
      .execute();
    expect(purged).toHaveLength(1);
    expect(purged[0].user_id).toBeNull();
  });
});
