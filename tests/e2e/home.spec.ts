import { TZDate } from "@date-fns/tz";
import type { Page } from "@playwright/test";
import { addDays } from "date-fns";
import { isOpenNow } from "../../app/models/hours/museum-clock";
import type { DB } from "../../app/utils/db.server";
import { museumToday, withEventsLock, withoutEvents } from "./events-lock";
import { expectPlayingNow } from "./game-data";
import { expect, PINNED_NOW, pinBrowserClock, test, waitForHydration } from "./fixtures";

const TZ = "America/New_York";

const hero = (page: Page) => page.getByTestId("hero");
const currentSlide = (page: Page) => hero(page).locator('button[aria-current="true"]');

/** Takes the pointer and keyboard focus out of the slideshow, so only the pause button can hold it. */
async function leaveHero(page: Page) {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function expectedOpenStatus(db: DB) {
  const [weekly, special] = await Promise.all([
    db.selectFrom("business_hours").selectAll().execute(),
    db.selectFrom("special_hours").selectAll().execute(),
  ]);
  return isOpenNow(weekly, special, new Date(), TZ) ? "Open now" : "Closed now";
}

test.describe("home page", () => {
  test("hero, headline and buttons, with the first photo loaded eagerly and the others lazily @phone", async ({
    page,
    db,
  }) => {
    await expectPlayingNow(page, db, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Replay Arcade & Pinball Museum");
    await expect(hero(page)).toContainText("Over 100 restored arcade and pinball machines");
    await expect(hero(page)).toContainText("free to play after admission");
    await expect(hero(page).getByRole("link", { name: "View Collection" })).toHaveAttribute("href", "/collection");
    await expect(hero(page).getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");

    // Phones get the centre slice of each photo that their tall box shows.
    await expect(hero(page).locator('source[media="(max-width: 639px)"]').first()).toHaveAttribute(
      "srcset",
      /hero-1-m480\.webp 480w, .*hero-1-m645\.webp 645w/,
    );
    const images = hero(page).locator("img");
    // The first photo comes with the page; the other three join after a short warm-up.
    await expect(images).toHaveCount(4);
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    await expect(images.first()).not.toHaveAttribute("loading", "lazy");
    for (let i = 1; i < 4; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
    for (let i = 0; i < 4; i++) {
      await expect(images.nth(i)).toHaveAttribute(
        "srcset",
        new RegExp(`hero-${i + 1}-640\\.webp 640w.*hero-${i + 1}-1920\\.webp 1920w`),
      );
      await expect(images.nth(i)).toHaveAttribute("sizes", /\b1160px$/);
      expect(await images.nth(i).getAttribute("alt")).toBeTruthy();
    }
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = await hero(page).boundingBox();
    expect(box?.height).toBeGreaterThan(400);
  });

  test("info blocks: hours with a live open/closed state, location and admission", async ({ page, db }) => {
    // The browser's clock is pinned to a Wednesday at noon in Florida (PINNED_NOW); the card recalculates in
    // museum time on load, so neither the open state nor the highlighted day depends on when the test runs.
    const [weekly, specialThatDay] = await Promise.all([
      db.selectFrom("business_hours").selectAll().execute(),
      db.selectFrom("special_hours").selectAll().where("date", "=", "2026-06-03").execute(),
    ]);
    expect(specialThatDay, "the pinned day has regular hours").toEqual([]);
    await pinBrowserClock(page);
    await page.goto("/");
    await waitForHydration(page);
    const hours = page.getByRole("region", { name: "Hours" });
    await expect(hours.getByTestId("open-status")).toHaveText(
      isOpenNow(weekly, [], PINNED_NOW, TZ) ? "Open now" : "Closed now",
    );
    const rows = hours.locator("dl > div");
    await expect(rows).toHaveCount(7);
    await expect(rows.first()).toHaveText(/^Sunday\s*11am - 7pm$/);
    await expect(rows.nth(1)).toHaveText(/^Monday\s*Closed$/);
    await expect(rows.nth(3)).toHaveText(/^Wednesday \(today\)\s*11am - 7pm$/);
    await expect(hours.getByText("(today)")).toHaveCount(1);

    const location = page.getByRole("region", { name: "Location" });
    await expect(location).toContainText("412 Orange Avenue");
    const directions = location.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    await expect(directions).toHaveAttribute("target", "_blank");

    const admission = page.getByRole("region", { name: "Admission" });
    await expect(admission).toContainText(/Adults.*tax included.*\$16/);
    await expect(admission).toContainText(/Kids 6-12\s*\$10/);
    await expect(admission).toContainText(/Under 6\s*Free/);
    await expect(admission).toContainText("2 entries for $26 after 8pm Fri-Sat");

    await expect(
      page.getByRole("region", { name: "Never miss a tournament" }).getByRole("button", { name: "Subscribe" }),
    ).toBeVisible();
  });

  test("the server renders the open/closed state before any script runs", async ({ request, db }) => {
    const before = await expectedOpenStatus(db);
    const html = await (await request.get("/")).text();
    const after = await expectedOpenStatus(db);
    const shown = /data-testid="open-status"[^>]*>.*?(Open now|Closed now)/s.exec(html)?.[1];
    expect([before, after]).toContain(shown);
  });

  test("open/closed is recalculated every 60 seconds in museum time", async ({ page, db }) => {
    // Half a minute before closing time on a regular day this year (the footer's year must match the server's).
    const [weekly, special] = await Promise.all([
      db.selectFrom("business_hours").selectAll().where("is_closed", "=", false).orderBy("day_of_week").execute(),
      db.selectFrom("special_hours").select("date").execute(),
    ]);
    const today = museumToday();
    const specialDates = new Set(special.map((s) => s.date));
    let day: { date: string; close: string } | undefined;
    for (let offset = -21; offset <= 21 && !day; offset++) {
      const candidate = addDays(new Date(`${today}T12:00:00Z`), offset);
      const date = candidate.toISOString().slice(0, 10);
      const hours = weekly.find((w) => w.day_of_week === candidate.getUTCDay() && w.close_time);
      if (hours && date !== today && date.slice(0, 4) === today.slice(0, 4) && !specialDates.has(date))
        day = { date, close: hours.close_time! };
    }
    if (!day) throw new Error("no regular open day near today");
    const [y, m, d] = day.date.split("-").map(Number);
    const [hh, mm] = day.close.split(":").map(Number);
    const closing = new TZDate(y!, m! - 1, d!, hh!, mm!, 0, TZ);

    await page.clock.install({ time: new Date(closing.getTime() - 30_000) });
    await page.goto("/");
    await waitForHydration(page);
    const status = page.getByTestId("open-status");
    await expect(status).toHaveText("Open now");
    await page.clock.runFor(61_000);
    await expect(status).toHaveText("Closed now");
  });

  test("upcoming events: at most 2, soonest first, and View All Events", async ({ page, db }) => {
    await withEventsLock(async () => {
      const expected = await db
        .selectFrom("events")
        .select(["title", "type"])
        .where("date", ">=", museumToday())
        .orderBy("date")
        .orderBy("time")
        .orderBy("id")
        .limit(2)
        .execute();
      expect(expected.length, "the demo data has upcoming events").toBe(2);
      await page.goto("/");
      const section = page.getByRole("region", { name: "Upcoming Events" });
      const cards = section.getByTestId("event-card");
      await expect(cards).toHaveCount(2);
      for (const [i, event] of expected.entries()) {
        await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(event.title);
        await expect(cards.nth(i)).toContainText(event.type === "tournament" ? "Tournament" : "Special Event");
      }
    });
    await waitForHydration(page);
    await page.getByRole("link", { name: "View All Events" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tournaments & Events");
  });

  test("no upcoming events shows the spec's empty text", async ({ page, db }) => {
    await withEventsLock(() =>
      withoutEvents(db, async () => {
        await page.goto("/");
        const section = page.getByRole("region", { name: "Upcoming Events" });
        await expect(section.getByText("No upcoming events scheduled", { exact: true })).toBeVisible();
        await expect(section.getByTestId("event-card")).toHaveCount(0);
        await expect(section.getByRole("link", { name: "View All Events" })).toBeVisible();
      }),
    );
  });

  // Axe on the hydrated home page, light and dark, with the browser clock pinned: a11y.spec.ts ("home").
});

test.describe("hero slideshow", () => {
  test("with reduced motion it does not rotate on its own", async ({ page }) => {
    // playwright.config.ts emulates prefers-reduced-motion: reduce for every test.
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(currentSlide(page)).toHaveAccessibleName("Show slide 1 of 4");
    await page.clock.runFor(16_000);
    await expect(currentSlide(page)).toHaveAccessibleName("Show slide 1 of 4");
  });

  test.describe("with motion allowed", () => {
    test.use({ reducedMotion: "no-preference" });

    test("rotates every 5 seconds and stays paused with the pause button", async ({ page }) => {
      await page.clock.install();
      await page.goto("/");
      await waitForHydration(page);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 1 of 4");
      await expect(hero(page).getByRole("group", { name: "1 of 4" })).toHaveAttribute("aria-hidden", "false");

      await page.clock.runFor(5_100);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 2 of 4");
      await expect(hero(page).getByRole("group", { name: "2 of 4", includeHidden: true })).toHaveAttribute(
        "aria-hidden",
        "false",
      );
      await expect(hero(page).getByRole("group", { name: "1 of 4", includeHidden: true })).toHaveAttribute(
        "aria-hidden",
        "true",
      );

      await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
      await leaveHero(page);
      await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
      await page.clock.runFor(12_000);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 2 of 4");

      await hero(page).getByRole("button", { name: "Play slideshow" }).click();
      await leaveHero(page);
      await page.clock.runFor(5_100);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 3 of 4");
    });

    test("indicators pick a slide and rotation wraps around", async ({ page }) => {
      await page.clock.install();
      await page.goto("/");
      await waitForHydration(page);
      await hero(page).getByRole("button", { name: "Show slide 4 of 4" }).click();
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 4 of 4");
      await leaveHero(page);
      // Wraps around from the last slide to the first.
      await page.clock.runFor(5_100);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 1 of 4");
    });

    test("pointing at the slideshow pauses it", async ({ page }) => {
      await page.clock.install();
      await page.goto("/");
      await waitForHydration(page);
      await hero(page).getByRole("heading", { level: 1 }).hover();
      await page.clock.runFor(11_000);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 1 of 4");
      await leaveHero(page);
      await page.clock.runFor(5_100);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 2 of 4");
    });

    test("keyboard focus inside the slideshow pauses it", async ({ page }) => {
      await page.clock.install();
      await page.goto("/");
      await waitForHydration(page);
      await hero(page).getByRole("link", { name: "View Collection" }).focus();
      await page.clock.runFor(11_000);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 1 of 4");
      await leaveHero(page);
      await page.clock.runFor(5_100);
      await expect(currentSlide(page)).toHaveAccessibleName("Show slide 2 of 4");
    });
  });
});
