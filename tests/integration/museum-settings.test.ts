import { beforeEach, expect, it } from "vitest";
import { describeActivity } from "~/models/audit/activity";
import { imageInUse } from "~/models/game/game-images.server";
import { pagesVersion } from "~/models/operations/content-version.server";
import { SETTINGS_SAVED, SETTINGS_UNCHANGED, type MuseumSettings } from "~/models/settings/museum-settings";
import { HTTPS_ONLY, PHONE_INVALID, YEAR_INVALID } from "~/models/settings/museum-settings.schema";
import { loadPublicMuseum, readMuseumSettings } from "~/models/settings/museum-settings.server";
import { action, loader } from "~/routes/admin.settings";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** The settings as the screen posts them: one field per fact, rows as `list.index.column`. */
function posted(s: MuseumSettings): Record<string, string> {
  const fields: Record<string, string> = {
    name: s.name,
    longName: s.longName,
    tagline: s.tagline,
    established: String(s.established),
    logoUrl: s.logoUrl ?? "",
    street: s.street,
    city: s.city,
    region: s.region,
    regionName: s.regionName,
    postalCode: s.postalCode,
    country: s.country,
    phone: s.phone,
    email: s.email,
    mapUrl: s.mapUrl ?? "",
    offerLine: s.offerLine,
    priceRange: s.priceRange ?? "",
    paymentAccepted: s.paymentAccepted,
    collectionClaim: s.collectionClaim === null ? "" : String(s.collectionClaim),
  };
  const rows = (list: string, items: Record<string, string | number>[]) =>
    items.forEach((item, i) => {
      for (const [column, value] of Object.entries(item)) fields[`${list}.${i}.${column}`] = String(value);
    });
  rows("admission", s.admission);
  rows("social", s.social);
  rows("offers", s.offers);
  return fields;
}

const LOGO = "/uploads/0123456789abcdef0123456789abcdef-1200.webp";

describeEachDatabase("museum settings", (getDb) => {
  let manager: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let start: MuseumSettings;
  beforeEach(async () => {
    manager ??= await signedIn(getDb(), "manager");
    staff ??= await signedIn(getDb(), "staff");
    start ??= await readMuseumSettings(getDb());
    await getDb()
      .updateTable("museum_settings")
      .set({ settings: JSON.stringify(start) })
      .execute();
    await getDb().deleteFrom("audit_log").execute();
    await getDb().deleteFrom("games").execute();
  });

  it("starts with the values the site was built with, and derives the map link, tel: link and price range", async () => {
    const museum = await loadPublicMuseum(getDb());
    expect(museum).toMatchObject({
      name: "Replay Museum",
      longName: "Replay Arcade & Pinball Museum",
      established: 2015,
      address: "412 Orange Avenue, Fort Pierce, FL 34950",
      phone: "(772) 555-0142",
      phoneHref: "tel:+17725550142",
      email: "hello@replaymuseum.local",
      mapUrl: "https://www.google.com/maps/search/?api=1&query=412+Orange+Avenue+Fort+Pierce+FL+34950",
      admission: [
        { label: "Adults", price: "$16", note: "tax included" },
        { label: "Kids 6-12", price: "$10", note: "" },
        { label: "Under 6", price: "Free", note: "" },
      ],
      offers: [{ name: "Late Night Date Night", text: "2 entries for $26 after 8pm Fri-Sat" }],
      offerLine: "Late Night Date Night after 8pm Fri-Sat!",
      priceRange: "$10-$16",
      paymentAccepted: "Cash, Credit Card",
      collection: "over 100",
      logoUrl: null,
    });
  });

  it("a manager's save is stored, shown on the next read, raises the page version and is in the Activity log with before and after", async () => {
    const db = getDb();
    const versionBefore = await pagesVersion(db);
    const changed: MuseumSettings = {
      ...start,
      name: "Flipside Museum",
      phone: "+1 772 555 0199",
      admission: [
        { label: "Adults", price: 18, note: "tax included" },
        ...start.admission.slice(1),
        { label: "Seniors", price: 12.5, note: "65 and over" },
      ],
      offerLine: "Two for one on Sundays!",
      logoUrl: LOGO,
    };
    const { status, body } = await postTo(action, "/admin/settings", manager.cookie, posted(changed));
    expect([status, body]).toEqual([200, { ok: true, message: SETTINGS_SAVED }]);

    expect(await readMuseumSettings(db)).toEqual(changed);
    expect(await pagesVersion(db)).toBeGreaterThan(versionBefore);
    expect(await loadPublicMuseum(db)).toMatchObject({
      name: "Flipside Museum",
      phoneHref: "tel:+17725550199",
      admission: [
        { label: "Adults", price: "$18" },
        { label: "Kids 6-12", price: "$10" },
        { label: "Under 6", price: "Free" },
        { label: "Seniors", price: "$12.50", note: "65 and over" },
      ],
      priceRange: "$10-$18",
      offerLine: "Two for one on Sundays!",
      logoUrl: LOGO,
    });
    // The logo is a stored upload the orphan sweep must leave alone.
    expect(await imageInUse(db, "0123456789abcdef0123456789abcdef")).toBe(true);

    const rows = await db.selectFrom("audit_log").select(["user_id", "action", "details", "created_at"]).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: manager.id, action: "museum_settings_updated" });
    const details = JSON.parse(rows[0].details ?? "{}") as Record<string, unknown>;
    expect(details.changes).toEqual([
      { field: "Name", before: "Replay Museum", after: "Flipside Museum" },
      { field: "Logo", before: "(none)", after: "an upload (01234567)" },
      { field: "Phone", before: "(772) 555-0142", after: "+1 772 555 0199" },
      {
        field: "Admission",
        before: "Adults $16 (tax included); Kids 6-12 $10; Under 6 Free",
        after: "Adults $18 (tax included); Kids 6-12 $10; Under 6 Free; Seniors $12.50 (65 and over)",
      },
      {
        field: "Footer offer line",
        before: "Late Night Date Night after 8pm Fri-Sat!",
        after: "Two for one on Sundays!",
      },
    ]);
    expect(
      describeActivity({ action: "museum_settings_updated", entity: "museum_settings", entityId: null, details }),
    ).toMatch(/^Changed the museum settings: Name "Replay Museum" to "Flipside Museum"; Logo/);
  });

  it("a save that changes nothing says so and writes nothing", async () => {
    const versionBefore = await pagesVersion(getDb());
    const { status, body } = await postTo(action, "/admin/settings", manager.cookie, posted(start));
    expect([status, body]).toEqual([200, { ok: true, message: SETTINGS_UNCHANGED }]);
    expect(await pagesVersion(getDb())).toBe(versionBefore);
    expect(await getDb().selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("refuses bad values with a message beside each field and changes nothing", async () => {
    const versionBefore = await pagesVersion(getDb());
    const fields = {
      ...posted(start),
      name: "  ",
      established: "15",
      email: "hello at museum",
      phone: "call us",
      mapUrl: "http://maps.example/replay",
      "social.1.url": "javascript:alert(1)",
      "admission.0.price": "-3",
      "admission.1.price": "10.999",
      "admission.2.label": "",
      logoUrl: "/uploads/../../etc/passwd",
      country: "USA",
    };
    const { status, body } = await postTo(action, "/admin/settings", manager.cookie, fields);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Enter the name",
        established: YEAR_INVALID,
        email: "Enter an e-mail address such as hello@example.org",
        phone: PHONE_INVALID,
        mapUrl: HTTPS_ONLY,
        "social.1.url": HTTPS_ONLY,
        "admission.0.price": "A price cannot be below 0",
        "admission.1.price": "Enter an amount such as 15 or 15.50",
        "admission.2.label": "Enter the label",
        logoUrl: "Upload the logo again",
        country: "Enter the two-letter country code, such as US",
      },
    });
    expect(await readMuseumSettings(getDb())).toEqual(start);
    expect(await pagesVersion(getDb())).toBe(versionBefore);
    expect(await getDb().selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("needs at least one admission price; a text never carries a line break into a page or a mail", async () => {
    const fields = Object.fromEntries(Object.entries(posted(start)).filter(([key]) => !key.startsWith("admission.")));
    const refused = await postTo(action, "/admin/settings", manager.cookie, fields);
    expect(refused.body).toMatchObject({ fieldErrors: { admission: "Add at least one admission price" } });

    const saved = await postTo(action, "/admin/settings", manager.cookie, {
      ...posted(start),
      name: "Replay\r\nBcc: someone@example.org",
    });
    expect(saved.status).toBe(200);
    expect((await readMuseumSettings(getDb())).name).toBe("Replay Bcc: someone@example.org");
  });

  it("the collection's claim follows the machines when the manager clears it, rounded down to a ten, the Trash left out", async () => {
    const db = getDb();
    await postTo(action, "/admin/settings", manager.cookie, { ...posted(start), collectionClaim: "" });
    const games = Array.from({ length: 57 }, (_, i) => newGame({ name: `Machine ${i}` }));
    await db.insertInto("games").values(games).execute();
    await db
      .insertInto("games")
      .values([newGame({ name: "Trashed", deleted_at: new Date().toISOString() })])
      .execute();
    expect((await loadPublicMuseum(db)).collection).toBe("over 50");
    await db
      .deleteFrom("games")
      .where("name", "in", ["Machine 0", "Machine 1", "Machine 2", "Machine 3", "Machine 4", "Machine 5", "Machine 6"])
      .execute();
    expect((await loadPublicMuseum(db)).collection).toBe("50");
    await postTo(action, "/admin/settings", manager.cookie, { ...posted(start), collectionClaim: "40" });
    expect((await loadPublicMuseum(db)).collection).toBe("over 40");
  });

  it("staff who are not managers are refused the screen and the save", async () => {
    await expect(loader(routeArgs("/admin/settings", staff.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(
      action(routeArgs("/admin/settings", staff.cookie, { ...posted(start), name: "Taken Over" })),
    ).rejects.toMatchObject({ status: 403 });
    expect((await readMuseumSettings(getDb())).name).toBe("Replay Museum");
    const screen = await loader(routeArgs("/admin/settings", manager.cookie));
    expect(screen).toMatchObject({ settings: { name: "Replay Museum" }, machines: 0 });
  });
});
