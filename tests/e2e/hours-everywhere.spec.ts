import path from "node:path";
import type { Page } from "@playwright/test";
import { DEMO_BUSINESS_HOURS } from "../../demo/data";
import { createDb, type DB } from "../../app/utils/db.server";
import { whileTableIsOffline } from "./db";
import { museumToday } from "./events-lock";
import { expect, expectNoA11yViolations, httpStatusError, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * The hours on every page, on a server of its own (its special days and hidden tables must not move the shared server's
 * pages): the coming week's special days on every page that shows the hours, and a failed read showing its
 * message in its place while the rest of the page works.
 */

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer();
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await db.insertInto("business_hours").values(DEMO_BUSINESS_HOURS).execute();
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const DAY = 24 * 3_600_000;
/** The museum's date `days` after today, and how a visitor reads it ("Thu Nov 26"), worked out apart from the app's code. */
function museumDay(days: number) {
  const date = new Date(Date.parse(`${museumToday()}T12:00:00Z`) + days * DAY);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(date);
  return {
    date: date.toISOString().slice(0, 10),
    label: `${part({ weekday: "short" })} ${part({ month: "short" })} ${part({ day: "numeric" })}`,
  };
}

/** Runs `visit` while `table` cannot be read, as an outage of its one query would. */
const without = (table: string, visit: () => Promise<void>) => whileTableIsOffline(db, table, visit);

const footer = (page: Page) => page.getByRole("contentinfo");

test("a closure and special opening hours in the coming week show with their reasons on the home card, the footer, About and Museum Information @phone", async ({
  page,
}) => {
  const closed = museumDay(2);
  const special = museumDay(4);
  const later = museumDay(9);
  await db
    .insertInto("special_hours")
    .values([
      { date: closed.date, open_time: null, close_time: null, is_closed: true, reason: "Thanksgiving" },
      { date: special.date, open_time: "10:00", close_time: "14:00", is_closed: false, reason: "Staff training" },
      { date: later.date, open_time: null, close_time: null, is_closed: true, reason: "Far ahead" },
    ])
    .execute();
  const expected = [`${closed.label}: Closed — Thanksgiving`, `${special.label}: 10am - 2pm — Staff training`];
  try {
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const card = page.getByRole("region", { name: "Hours", exact: true });
    await expect(card.getByTestId("special-days").getByRole("listitem")).toHaveText(expected);
    await expect(footer(page).getByTestId("special-days").getByRole("listitem")).toHaveText(expected);
    await expect(footer(page).getByTestId("footer-hours").locator("> div")).toHaveCount(7);

    await page.goto(`${server.url}/about`);
    const about = page.getByRole("region", { name: "Hours", exact: true });
    await expect(about.getByTestId("special-days").getByRole("listitem")).toHaveText(expected);
    await expect(about.getByTestId("about-hours").locator("> div")).toHaveCount(7);
    await expectNoA11yViolations(page, "/about with special days");

    await page.goto(`${server.url}/museum-info`);
    const info = page.getByRole("region", { name: "Hours & Admission" });
    await expect(info.getByTestId("special-days").getByRole("listitem")).toHaveText(expected);
    await expect(info.getByTestId("special-days").locator("time").first()).toHaveAttribute("datetime", closed.date);
    await expect(page.getByText("Far ahead")).toHaveCount(0);
    await expectNoA11yViolations(page, "/museum-info with special days");
  } finally {
    await db.deleteFrom("special_hours").execute();
  }
});

test("hours that cannot be read say so in their place on every page, and the page around them still works @phone", async ({
  page,
}) => {
  const message = "Failed to load business hours";
  await without("business_hours", async () => {
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Replay Museum Arcade & Pinball, home" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Hours", exact: true }).getByRole("alert")).toHaveText(message);
    await expect(footer(page).getByRole("alert")).toHaveText(message);
    await expect(footer(page).getByRole("link", { name: "Museum Information" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Directions" })).toBeVisible();
    await expect(page.getByText("No upcoming events scheduled")).toBeVisible();
    await expectNoA11yViolations(page, "/ without its hours");

    await page.goto(`${server.url}/about`);
    await expect(page.getByRole("region", { name: "Hours", exact: true }).getByRole("alert")).toHaveText(message);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();

    await page.goto(`${server.url}/museum-info`);
    await expect(page.getByRole("region", { name: "Hours & Admission" }).getByRole("alert")).toHaveText(message);
    await expect(page.getByRole("heading", { level: 2, name: "Citation Format" })).toBeVisible();
  });

  await without("games", async () => {
    await page.goto(`${server.url}/games-for-sale`);
    await expect(page.getByRole("heading", { level: 1, name: "Games For Sale" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Failed to load games");
    await expect(page.getByRole("search", { name: "Filter games for sale" })).toBeVisible();
    await expect(footer(page).getByTestId("footer-hours")).toBeVisible();
  });
});

// Here rather than beside the other events tests: a hidden table on the shared server failed whatever page the
// other worker was loading at that moment (a /collection test, seen in a full run).
test("events that cannot be read say so in their place: 'Failed to load events' on /events, 'Failed to load upcoming events' on the home page, and the rest of each page works @phone", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(httpStatusError(500), "/events is served with status 500 while its events query fails");
  await without("events", async () => {
    await page.goto(`${server.url}/events`);
    await expect(page.getByRole("alert")).toHaveText("Failed to load events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tournaments & Events");
    await expect(page.getByTestId("event-card")).toHaveCount(0);
    await expect(footer(page).getByTestId("footer-hours").locator("> div")).toHaveCount(7);
    await expectNoA11yViolations(page, "/events (load failed)");

    await page.goto(`${server.url}/`);
    const section = page.getByRole("region", { name: "Upcoming Events" });
    await expect(section.getByRole("alert")).toHaveText("Failed to load upcoming events");
    await expect(section.getByTestId("event-card")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Replay Arcade & Pinball Museum");
    await expect(page.getByTestId("open-status")).toHaveText(/^(Open now|Closed now)$/);
  });
});
