import { beforeEach, expect, it } from "vitest";
import { STARTING_SETTINGS } from "~/db/museum-settings-start";
import { createUser } from "~/models/account/user.server";
import { goLiveChecklist, goLiveFacts } from "~/models/go-live/go-live.server";
import { fullWeek } from "~/models/hours/hours";
import { saveWeeklyHours } from "~/models/hours/hours-admin.server";
import { readMuseumSettings, saveMuseumSettings } from "~/models/settings/museum-settings.server";
import { loader as adminLoader } from "~/routes/admin";
import { getConfig, type Config } from "~/utils/config.server";
import { routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The server as a fresh install runs it: no mail server, no scheduled backups, a plain-http address. */
const fresh = (): Config => ({
  ...getConfig(),
  smtpUrl: null,
  backupEveryMs: null,
  publicUrl: "http://localhost:3000",
});

const doneOf = (lines: { id: string; done: boolean }[] | null) =>
  Object.fromEntries((lines ?? []).map((line) => [line.id, line.done]));

describeEachDatabase("the Going live checklist", (getDb) => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  beforeEach(async () => {
    const db = getDb();
    // Earlier tests' managers step aside: each test starts with one.
    await db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("role", "=", "manager")
      .execute();
    await db.deleteFrom("go_live_checks").execute();
    await db.deleteFrom("demo_seeded").execute();
    await db.deleteFrom("games").execute();
    await db.deleteFrom("hero_slides").execute();
    await readMuseumSettings(db);
    await db
      .updateTable("museum_settings")
      .set({ settings: JSON.stringify(STARTING_SETTINGS) })
      .execute();
    manager = await signedIn(db, "manager");
    // The demo's machine: listed as seeded, so it is not the museum's collection.
    const demo = await db
      .insertInto("games")
      .values(newGame({ name: "Demo Galaga" }))
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("demo_seeded").values({ kind: "games", row_id: demo.id }).execute();
  });

  it("on a fresh install every item is to do, each saying what is left", async () => {
    const lines = await goLiveChecklist(getDb(), fresh());
    expect(lines?.map((line) => [line.id, line.done])).toEqual([
      ["details", false],
      ["hours", false],
      ["logo", false],
      ["collection", false],
      ["managers", false],
      ["mail", false],
      ["backups", false],
      ["https", false],
    ]);
    const detail = Object.fromEntries(lines!.map((line) => [line.id, line.detail]));
    expect(detail.details).toBe("Still the demo's: Street, City, ZIP code, Phone, Public e-mail.");
    expect(detail.hours).toBe(
      "Go over them and save the week on Hours & Announcements, and save the admission prices on Museum Settings, even unchanged.",
    );
    expect(detail.https).toBe(
      "It is http://localhost:3000: mails, QR labels and links need the https:// address visitors use.",
    );
  });

  it("each item ticks from the data, and the list goes once every item is done", async () => {
    const db = getDb();
    const actor = { id: manager.id, ip: null };

    // The museum's own contact, and a logo, saved with the admission rows as they were.
    const before = await readMuseumSettings(db);
    await saveMuseumSettings(
      db,
      {
        ...before,
        street: "9 Tilt Street",
        city: "Vero Beach",
        postalCode: "32960",
        phone: "(772) 555-0199",
        email: "hello@flipperhall.org",
        logoUrl: "/uploads/0123456789abcdef0123456789abcdef-1200.webp",
      },
      actor,
    );
    let facts = await goLiveFacts(db, fresh());
    expect(facts).toMatchObject({ detailsLeft: [], logoSet: true, admissionChecked: true, hoursChecked: false });

    // The demo's drawn hero art is not the museum's photo; an uploaded one is.
    const slide = (image_url: string, position: number) => ({
      image_url,
      alt: "The floor",
      heading: "Free play",
      line: "",
      button_label: "",
      button_target: "",
      position,
      updated_at: new Date().toISOString(),
    });
    await db.insertInto("hero_slides").values(slide("/images/hero/hero-1-1600.webp", 1)).execute();
    expect(doneOf(await goLiveChecklist(db, fresh())).logo).toBe(false);
    expect((await goLiveChecklist(db, fresh()))?.find((line) => line.id === "logo")?.detail).toBe(
      "No slide of the home page has a photo of the museum's own yet.",
    );
    await db
      .insertInto("hero_slides")
      .values(slide("/uploads/fedcba9876543210fedcba9876543210-1200.webp", 2))
      .execute();
    expect((await goLiveFacts(db, fresh())).heroPhotos).toBe(1);

    // The week saved unchanged counts as checked.
    await saveWeeklyHours(db, fullWeek([]), actor);
    expect((await goLiveFacts(db, fresh())).hoursChecked).toBe(true);

    // A machine in the Trash is not the collection; one on the floor is.
    await db
      .insertInto("games")
      .values(newGame({ name: "Trashed", deleted_at: new Date().toISOString() }))
      .execute();
    expect((await goLiveFacts(db, fresh())).ownGames).toBe(0);
    await db
      .insertInto("games")
      .values(newGame({ name: "Medieval Madness" }))
      .execute();
    expect((await goLiveFacts(db, fresh())).ownGames).toBe(1);

    // A disabled manager is no second manager; an active one is.
    const away = await createUser(db, {
      email: `away${Date.now()}@museum.test`,
      password: "Away#Pass1",
      role: "manager",
    });
    await db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", away.id).execute();
    expect((await goLiveFacts(db, fresh())).activeManagers).toBe(1);
    await createUser(db, { email: `second${Date.now()}@museum.test`, password: "Second#Pass1", role: "manager" });
    facts = await goLiveFacts(db, fresh());
    expect(facts.activeManagers).toBe(2);

    expect(doneOf(await goLiveChecklist(db, fresh()))).toEqual({
      details: true,
      hours: true,
      logo: true,
      collection: true,
      managers: true,
      mail: false,
      backups: false,
      https: false,
    });
    const live = { ...fresh(), smtpUrl: "smtp://mail.example:587", backupEveryMs: 86_400_000 };
    expect(doneOf(await goLiveChecklist(db, live))).toMatchObject({ mail: true, backups: true, https: false });
    expect(await goLiveChecklist(db, { ...live, publicUrl: "https://flipperhall.org" })).toBeNull();
  });

  it("one detail left as the demo's keeps the item to do, and names it", async () => {
    const db = getDb();
    const before = await readMuseumSettings(db);
    await saveMuseumSettings(
      db,
      { ...before, street: "9 Tilt Street", city: "Vero Beach", postalCode: "32960", email: "a@b.org" },
      { id: manager.id, ip: null },
    );
    const details = (await goLiveChecklist(db, fresh()))!.find((line) => line.id === "details")!;
    expect(details).toMatchObject({ done: false, detail: "Still the demo's: Phone." });
  });

  it("the dashboard gives the checklist to managers, never to staff", async () => {
    const staff = await signedIn(getDb(), "staff");
    const asManager = (await adminLoader(routeArgs("/admin", manager.cookie))) as { goLive: unknown[] | null };
    const asStaff = (await adminLoader(routeArgs("/admin", staff.cookie))) as { goLive: unknown[] | null };
    expect(asManager.goLive).toHaveLength(8);
    expect(asStaff.goLive).toBeNull();
  });
});
