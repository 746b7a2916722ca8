import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { museumJsonLd } from "~/models/hours/museum-info";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { loader as eventsLoader, meta as eventsMeta } from "~/routes/events";
import { loader as homeLoader } from "~/routes/home";
import { loader as museumInfoLoader, meta as museumInfoMeta } from "~/routes/museum-info";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { describeEachDatabase } from "./databases";
import { newGame } from "./factories";

/** Saturday 11 July 2026, 12:00 in the museum (America/New_York, EDT). */
const NOW = new Date("2026-07-11T16:00:00.000Z");
const STAMP = "2026-07-01T00:00:00.000Z";

async function addEvent(
  db: DB,
  title: string,
  date: string,
  time: string,
  extra: { type?: "event" | "tournament"; fee?: number } = {},
) {
  const type = extra.type ?? "event";
  await db
    .insertInto("events")
    .values({
      title,
      description: `${title} description`,
      date,
      time,
      type,
      registration_fee: type === "tournament" ? (extra.fee ?? null) : null,
      admission_fee: type === "event" ? (extra.fee ?? null) : null,
      created_at: STAMP,
      updated_at: STAMP,
    })
    .execute();
}

async function setWeek(db: DB) {
  await db.deleteFrom("business_hours").execute();
  const open = (day: number, close: string) => ({
    day_of_week: day,
    open_time: "11:00",
    close_time: close,
    is_closed: false,
  });
  const closed = (day: number) => ({ day_of_week: day, open_time: null, close_time: null, is_closed: true });
  await db
    .insertInto("business_hours")
    .values([
      open(0, "19:00"),
      closed(1),
      closed(2),
      open(3, "19:00"),
      open(4, "19:00"),
      open(5, "23:00"),
      open(6, "23:00"),
    ])
    .execute();
}

const context = { ip: "203.0.113.5", cspNonce: "" };
const args = (path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context }) as never;

const homeArgs = () =>
  ({ request: new Request("http://localhost/"), params: {}, context: {} }) as unknown as Parameters<
    typeof homeLoader
  >[0];

describeEachDatabase("public content loaders", (getDb) => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    await getDb().deleteFrom("events").execute();
    await getDb().deleteFrom("special_hours").execute();
    await setWeek(getDb());
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("home shows at most 2 upcoming events from today's midnight, ascending, without past ones", async () => {
    const db = getDb();
    await addEvent(db, "Next week", "2026-07-18", "18:00");
    await addEvent(db, "Yesterday", "2026-07-10", "20:00");
    await addEvent(db, "Tomorrow", "2026-07-12", "14:00", { type: "tournament", fee: 15 });
    await addEvent(db, "This morning", "2026-07-11", "09:00");

    const data = await homeLoader(homeArgs());
    expect(data.eventsError).toBeNull();
    expect(data.events.map((e) => e.title)).toEqual(["This morning", "Tomorrow"]);
    expect(data.events[1]).toMatchObject({
      type: "tournament",
      registrationFee: 15,
      admissionFee: null,
      date: "2026-07-12",
      time: "14:00",
    });
  });

  it("home computes Open now in museum time, and a special-hours entry for today overrides the week", async () => {
    const db = getDb();
    let data = await homeLoader(homeArgs());
    expect(data).toMatchObject({ today: "2026-07-11", dayOfWeek: 6, openNow: true, timeZone: "America/New_York" });
    expect(data.hours?.weekly).toHaveLength(7);

    await db
      .insertInto("special_hours")
      .values({ date: "2026-07-11", open_time: null, close_time: null, is_closed: true, reason: "Private event" })
      .execute();
    await db
      .insertInto("special_hours")
      .values({ date: "2026-07-04", open_time: null, close_time: null, is_closed: true, reason: "Past" })
      .execute();
    data = await homeLoader(homeArgs());
    expect(data.openNow).toBe(false);
    expect(data.hours?.special.map((s) => s.date)).toEqual(["2026-07-11"]);
  });

  it("home still renders with the spec's message when the events query fails", async () => {
    const db = getDb();
    await db.schema.alterTable("events").renameTo("events_hidden").execute();
    try {
      const data = await homeLoader(homeArgs());
      expect(data.eventsError).toBe("Failed to load upcoming events");
      expect(data.events).toEqual([]);
      expect(data.hours?.weekly).toHaveLength(7);
      await expect(eventsLoader()).rejects.toThrow();
    } finally {
      await db.schema.alterTable("events_hidden").renameTo("events").execute();
    }
  });

  it("events page lists events from now on, ascending, excluding those earlier today", async () => {
    const db = getDb();
    await addEvent(db, "Tomorrow", "2026-07-12", "10:00");
    await addEvent(db, "Tonight", "2026-07-11", "19:00", { type: "tournament", fee: 20 });
    await addEvent(db, "Earlier today", "2026-07-11", "10:00");
    await addEvent(db, "Starting now", "2026-07-11", "12:00", { fee: 5 });
    await addEvent(db, "Last month", "2026-06-11", "19:00");

    const data = await eventsLoader();
    expect(data.events.map((e) => e.title)).toEqual(["Starting now", "Tonight", "Tomorrow"]);

    const meta = eventsMeta({ matches: [], loaderData: data } as unknown as Parameters<typeof eventsMeta>[0]);
    const ld = meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []));
    expect(ld).toHaveLength(3);
    expect(ld[1]).toMatchObject({
      "@type": "Event",
      name: "Tonight",
      startDate: "2026-07-11T19:00:00-04:00",
      offers: { price: "20.00", priceCurrency: "USD" },
      location: { "@type": "Place", address: { "@type": "PostalAddress" } },
    });
  });

  it("events page is empty when nothing is upcoming", async () => {
    await addEvent(getDb(), "Earlier today", "2026-07-11", "10:00");
    expect((await eventsLoader()).events).toEqual([]);
  });

  it("museum information shows the regular hours and builds the spec's opening hours", async () => {
    const db = getDb();
    await db.deleteFrom("business_hours").where("day_of_week", "=", 2).execute();
    const data = await museumInfoLoader();
    expect(data.hours).toEqual([
      { day: "Sunday", text: "11am - 7pm" },
      { day: "Monday", text: "Closed" },
      { day: "Tuesday", text: "Closed" },
      { day: "Wednesday", text: "11am - 7pm" },
      { day: "Thursday", text: "11am - 7pm" },
      { day: "Friday", text: "11am - 11pm" },
      { day: "Saturday", text: "11am - 11pm" },
    ]);
    expect(data.lastUpdated).toBe("July 11, 2026");

    const root = { id: "root", data: { museum: await loadPublicMuseum(db) } };
    expect(museumJsonLd(data.weekly!, data.publicUrl, root.data.museum).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Wednesday", "Thursday"],
        opens: "11:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "11:00", closes: "23:00" },
    ]);
    const meta = museumInfoMeta({ matches: [root], loaderData: data } as unknown as Parameters<
      typeof museumInfoMeta
    >[0]);
    const museum = meta.find((m) => "script:ld+json" in m && JSON.stringify(m).includes("Museum")) as {
      "script:ld+json": Record<string, unknown>;
    };
    expect(museum["script:ld+json"]).toMatchObject({
      priceRange: "$10-$16",
      paymentAccepted: "Cash, Credit Card",
      currenciesAccepted: "USD",
    });
  });

  it("sitemap lists every public page and every game slug with lastmod", async () => {
    const db = getDb();
    await db.deleteFrom("games").execute();
    const slugs = ["medieval-madness-replay", "galaga-replay", "ms-pac-man-warehouse"];
    for (const [i, slug] of slugs.entries()) {
      await db
        .insertInto("games")
        .values(newGame({ slug, name: slug, updated_at: `2026-07-0${i + 2}T10:00:00.000Z` }, STAMP))
        .execute();
    }
    const response = await sitemapLoader(args("/sitemap.xml"));
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const xml = await response.text();
    const base = getConfig().publicUrl;
    for (const page of [
      "/",
      "/collection",
      "/events",
      "/about",
      "/faq",
      "/shop",
      "/sell-donate",
      "/museum-info",
      "/games-for-sale",
    ]) {
      expect(xml).toContain(`<loc>${base}${page}</loc>`);
    }
    for (const [i, slug] of slugs.entries()) {
      expect(xml).toContain(`<loc>${base}/game/${slug}</loc>\n    <lastmod>2026-07-0${i + 2}T10:00:00Z</lastmod>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(9 + slugs.length);
    // The collection changed when its newest game did.
    expect(xml).toContain(`<loc>${base}/collection</loc>\n    <lastmod>2026-07-04T10:00:00Z</lastmod>`);
  });

  it("robots.txt keeps crawlers out of staff routes and names the sitemap", async () => {
    const response = robotsLoader();
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Disallow: /edit/\n");
    expect(text).toContain(`Sitemap: ${getConfig().publicUrl}/sitemap.xml`);
  });
});
