import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedDemoContentIfEmpty } from "../../demo/seed.server";
import { createEvent } from "~/models/event/event-admin.server";
import { eventFormSchema } from "~/models/event/event.schema";
import { createGame, updateGame } from "~/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, gameFormSchema } from "~/models/game/game.schema";
import { demoContentLeft, removeDemoContent, reviewDemoContent } from "~/models/demo/demo-removal.server";
import { logRepair } from "~/models/repair/repair.server";
import { action, loader } from "~/routes/admin.demo-content";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

/**
 * "Remove the demo content": it removes what the demo seeded and nothing staff added or changed, in one go, says
 * what it did, and leaves nothing to offer again. The demo's pictures are not drawn; their names are real
 * upload names, so the removal's sweep of the file store can be watched.
 */

vi.mock("../../demo/art/store.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../demo/art/store.server")>();
  let n = 0;
  const stored = async () => {
    const id = (++n).toString(16).padStart(32, "d");
    return { imageUrl: `/uploads/${id}-1200.webp`, thumbnailUrl: `/uploads/${id}-400.webp` };
  };
  return { ...original, storeMachineImage: stored, storeProductImage: stored };
});
const removed: string[] = [];
vi.mock("~/utils/storage.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/utils/storage.server")>()),
  imageStored: async () => true,
  removeImage: async (url: string) => (removed.push(url), true),
}));

const NOW = new Date("2026-03-11T15:00:00Z");

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describeEachDatabase("removing the demo content", (getDb) => {
  beforeAll(async () => {
    expect(await seedDemoContentIfEmpty(getDb(), { now: NOW, timeZone: "America/New_York" })).toBe(true);
  });

  it("a staff member gets Access Denied and removes nothing; a post without the confirmed intent is refused", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    const manager = await signedIn(db, "manager");
    const before = await db.selectFrom("demo_seeded").selectAll().execute();
    await expect(action(routeArgs("/admin/demo-content", staff.cookie, { intent: "remove" }))).rejects.toMatchObject({
      status: 403,
    });
    expect(await postTo(action, "/admin/demo-content", manager.cookie, { intent: "delete" })).toMatchObject({
      status: 400,
    });
    expect(before.length).toBeGreaterThan(1000);
    expect(await db.selectFrom("demo_seeded").selectAll().execute()).toEqual(before);
  });

  it("removes what the demo seeded and keeps a machine and an event staff added, a seeded game staff edited and one with a repair staff logged", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const staff = await signedIn(db, "staff");
    const seededGames = await db
      .selectFrom("games")
      .select(["id", "name", "version", "image_url", "all_images"])
      .orderBy("id")
      .execute();
    const [edited, repaired] = [seededGames[2], seededGames[5]];

    const input = (name: string, images: string[] = []) =>
      gameFormSchema(2026).parse({ ...EMPTY_GAME_VALUES, name, images });
    const added = await createGame(db, input("Pac-Land"), staff);
    expect(added.ok).toBe(true);
    expect(
      await updateGame(db, edited.id, Number(edited.version), input(edited.name, JSON.parse(edited.all_images)), staff),
    ).toMatchObject({ ok: true });
    expect(await logRepair(db, repaired.id, "Coin door lock sticks.", staff, { severity: "minor" })).not.toBeNull();
    const event = eventFormSchema.parse({
      title: "Staff pinball league",
      description: "Weekly league night.",
      date: "2026-04-02",
      time: "19:00",
      type: "event",
      registrationFee: "",
      admissionFee: "5",
    });
    const eventId = await createEvent(db, event, staff);

    const seededCounts = {
      games: seededGames.length,
      events: (await db.selectFrom("events").select("id").execute()).length - 1,
      faqs: (await db.selectFrom("faqs").select("id").execute()).length,
    };
    expect(await reviewDemoContent(db)).toMatchObject({
      remove: { games: seededCounts.games - 2, events: seededCounts.events, faqs: seededCounts.faqs },
      keep: { games: 2, events: 0, faqs: 0 },
    });
    expect(await demoContentLeft(db)).toBe(true);

    removed.length = 0;
    const answer = await postTo(action, "/admin/demo-content", manager.cookie, { intent: "remove" });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(answer.body.ok && answer.body.message).toMatch(
      new RegExp(
        `^Removed the demo content: ${seededCounts.games - 2} games, ${seededCounts.events} events, ${seededCounts.faqs} FAQs, 5 products, 2 gift cards, 3 announcements and 4 hero slides\\. Kept what staff added to or changed: 2 games\\.$`,
      ),
    );

    const games = await db.selectFrom("games").select("id").orderBy("id").execute();
    expect(games.map((g) => g.id)).toEqual([edited.id, repaired.id, added.ok ? added.id : -1]);
    expect((await db.selectFrom("events").select("id").execute()).map((e) => e.id)).toEqual([eventId]);
    for (const table of ["faqs", "products", "gift_cards", "announcements", "hero_slides", "demo_seeded"] as const)
      expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    // The kept games keep their history; the removed ones' went with them.
    const left = await db.selectFrom("repairs").select("game_id").distinct().execute();
    expect(left.map((r) => r.game_id).sort()).toEqual([edited.id, repaired.id].sort());
    // Opening hours are the museum's, not demo content.
    expect((await db.selectFrom("business_hours").selectAll().execute()).length).toBe(7);

    // The removed games' photos left the store; the kept games' stayed.
    const removedGames = seededGames.filter((g) => g.id !== edited.id && g.id !== repaired.id);
    for (const game of removedGames) expect(removed).toContain(game.image_url);
    expect(removed).not.toContain(edited.image_url);
    expect(removed).not.toContain(repaired.image_url);

    const activity = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "demo_content_removed")
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0].user_id).toBe(manager.id);
    expect(JSON.parse(activity[0].details!)).toMatchObject({
      removed: { games: seededCounts.games - 2, faqs: seededCounts.faqs },
      kept: { games: 2 },
    });

    // Nothing is left to offer, and a second post changes nothing.
    expect(await demoContentLeft(db)).toBe(false);
    expect(await removeDemoContent(db, manager)).toBeNull();
    expect(await postTo(action, "/admin/demo-content", manager.cookie, { intent: "remove" })).toMatchObject({
      status: 409,
      body: { ok: false, error: "There is no demo content left to remove." },
    });
    expect(
      ((await loader(routeArgs("/admin/demo-content", manager.cookie))) as Awaited<ReturnType<typeof loader>>).review
        .remove.games,
    ).toBe(0);
  });
});
