import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { EXPECTED_HOURS } from "./seeded-hours";
import { ROUTES, urlOf } from "../../app/route-manifest";

const SECTIONS = [
  "Basic Information",
  "Location & Contact",
  "Hours & Admission",
  "Collection",
  "Services & Events",
  "Local Area",
  "Keywords",
  "Online Presence",
  "Citation Format",
];

const museumDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(date);

test.describe("museum information page", () => {
  test("every section, the regular hours and today's date as Last Updated @phone", async ({ page }) => {
    // The server writes the date (the browser's clock cannot pin it): either side of the request is right, even at midnight.
    const before = museumDate(new Date());
    await page.goto("/museum-info");
    const after = museumDate(new Date());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Museum Information");
    for (const name of SECTIONS) await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();

    const rows = page.getByTestId("info-hours").locator("> div");
    await expect(rows).toHaveCount(7);
    for (const [i, [day, hours]] of EXPECTED_HOURS.entries()) {
      await expect(rows.nth(i).locator("dt")).toHaveText(day);
      await expect(rows.nth(i).locator("dd")).toHaveText(hours);
    }
    const section = page.getByRole("region", { name: "Hours & Admission" });
    await expect(section).toContainText("$16");
    await expect(section).toContainText("$10-$16");
    await expect(section).toContainText("2 entries for $26 after 8pm Fri-Sat");

    const lastUpdated = page.getByTestId("last-updated");
    await expect(lastUpdated).toHaveText(new RegExp(`^Last Updated:\\s*(${before}|${after})$`));

    // The table of contents jumps to a section.
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Citation Format" }).click();
    await expect(page).toHaveURL(/#citation$/);
    await expect(page.getByRole("heading", { level: 2, name: "Citation Format" })).toBeInViewport();
  });

  test("structured data: a Museum with the spec's opening hours, prices and payment", async ({ page }) => {
    await page.goto("/museum-info");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const museum = blocks.find((b) => Array.isArray(b["@type"]) && (b["@type"] as string[]).includes("Museum"));
    expect(museum, "a Museum JSON-LD block").toBeTruthy();
    expect(museum).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Museum", "TouristAttraction"],
      priceRange: "$10-$16",
      paymentAccepted: "Cash, Credit Card",
      currenciesAccepted: "USD",
      telephone: "(772) 555-0142",
      address: {
        "@type": "PostalAddress",
        streetAddress: "412 Orange Avenue",
        addressLocality: "Fort Pierce",
        addressRegion: "FL",
      },
    });
    expect(museum?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Wednesday", "Thursday"],
        opens: "11:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "11:00", closes: "23:00" },
    ]);
    expect(String(museum?.url)).toMatch(/^https?:\/\//);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/museum-info$/);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`no accessibility violations (${theme}) @phone`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto("/museum-info");
      await waitForHydration(page);
      await expectNoA11yViolations(page, `/museum-info (${theme})`);
    });
  }
});

test.describe("search engine files", () => {
  test("robots.txt keeps crawlers out of staff routes and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/admin", "/add", "/edit/", "/repairs", "/qr-codes", "/login", "/reset-password"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists the public pages and every game", async ({ request, baseURL, db }) => {
    const slugs = async () => new Set((await db.selectFrom("games").select("slug").execute()).map((g) => g.slug));
    const before = await slugs();
    const response = await request.get("/sitemap.xml");
    const after = await slugs();
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const path of ROUTES.filter((route) => route.sitemap && !route.path.includes(":")).map((r) => urlOf(r))) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    // Games other tests add or delete meanwhile may or may not be listed; every other one must be.
    const stable = [...before].filter((slug) => after.has(slug));
    expect(stable.length).toBeGreaterThan(20);
    for (const slug of stable) expect(xml).toContain(`<loc>${baseURL}/game/${slug}</loc>`);
    expect(xml).not.toContain("/admin");
  });
});
