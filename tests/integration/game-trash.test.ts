import { expect, it } from "vitest";
import { createGame, deleteGame, getStaffGame, staffGameDetails, updateGame } from "~/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, gameFormSchema, type GameFormValues } from "~/models/game/game.schema";
import { listTrash, restoreGame } from "~/models/game/game-trash.server";
import { getPublicGameById, getPublicGameBySlug, listGameSlugs, listPublicGames } from "~/models/game/game.server";
import { statusHistory } from "~/models/game/game-status-history.server";
import { pruneExpired } from "~/models/operations/housekeeping.server";
import { inquiryCounts, listInquiries } from "~/models/inquiry/inquiry-admin.server";
import { submitInquiry } from "~/models/inquiry/inquiry.server";
import { buildMuseumFacts } from "~/models/chatbot/museum-facts.server";
import { listLabelGames } from "~/models/game/qr-labels.server";
import { DEFAULT_REPAIR_FILTER } from "~/models/repair/repair-dashboard";
import { logRepair } from "~/models/repair/repair.server";
import { repairDashboard } from "~/models/repair/repair-dashboard.server";
import { getReportableGame, submitVisitorReport } from "~/models/repair/report.server";
import { listSaleGames } from "~/models/sale/sale.server";
import { action as trashAction, loader as trashLoader } from "~/routes/admin.trash";
import { loader as editLoader } from "~/routes/edit";
import { loader as gameLoader } from "~/routes/game";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { variantsStored } from "./stores";
import { DAY, storedPhoto, thrown, withOwnDataDir, withParams } from "./trash-fixtures";

withOwnDataDir("museum-trash-");

const DELETED_AT = new Date("2026-06-01T12:00:00Z");
const after = (ms: number) => new Date(DELETED_AT.getTime() + ms);
let seq = 0;

const input = (values: Partial<GameFormValues>) => gameFormSchema(2026).parse({ ...EMPTY_GAME_VALUES, ...values });
const photo = () => storedPhoto("#facade");
const exists = async (url: string) => (await variantsStored(url)) === 3;

describeEachDatabase("the Trash", (getDb) => {
  /** A game for sale with a photo, a repair, a buyer inquiry carrying a manager's note and its status history. */
  async function gameWithHistory(who: { id: number; ip: string }) {
    const db = getDb();
    const image = await photo();
    const name = `Attack From Mars ${++seq}`;
    const created = await createGame(
      db,
      input({
        name,
        type: "Pinball",
        askingPrice: "6500",
        images: [image.imageUrl],
        conditionNotes: "Saucer lamp flickers",
      }),
      who,
    );
    if (!created.ok) throw new Error("not created");
    await logRepair(db, created.id, "Left flipper weak", who);
    const now = new Date().toISOString();
    await db
      .insertInto("buyer_inquiries")
      .values({
        game_id: created.id,
        buyer_name: "Pat",
        buyer_email: "pat@example.org",
        message: "Would you take 6000?",
        inquiry_type: "offer",
        status: "pending",
        manager_notes: "Counter at 6200",
        created_at: now,
      })
      .execute();
    return { ...created, image };
  }

  const rowsOf = async (gameId: number) => {
    const db = getDb();
    const [repairs, inquiries, history] = await Promise.all([
      db.selectFrom("repairs").select("comment").where("game_id", "=", gameId).execute(),
      db.selectFrom("buyer_inquiries").select("manager_notes").where("game_id", "=", gameId).execute(),
      statusHistory(db, gameId),
    ]);
    return {
      repairs: repairs.map((r) => r.comment),
      notes: inquiries.map((i) => i.manager_notes),
      history: history.length,
    };
  };

  it("delete keeps every row and photo but hides the game from every public and staff list, page and form", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const game = await gameWithHistory(staff);
    const before = await rowsOf(game.id);
    expect(before).toEqual({ repairs: ["Left flipper weak"], notes: ["Counter at 6200"], history: 2 });
    const inquiriesBefore = (await inquiryCounts(db)).pending;

    expect(await deleteGame(db, game.id, staff, DELETED_AT.toISOString())).toBe(true);

    const stored = await db
      .selectFrom("games")
      .select(["name", "deleted_at", "deleted_by"])
      .where("id", "=", game.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: game.name, deleted_at: DELETED_AT.toISOString(), deleted_by: staff.id });
    expect(await rowsOf(game.id)).toEqual(before);
    expect(await exists(game.image.imageUrl)).toBe(true);
    const audits = await db
      .selectFrom("audit_log")
      .select("user_id")
      .where("action", "=", "game_deleted")
      .where("entity_id", "=", String(game.id))
      .execute();
    expect(audits).toEqual([{ user_id: staff.id }]);

    // Public: collection, game page, games for sale, report page, sitemap, chatbot facts, buyer inquiry form.
    expect((await listPublicGames(db)).map((g) => g.id)).not.toContain(game.id);
    expect(await getPublicGameBySlug(db, game.slug)).toBeNull();
    expect(await getPublicGameById(db, game.id)).toBeNull();
    const page = await thrown(gameLoader(withParams(`/game/${game.slug}`, "", { slug: game.slug })));
    expect(page.status).toBe(404);
    expect(await page.text()).toBe("Game Not Found");
    for (const mode of ["sale", "all"] as const)
      expect((await listSaleGames(db, mode)).map((g) => g.id)).not.toContain(game.id);
    expect(await getReportableGame(db, game.id)).toBeNull();
    expect(
      await submitVisitorReport(db, game.id, { comment: "Broken", reporterName: null, reporterEmail: null }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect((await listGameSlugs(db)).map((g) => g.slug)).not.toContain(game.slug);
    expect(
      await buildMuseumFacts(db, DELETED_AT, { timeZone: "America/New_York", publicUrl: "http://museum.test" }),
    ).not.toContain(game.name);
    expect(
      await submitInquiry(db, {
        gameId: game.id,
        inquiryType: "offer",
        name: "Sam",
        email: "sam@example.org",
        phone: null,
        offerAmount: 100,
        message: "Hi",
      }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });

    // Staff: QR labels, the repair dashboard, the edit page, buyer inquiry lists and counts, logging a repair, saving.
    expect((await listLabelGames(db)).map((g) => g.id)).not.toContain(game.id);
    const dashboard = await repairDashboard(db, { ...DEFAULT_REPAIR_FILTER, q: game.name });
    expect(dashboard.rows).toEqual([]);
    expect(await getStaffGame(db, game.id)).toBeNull();
    const edit = await thrown(editLoader(withParams(`/edit/${game.id}`, staff.cookie, { id: String(game.id) })));
    expect(edit.headers.get("Location")).toBe("/");
    expect(await listInquiries(db, { gameId: game.id, withNotes: true })).toEqual([]);
    expect((await listInquiries(db, { withNotes: true })).map((i) => i.game.id)).not.toContain(game.id);
    expect((await inquiryCounts(db)).pending).toBe(inquiriesBefore - 1);
    expect(await logRepair(db, game.id, "Another", staff)).toBeNull();
    expect(await updateGame(db, game.id, 2, input({ name: "Renamed" }), staff)).toEqual({ ok: false, code: "missing" });
    expect(await deleteGame(db, game.id, staff)).toBe(false);

    // Its slug stays taken: a new game of the same name does not take the address of the one in the Trash.
    const namesake = await createGame(db, input({ name: game.name, type: "Pinball" }), staff);
    expect(namesake.ok && namesake.slug).toBe(`${game.slug}-2`);
  });

  it("a manager sees who deleted each game, when and the days left, and restores it as it was; staff get Access Denied, visitors the sign-in", async () => {
    const db = getDb();
    const [staff, manager] = [await signedIn(db, "staff"), await signedIn(db, "manager")];
    const game = await gameWithHistory(staff);
    const before = await rowsOf(game.id);
    await deleteGame(db, game.id, staff, DELETED_AT.toISOString());

    const listed = (await listTrash(db, after(10 * DAY + 60_000))).find((g) => g.id === game.id);
    expect(listed).toEqual({
      id: game.id,
      name: game.name,
      slug: game.slug,
      deletedAt: DELETED_AT.toISOString(),
      // By name, never by address.
      deletedBy: (await db.selectFrom("users").select("name").where("id", "=", staff.id).executeTakeFirstOrThrow())
        .name,
      daysLeft: 20,
    });
    expect((await listTrash(db, after(30 * DAY - 60_000))).find((g) => g.id === game.id)?.daysLeft).toBe(1);

    const denied = await thrown(trashLoader(routeArgs("/admin/trash", staff.cookie)));
    expect([denied.status, denied.statusText]).toEqual([403, "Access Denied"]);
    const visitor = await thrown(trashLoader(routeArgs("/admin/trash", "")));
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const refused = await thrown(
      trashAction(routeArgs("/admin/trash", staff.cookie, { intent: "restore", id: String(game.id) })),
    );
    expect(refused.status).toBe(403);
    expect(await getPublicGameById(db, game.id)).toBeNull();

    const page = await trashLoader(routeArgs("/admin/trash", manager.cookie));
    expect(page.games.find((g) => g.id === game.id)).toMatchObject({
      name: game.name,
      deletedBy: expect.any(String),
      deletedLabel: expect.any(String),
    });

    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore", id: String(game.id) }),
    ).toEqual({ status: 200, body: { ok: true, intent: "restore" } });
    expect(await getPublicGameBySlug(db, game.slug)).toMatchObject({ id: game.id, name: game.name, askingPrice: 6500 });
    expect((await listPublicGames(db)).map((g) => g.id)).toContain(game.id);
    expect((await staffGameDetails(db, game.id)).conditionNotes).toBe("Saucer lamp flickers");
    expect(await listInquiries(db, { gameId: game.id, withNotes: true })).toMatchObject([{ notes: "Counter at 6200" }]);
    expect(await rowsOf(game.id)).toEqual(before);
    expect(
      await db
        .selectFrom("games")
        .select(["deleted_at", "deleted_by"])
        .where("id", "=", game.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ deleted_at: null, deleted_by: null });
    const audits = await db
      .selectFrom("audit_log")
      .select("user_id")
      .where("action", "=", "game_restored")
      .where("entity_id", "=", String(game.id))
      .execute();
    expect(audits).toEqual([{ user_id: manager.id }]);
    expect((await listTrash(db)).map((g) => g.id)).not.toContain(game.id);

    // Twice, or a game that is not in the Trash: nothing to restore.
    expect(
      await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore", id: String(game.id) }),
    ).toMatchObject({ status: 404 });
    expect(await restoreGame(db, game.id, manager)).toBeNull();
    expect(await postTo(trashAction, "/admin/trash", manager.cookie, { intent: "restore", id: "x" })).toMatchObject({
      status: 400,
    });
  });

  it("the hourly housekeeping purges a game 30 days after its delete, with its rows and photos, and not a minute before", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const game = await gameWithHistory(staff);
    const kept = await gameWithHistory(staff);
    // Later than the other tests' deletes, so their games are not what this test counts.
    const deletedAt = after(100 * DAY);
    const later = (ms: number) => new Date(deletedAt.getTime() + ms);
    await updateGame(
      db,
      game.id,
      2,
      input({ name: `${game.name} LE`, type: "Pinball", askingPrice: "6500", images: [game.image.imageUrl] }),
      staff,
    );
    await deleteGame(db, game.id, staff, deletedAt.toISOString());
    await deleteGame(db, kept.id, staff, later(DAY).toISOString());
    await pruneExpired(db, later(30 * DAY - 60_000));
    const before = await rowsOf(game.id);
    expect(before).toMatchObject({ repairs: ["Left flipper weak"], notes: ["Counter at 6200"] });

    expect(await pruneExpired(db, later(30 * DAY - 60_000))).toMatchObject({ games: 0 });
    expect(await rowsOf(game.id)).toEqual(before);
    expect(await exists(game.image.imageUrl)).toBe(true);

    expect(await pruneExpired(db, later(30 * DAY))).toMatchObject({ games: 1 });
    expect(await db.selectFrom("games").select("id").where("id", "=", game.id).executeTakeFirst()).toBeUndefined();
    expect(await rowsOf(game.id)).toEqual({ repairs: [], notes: [], history: 0 });
    expect(await db.selectFrom("game_slugs").select("slug").where("game_id", "=", game.id).execute()).toEqual([]);
    expect(await exists(game.image.imageUrl)).toBe(false);
    const purged = await db
      .selectFrom("audit_log")
      .select("user_id")
      .where("action", "=", "game_purged")
      .where("entity_id", "=", String(game.id))
      .execute();
    expect(purged).toEqual([{ user_id: null }]);

    // The game deleted a day later waits its own 30 days.
    expect((await listTrash(db, later(30 * DAY))).map((g) => g.id)).toContain(kept.id);
    expect(await exists(kept.image.imageUrl)).toBe(true);
    expect(await pruneExpired(db, later(31 * DAY))).toMatchObject({ games: 1 });
    expect(await exists(kept.image.imageUrl)).toBe(false);
  });
});
