import { beforeEach, expect, it, vi } from "vitest";
import { startDemoHeroSlides } from "../../demo/hero.server";
import { removeDemoContent } from "~/models/demo/demo-removal.server";
import { imageInUse } from "~/models/game/game-images.server";
import { HERO_SLIDES_MAX } from "~/models/hero/hero-slide";
import { listHeroSlides, listPublicHeroSlides } from "~/models/hero/hero-slide.server";
import { action, loader } from "~/routes/admin.hero";
import type { DB } from "~/utils/db.server";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

/**
 * The home page's hero slides on /admin/hero: what a manager's add, edit, move and delete store and say, the
 * limits (1 to 6), the checks on every field, the Activity log, the page version, who may, and what "Remove
 * the demo content" does to them. The uploads store is not touched: which photos it holds is a set here.
 */

const stored = new Set<string>();
const removed: string[] = [];
vi.mock("~/utils/storage.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/utils/storage.server")>()),
  imageStored: async (url: string) => stored.has(url),
  removeImage: async (url: string) => (removed.push(url), true),
}));

let uploads = 0;
/** A photo the upload route would have stored: its 1200 px address. */
function upload() {
  const url = `/uploads/${(++uploads).toString(16).padStart(32, "e")}-1200.webp`;
  stored.add(url);
  return url;
}

const pagesVersion = async (db: DB) =>
  Number((await db.selectFrom("pages_version").select("version").executeTakeFirstOrThrow()).version);

const slide = (fields: Record<string, string> = {}) => ({
  intent: "save-slide",
  imageUrl: upload(),
  alt: "A row of pinball machines under warm lights",
  heading: "Pinball night",
  line: "Every Friday until midnight.",
  buttonLabel: "See Events",
  buttonTarget: "/events",
  ...fields,
});

describeEachDatabase("hero slides (/admin/hero)", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("hero_slides").execute();
    await getDb().deleteFrom("demo_seeded").execute();
    removed.length = 0;
  });

  const post = (cookie: string, fields: Record<string, string>) => postTo(action, "/admin/hero", cookie, fields);

  it("a manager adds, edits, moves and deletes slides: each write says what it did, is in the Activity log and moves the page version", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const steps: { body: unknown; version: number }[] = [];
    const run = async (fields: Record<string, string>) => {
      const before = await pagesVersion(db);
      const answer = await post(manager.cookie, fields);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await pagesVersion(db), "the page cache's version moved").toBeGreaterThan(before);
      steps.push({ body: answer.body, version: before });
      return answer.body;
    };

    expect(await run(slide({ heading: "Free play" }))).toEqual({
      ok: true,
      intent: "save-slide",
      message: "Added the slide “Free play”.",
    });
    const second = slide({ heading: "Tournaments", buttonLabel: "", buttonTarget: "" });
    expect(await run(second)).toMatchObject({ message: "Added the slide “Tournaments”." });
    let [free, tournaments] = await listHeroSlides(db);
    expect(tournaments).toMatchObject({ heading: "Tournaments", imageUrl: second.imageUrl, buttonLabel: "" });

    expect(await run({ intent: "move-slide", id: String(tournaments.id), direction: "up" })).toMatchObject({
      message: "Moved “Tournaments” to position 1.",
    });
    expect((await listHeroSlides(db)).map((s) => s.heading)).toEqual(["Tournaments", "Free play"]);

    const replacement = upload();
    expect(
      await run(
        slide({
          id: String(free.id),
          imageUrl: replacement,
          heading: "Free play, all day",
          buttonTarget: "https://tickets.example.org/replay?day=fri",
        }),
      ),
    ).toMatchObject({ message: "Saved the slide “Free play, all day”." });
    [tournaments, free] = await listHeroSlides(db);
    expect(free).toMatchObject({ heading: "Free play, all day", imageUrl: replacement });
    expect(removed, "the replaced photo left the store").toEqual([
      expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/),
    ]);

    expect(await run({ intent: "delete-slide", id: String(tournaments.id) })).toMatchObject({
      message: "Deleted the slide “Tournaments”.",
    });
    expect(removed).toContain(second.imageUrl);
    expect((await listHeroSlides(db)).map((s) => s.heading)).toEqual(["Free play, all day"]);

    const activity = await db
      .selectFrom("audit_log")
      .select(["action", "user_id", "entity", "details"])
      .where("action", "like", "hero_slide_%")
      .orderBy("id")
      .execute();
    expect(activity.map((a) => [a.action, a.user_id, a.entity, JSON.parse(a.details!).heading])).toEqual([
      ["hero_slide_created", manager.id, "hero_slide", "Free play"],
      ["hero_slide_created", manager.id, "hero_slide", "Tournaments"],
      ["hero_slide_moved", manager.id, "hero_slide", "Tournaments"],
      ["hero_slide_updated", manager.id, "hero_slide", "Free play, all day"],
      ["hero_slide_deleted", manager.id, "hero_slide", "Tournaments"],
    ]);

    // A slide's photo counts as in use, so the sweep of abandoned uploads keeps it.
    const id = replacement.slice("/uploads/".length, -"-1200.webp".length);
    expect(await imageInUse(db, id)).toBe(true);

    // The home page draws the upload from its three variants, the phone from the two smaller ones.
    const [shown] = await listPublicHeroSlides(db, "/uploads");
    expect(shown).toMatchObject({
      alt: "A row of pinball machines under warm lights",
      heading: "Free play, all day",
      button: { label: "See Events", target: "https://tickets.example.org/replay?day=fri", external: true },
      picture: {
        src: replacement,
        srcSet: `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w, /uploads/${id}-1200.webp 1200w`,
        phoneSrcSet: `/uploads/${id}-400.webp 400w, /uploads/${id}-800.webp 800w`,
      },
    });
  });

  it("keeps between 1 and 6 slides: a seventh and deleting the last are refused with a message, and nothing changes", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    for (let i = 1; i <= HERO_SLIDES_MAX; i++)
      expect((await post(manager.cookie, slide({ heading: `Slide ${i}` }))).status).toBe(200);
    const version = await pagesVersion(db);
    expect(await post(manager.cookie, slide({ heading: "One too many" }))).toEqual({
      status: 409,
      body: {
        ok: false,
        intent: "save-slide",
        error: "The home page shows at most 6 slides: delete one before adding another.",
      },
    });
    expect(await listHeroSlides(db)).toHaveLength(6);
    expect(await pagesVersion(db)).toBe(version);

    const slides = await listHeroSlides(db);
    for (const s of slides.slice(1)) await post(manager.cookie, { intent: "delete-slide", id: String(s.id) });
    expect(await post(manager.cookie, { intent: "delete-slide", id: String(slides[0].id) })).toEqual({
      status: 409,
      body: {
        ok: false,
        intent: "delete-slide",
        error: "The home page needs at least one slide: add another before deleting this one.",
      },
    });
    expect((await listHeroSlides(db)).map((s) => s.heading)).toEqual(["Slide 1"]);
    expect(await post(manager.cookie, { intent: "move-slide", id: String(slides[0].id), direction: "up" })).toEqual({
      status: 200,
      body: { ok: true, intent: "move-slide", message: "Moved “Slide 1” to position 1." },
    });
  });

  it("checks every field on the server: alt text, heading, the photo and the button's target, writing nothing when one is wrong", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const refused = async (fields: Record<string, string>, field: string, message: string) => {
      const answer = await post(manager.cookie, slide(fields));
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { ok: false, fieldErrors: { [field]: message } },
      });
    };
    await refused({ alt: "   " }, "alt", "Describe the photo for people who cannot see it.");
    await refused({ heading: "" }, "heading", "Write the slide's heading.");
    await refused({ heading: "x".repeat(81) }, "heading", "Heading must be 80 characters or fewer");
    await refused({ imageUrl: "" }, "imageUrl", "Upload a photo for the slide.");
    await refused({ imageUrl: "https://elsewhere.example/x.jpg" }, "imageUrl", "Upload a photo for the slide.");
    await refused(
      { imageUrl: `/uploads/${"f".repeat(32)}-1200.webp` },
      "imageUrl",
      "That photo is no longer in the uploads: upload it again.",
    );
    const target = "Use a site path such as /collection, or an address that starts with https://.";
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/x",
      "/\\evil.example",
      "http://tickets.example.org",
      "https://user:pw@tickets.example.org",
      "/events page",
      "collection",
      "data:text/html,<b>x</b>",
    ])
      await refused({ buttonTarget: bad }, "buttonTarget", target);
    await refused(
      { buttonTarget: "" },
      "buttonTarget",
      "Give the button both a label and a target, or leave both empty.",
    );
    await refused(
      { buttonLabel: "" },
      "buttonLabel",
      "Give the button both a label and a target, or leave both empty.",
    );
    expect(await listHeroSlides(db)).toEqual([]);
    expect(await post(manager.cookie, { intent: "move-slide", id: "1", direction: "sideways" })).toMatchObject({
      status: 400,
    });
    expect(await post(manager.cookie, { intent: "delete-slide", id: "999999" })).toMatchObject({
      status: 404,
      body: { error: "That slide is no longer there: someone else may have deleted it." },
    });
  });

  it("staff who are not managers get Access Denied and change nothing", async () => {
    const db = getDb();
    const staff = await signedIn(db, "staff");
    await expect(loader(routeArgs("/admin/hero", staff.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(action(routeArgs("/admin/hero", staff.cookie, slide()))).rejects.toMatchObject({ status: 403 });
    expect(await listHeroSlides(db)).toEqual([]);
  });

  it("Remove the demo content takes the demo's slides and keeps a manager's, and one a manager edited", async () => {
    const db = getDb();
    const manager = await signedIn(db, "manager");
    const demo = await db
      .insertInto("hero_slides")
      .values(
        [1, 2, 3].map((n) => ({
          position: n,
          image_url: `/images/hero/hero-${n}-1600.webp`,
          alt: `Demo picture ${n}`,
          heading: `Demo ${n}`,
          updated_at: "2026-03-01T12:00:00.000Z",
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("demo_seeded")
      .values(demo.map((row) => ({ kind: "hero_slides" as const, row_id: Number(row.id) })))
      .execute();
    // A demo slide's own picture may be kept when a manager edits its words.
    expect(
      await post(
        manager.cookie,
        slide({ id: String(demo[1].id), imageUrl: "/images/hero/hero-2-1600.webp", heading: "Ours now" }),
      ),
    ).toMatchObject({ status: 200 });
    expect((await post(manager.cookie, slide({ heading: "Our own" }))).status).toBe(200);

    const review = await removeDemoContent(db, manager);
    expect(review).toMatchObject({ remove: { hero_slides: 2 }, keep: { hero_slides: 1 } });
    expect((await listHeroSlides(db)).map((s) => s.heading)).toEqual(["Ours now", "Our own"]);
  });

  it("a demo museum from before the slides were data gets the demo's four at its next start, as demo content; no other museum does", async () => {
    const db = getDb();
    await db.deleteFrom("audit_log").where("entity", "=", "hero_slide").execute();
    expect(await startDemoHeroSlides(db), "no demo: no slides").toBe(false);
    await db.insertInto("demo_seeded").values({ kind: "faqs", row_id: 1 }).execute();
    expect(await startDemoHeroSlides(db)).toBe(true);
    const slides = await listHeroSlides(db);
    expect(slides.map((s) => [s.imageUrl, s.buttonTarget])).toEqual([
      ["/images/hero/hero-1-1600.webp", "/collection"],
      ["/images/hero/hero-2-1600.webp", ""],
      ["/images/hero/hero-3-1600.webp", "/events"],
      ["/images/hero/hero-4-1600.webp", "/museum-info"],
    ]);
    const marked = await db.selectFrom("demo_seeded").select("row_id").where("kind", "=", "hero_slides").execute();
    expect(marked.map((m) => Number(m.row_id)).sort()).toEqual(slides.map((s) => s.id).sort());
    expect(await startDemoHeroSlides(db), "once only").toBe(false);
    expect(await listHeroSlides(db)).toHaveLength(4);
  });
});
