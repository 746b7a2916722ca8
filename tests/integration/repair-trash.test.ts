import { expect, it, vi } from "vitest";
import { describeActivity } from "~/models/audit/activity";
import { readWorkshopBoard } from "~/models/board/board.server";
import { deleteGame, staffGameDetails } from "~/models/game/game-admin.server";
import { restoreGame } from "~/models/game/game-trash.server";
import { gameTimeline } from "~/models/game/game-timeline.server";
import { pruneExpired } from "~/models/operations/housekeeping.server";
import { digestContents } from "~/models/repair/digest.server";
import { knownIssueOf } from "~/models/repair/known-issue.server";
import { requestParts } from "~/models/repair/parts.server";
import { partsToReceive } from "~/models/repair/parts-screen.server";
import { DEFAULT_REPAIR_FILTER } from "~/models/repair/repair-dashboard";
import { repairDashboard } from "~/models/repair/repair-dashboard.server";
import { logRepair, openRepairsFor } from "~/models/repair/repair.server";
import { addWorkEntry } from "~/models/repair/work-entries.server";
import { readServiceRecords } from "~/models/stats/service-record.server";
import { action as trashAction, loader as trashLoader } from "~/routes/admin.trash";
import { action as threadAction, loader as threadLoader } from "~/routes/repairs.repair";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";
import { variantsStored } from "./stores";
import { DAY, storedPhoto, thrown, withOwnDataDir, withParams } from "./trash-fixtures";

withOwnDataDir("museum-repair-trash-");

const LOGGED_AT = new Date("2026-06-01T14:00:00.000Z");
const DELETED_AT = new Date("2026-06-02T15:00:00.000Z");
const later = (ms: number) => new Date(DELETED_AT.getTime() + ms);
let seq = 0;

const photo = async () => {
  const stored = await storedPhoto("#c0ffee");
  return { url: stored.imageUrl, thumbnailUrl: stored.thumbnailUrl };
};

const withId = (url: string, cookie: string, id: number, fields?: Record<string, string>) =>
  withParams(url, cookie, { id: String(id) }, fields);

describeEachDatabase("deleted repairs go to the Trash", (getDb) => {
  /** An open repair with a photo, a work entry of 25 minutes with a photo and a part, and a part waiting. */
  async function repairWithWork(who: { id: number; ip: string }) {
    const db = getDb();
    const game = await db
      .insertInto("games")
      .values(newGame({ name: `Trash Pinball ${++seq}`, status: "Operational", for_sale: true, asking_price: 900 }))
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
    const first = await photo();
    const second = await photo();
    const at = LOGGED_AT.toISOString();
    const { repairId } = (await logRepair(db, game.id, `SECRET-TRASH ${seq} coil burnt`, who, {
      photos: [first],
      now: at,
    }))!;
    await addWorkEntry(
      db,
      repairId,
      {
        body: "Replaced the fuse",
        minutes: 25,
        photos: [second],
        parts: [{ name: "Fuse", quantity: 2, url: null, cost: 1 }],
      },
      who,
      at,
    );
    await requestParts(db, repairId, [{ name: "Coil", quantity: 1, url: null, cost: null }], who, { now: at });
    return { game, repairId, photos: [first.url, second.url] };
  }

  /** Where staff would see the repair: every list, figure and board that names it. */
  async function seenIn(game: { id: number; name: string }, repairId: number) {
    const db = getDb();
    const lists = {
      dashboard: (await repairDashboard(db, { ...DEFAULT_REPAIR_FILTER, q: game.name })).rows.map((r) => r.id),
      history: ((await staffGameDetails(db, game.id)).repairs ?? []).map((r) => r.id),
      qrPanel: (await openRepairsFor(db, game.id)).map((r) => r.id),
      board: await readWorkshopBoard(db, later(0)).then((b) => [...b.attention.rows, ...b.open.rows].map((r) => r.id)),
      timeline: (await gameTimeline(db, game.id, 50)).items.filter((i) => i.repairId === repairId).length > 0,
      parts: (await partsToReceive(db)).filter((p) => p.repair_id === repairId).map((p) => p.name),
      knownIssue: (await knownIssueOf(db, game.id)) !== null,
      saleRecord: (await readServiceRecords(db, [game.id], later(0), "America/New_York")).get(game.id)?.repairs,
    };
    const digest = await digestContents(db, (await signedIn(db, "staff")).id, later(0));
    return { ...lists, board: lists.board.includes(repairId), digest: JSON.stringify(digest).includes(game.name) };
  }

  it("a staff member's Delete hides the repair from every list, board, figure and timeline, audited with what it held; a manager restores it all", async () => {
    const db = getDb();
    const [staff, manager] = [await signedIn(db, "staff"), await signedIn(db, "manager")];
    const { game, repairId, photos } = await repairWithWork(staff);
    const visible = {
      dashboard: [repairId],
      history: [repairId],
      qrPanel: [repairId],
      board: true,
      timeline: true,
      parts: ["Fuse", "Coil"],
      knownIssue: true,
      saleRecord: 1,
      digest: true,
    };
    expect(await seenIn(game, repairId)).toEqual(visible);

    vi.useFakeTimers({ now: DELETED_AT, toFake: ["Date"] });
    const answer = await thrown(
      threadAction(withId(`/repairs/${repairId}`, staff.cookie, repairId, { intent: "delete" })),
    );
    vi.useRealTimers();
    expect(answer.headers.get("Location")).toBe(`/game/${game.slug}`);

    const row = await db
      .selectFrom("repairs")
      .select(["deleted_at", "deleted_by", "comment"])
      .where("id", "=", repairId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ deleted_at: DELETED_AT.toISOString(), deleted_by: staff.id });
    expect(await seenIn(game, repairId)).toEqual({
      dashboard: [],
      history: [],
      qrPanel: [],
      board: false,
      timeline: false,
      parts: [],
      knownIssue: false,
      saleRecord: 0,
      digest: false,
    });
    expect((await thrown(threadLoader(withId(`/repairs/${repairId}`, staff.cookie, repairId)))).status).toBe(404);
    for (const url of photos) expect(await variantsStored(url)).toBe(3);

    const [audit] = await db
      .selectFrom("audit_log")
      .select(["user_id", "details", "entity_id"])
      .where("action", "=", "repair_deleted")
      .where("entity_id", "=", String(repairId))
      .execute();
    const details = JSON.parse(audit.details ?? "{}") as Record<string, unknown>;
    expect(details).toMatchObject({ gameId: game.id, workEntries: 1, minutes: 25, photos: 2, parts: 2 });
    expect(describeActivity({ action: "repair_deleted", entity: "repair", entityId: String(repairId), details })).toBe(
      `Moved repair #${repairId} "${row.comment}" to the Trash, with 1 work entry (25 minutes), 2 photos and 2 parts`,
    );

    // Staff cannot restore; the manager sees it in the Trash with who deleted it and restores it.
    expect(
      (
        await thrown(
          trashAction(routeArgs("/admin/trash", staff.cookie, { intent: "restore-repair", id: String(repairId) })),
        )
      ).status,
    ).toBe(403);
    const page = await trashLoader(routeArgs("/admin/trash", manager.cookie));
    expect(page.repairs.find((r) => r.id === repairId)).toMatchObject({
      gameName: game.name,
      comment: row.comment,
      // By name, never by address.
      deletedBy: (await db.selectFrom("users").select("name").where("id", "=", staff.id).executeTakeFirstOrThrow())
        .name,
    });
    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore-repair", id: String(repairId) }),
    ).toEqual({ status: 200, body: { ok: true, intent: "restore-repair" } });
    expect(await seenIn(game, repairId)).toEqual(visible);
    const restored = await db
      .selectFrom("audit_log")
      .select("user_id")
      .where("action", "=", "repair_restored")
      .where("entity_id", "=", String(repairId))
      .execute();
    expect(restored).toEqual([{ user_id: manager.id }]);
    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore-repair", id: String(repairId) }),
    ).toMatchObject({ status: 404, body: { error: "That repair is no longer in the Trash." } });
  });

  it("the hourly housekeeping removes a repair 30 days after its delete, with its entries, parts and photos, and not a minute before", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const { game, repairId, photos } = await repairWithWork(staff);
    vi.useFakeTimers({ now: DELETED_AT, toFake: ["Date"] });
    await thrown(threadAction(withId(`/repairs/${repairId}`, staff.cookie, repairId, { intent: "delete" })));
    vi.useRealTimers();

    expect(await pruneExpired(db, later(30 * DAY - 60_000))).toMatchObject({ repairs: 0 });
    for (const url of photos) expect(await variantsStored(url)).toBe(3);

    expect(await pruneExpired(db, later(30 * DAY))).toMatchObject({ repairs: 1 });
    expect(await db.selectFrom("repairs").select("id").where("id", "=", repairId).executeTakeFirst()).toBeUndefined();
    for (const table of ["repair_entries", "repair_parts", "repair_events"] as const)
      expect(await db.selectFrom(table).select("id").where("repair_id", "=", repairId).execute()).toEqual([]);
    for (const url of photos) expect(await variantsStored(url)).toBe(0);
    const purged = await db
      .selectFrom("audit_log")
      .select(["user_id", "details"])
      .where("action", "=", "repair_purged")
      .where("entity_id", "=", String(repairId))
      .execute();
    expect(purged).toHaveLength(1);
    expect(purged[0].user_id).toBeNull();
    expect(JSON.parse(purged[0].details ?? "{}")).toMatchObject({
      gameId: game.id,
      workEntries: 1,
      photos: 2,
      parts: 2,
    });
  });

  it("a repair whose machine is in the Trash too stays there until the machine is back, and the manager is told so", async () => {
    const db = getDb();
    const [staff, manager] = [await signedIn(db, "staff"), await signedIn(db, "manager")];
    const { game, repairId } = await repairWithWork(staff);
    await thrown(threadAction(withId(`/repairs/${repairId}`, staff.cookie, repairId, { intent: "delete" })));
    expect(await deleteGame(db, game.id, manager)).toBe(true);

    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore-repair", id: String(repairId) }),
    ).toMatchObject({
      status: 409,
      body: { ok: false, error: `${game.name} is in the Trash too. Restore the game first, then its repair.` },
    });
    const still = await db
      .selectFrom("repairs")
      .select("deleted_at")
      .where("id", "=", repairId)
      .executeTakeFirstOrThrow();
    expect(still.deleted_at).not.toBeNull();
    const audited = await db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "repair_restored")
      .where("entity_id", "=", String(repairId))
      .execute();
    expect(audited).toEqual([]);

    expect(await restoreGame(db, game.id, manager)).not.toBeNull();
    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore-repair", id: String(repairId) }),
    ).toEqual({ status: 200, body: { ok: true, intent: "restore-repair" } });
  });
});
