import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { deleteTestGames, expectPlayingNow, insertTestGames, tokenFor } from "./game-data";

/**
 * The collection page on our own games: every
 * name carries a per-project token, and searching for it isolates them from
 * the demo collection and from other specs.
 */

const tokens = new Map<string, string>();
const tokenOf = (project: string) => tokenFor("coll", project);

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

test.beforeAll(async ({ db }, testInfo) => {
  const token = tokenOf(testInfo.project.name);
  tokens.set(testInfo.project.name, token);
  await deleteTestGames(db, token);
  // Newest first: Delta, Charlie, Bravo, Alpha.
  await insertTestGames(db, [
    {
      name: `Alpha Flipper ${token}`,
      type: "Pinball",
      location: "Replay",
      status: "Operational",
      year_made: 1990,
      created_at: hoursAgo(4),
    },
    {
      name: `Bravo Blaster ${token}`,
      type: "Arcade",
      location: "Replay",
      status: "In Repair",
      year_made: 1981,
      created_at: hoursAgo(3),
    },
    {
      name: `Charlie Chomper ${token}`,
      type: "Arcade",
      location: "Warehouse",
      status: "Awaiting Parts",
      year_made: 1985,
      created_at: hoursAgo(2),
    },
    {
      name: `Delta Drop ${token}`,
      type: "Pinball",
      location: "Replay",
      status: "Awaiting Parts",
      year_made: 1978,
      created_at: hoursAgo(1),
    },
  ]);
});

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo.project.name));
});

const cardNames = async (page: Page) =>
  (await page.getByTestId("game-card").locator("h2").allTextContents()).map((n) => n.split(" ")[0]);
const count = (page: Page) => page.getByTestId("collection-count");
const sortLink = (page: Page, name: string) =>
  page.getByRole("group", { name: "Sort by" }).getByRole("link", { name: new RegExp(`^${name}`) });

async function openFiltered(page: Page, token: string, extra = "") {
  await page.goto(`/collection?q=${token}${extra}`);
  await waitForHydration(page);
}

test("shows Replay only by default and every location when 'Search All Locations' is ticked @phone", async ({
  page,
  db,
}, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;

  await expectPlayingNow(page, db, "/collection");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const shown = await page.getByTestId("game-card").count();
  await expect(count(page)).toHaveText(`Showing ${shown} games`);
  await expect(page.getByLabel("Search All Locations")).not.toBeChecked();
  await expectNoA11yViolations(page);

  await openFiltered(page, token);
  await expect(count(page)).toHaveText("Showing 3 games");
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Bravo", "Alpha"]);

  await page.getByLabel("Search All Locations").check();
  await expect(page).toHaveURL(/[?&]all=1/);
  await expect(count(page)).toHaveText("Showing 4 games");
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Charlie", "Bravo", "Alpha"]);
  await expect(page.getByTestId("game-card").filter({ hasText: "Charlie" })).toContainText("Warehouse");

  // The whole collection across locations holds more than the Replay floor.
  await page.goto("/collection?all=1");
  const all = await page.getByTestId("game-card").count();
  expect(all).toBeGreaterThan(shown);
  await expect(count(page)).toHaveText(`Showing ${all} games`);
});

test("type and status filters", async ({ page }, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;
  await openFiltered(page, token, "&all=1");

  await page.getByLabel("Type").selectOption("Pinball");
  await expect(page).toHaveURL(/type=Pinball/);
  await expect(count(page)).toHaveText("Showing 2 games");
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Alpha"]);

  await page.getByLabel("Status").selectOption("Awaiting Parts");
  await expect(page).toHaveURL(/status=Awaiting\+Parts/);
  await expect(count(page)).toHaveText("Showing 1 game");
  await expect.poll(() => cardNames(page)).toEqual(["Delta"]);

  await page.getByLabel("Type").selectOption("Arcade");
  await expect(count(page)).toHaveText("Showing 1 game");
  await expect.poll(() => cardNames(page)).toEqual(["Charlie"]);

  await page.getByLabel("Status").selectOption("In Repair");
  await expect(count(page)).toHaveText("Showing 1 game");
  await expect.poll(() => cardNames(page)).toEqual(["Bravo"]);

  await page.getByLabel("Type").selectOption("All");
  await page.getByLabel("Status").selectOption("All");
  await expect(count(page)).toHaveText("Showing 4 games");
});

test("search by name and type, then the empty state @phone", async ({ page }, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;
  await page.goto("/collection");
  await waitForHydration(page);

  await page.getByLabel("Search games").fill(`chomper ${token}`);
  await expect(page).toHaveURL(new RegExp(`q=chomper\\+${token}`));
  // Charlie is in the Warehouse: Replay only finds nothing.
  await expect(page.getByText("No games found matching your criteria")).toBeVisible();
  await expect(count(page)).toHaveText("Showing 0 games");
  await expectNoA11yViolations(page);

  await page.getByLabel("Search All Locations").check();
  await expect(count(page)).toHaveText("Showing 1 game");
  await expect.poll(() => cardNames(page)).toEqual(["Charlie"]);

  await page.getByLabel("Search games").fill(`${token} pinball`);
  await expect(count(page)).toHaveText("Showing 2 games");
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Alpha"]);

  await page.getByLabel("Search games").fill(`${token} nothing-matches-this`);
  await expect(page.getByText("No games found matching your criteria")).toBeVisible();
});

test("sort: a new key starts ascending, clicking it again flips, default is date added newest first", async ({
  page,
}, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;
  await openFiltered(page, token, "&all=1");
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Charlie", "Bravo", "Alpha"]);
  await expect(sortLink(page, "Date Added")).toHaveAttribute("aria-current", "true");
  await expect(sortLink(page, "Date Added")).toHaveAttribute("data-sort-dir", "desc");

  await sortLink(page, "Name").click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
  await expect(sortLink(page, "Name")).toHaveAccessibleName("Name (ascending)");

  await sortLink(page, "Name").click();
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Charlie", "Bravo", "Alpha"]);

  await sortLink(page, "Year").click();
  await expect(page).toHaveURL(/sort=year&dir=asc/);
  await expect.poll(() => cardNames(page)).toEqual(["Delta", "Bravo", "Charlie", "Alpha"]);

  await sortLink(page, "Year").click();
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);

  // Date added is a new key now, so it starts ascending: oldest first.
  await sortLink(page, "Date Added").click();
  await expect(page).toHaveURL(/sort=dateAdded&dir=asc/);
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
});

test("the URL holds the filters: a shared link and a reload show the same view", async ({ page }, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;
  await openFiltered(page, token);
  await page.getByLabel("Search All Locations").check();
  await expect(page).toHaveURL(/all=1/);
  // Each choice navigates; a sort link clicked before the last one lands still carries the older query.
  await page.getByLabel("Type").selectOption("Arcade");
  await expect(page).toHaveURL(/all=1&type=Arcade/);
  await sortLink(page, "Name").click();
  await expect(page).toHaveURL(/sort=name&dir=asc$/);
  await sortLink(page, "Name").click();
  await expect(page).toHaveURL(new RegExp(`/collection\\?all=1&type=Arcade&q=${token}&sort=name&dir=desc$`));
  await expect.poll(() => cardNames(page)).toEqual(["Charlie", "Bravo"]);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel("Search All Locations")).toBeChecked();
  await expect(page.getByLabel("Type")).toHaveValue("Arcade");
  await expect(page.getByLabel("Status")).toHaveValue("All");
  await expect(page.getByLabel("Search games")).toHaveValue(token);
  await expect(sortLink(page, "Name")).toHaveAttribute("data-sort-dir", "desc");
  await expect.poll(() => cardNames(page)).toEqual(["Charlie", "Bravo"]);

  // Back walks through the earlier views.
  await page.goBack();
  await expect(page).toHaveURL(/sort=name&dir=asc$/);
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Charlie"]);
});

test("status badges use the spec's colours and a card opens its game @phone", async ({ page }, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;
  await openFiltered(page, token, "&all=1");
  const badge = (name: string) =>
    page.getByTestId("game-card").filter({ hasText: name }).locator("[data-status-color]");
  await expect(badge("Alpha")).toHaveAttribute("data-status-color", "green");
  await expect(badge("Alpha")).toHaveText("Operational");
  await expect(badge("Bravo")).toHaveAttribute("data-status-color", "yellow");
  await expect(badge("Bravo")).toHaveText("In Repair");
  await expect(badge("Charlie")).toHaveAttribute("data-status-color", "red");
  await expect(badge("Charlie")).toHaveText("Awaiting Parts");
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: new RegExp(`Bravo Blaster ${token}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/game/bravo-blaster-${token}-replay$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bravo Blaster ${token}`);
});

test("dark mode: cards, badges and the empty state pass axe @phone", async ({ page }, testInfo) => {
  const token = tokens.get(testInfo.project.name)!;
  await useStoredTheme(page, "dark");
  await openFiltered(page, token, "&all=1");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(count(page)).toHaveText("Showing 4 games");
  await expectNoA11yViolations(page, "collection (dark)");
  await page.goto(`/collection?q=${token}-nothing`);
  await expect(page.getByText("No games found matching your criteria")).toBeVisible();
  await expectNoA11yViolations(page, "collection empty (dark)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form still works as a plain GET form", async ({ page }, testInfo) => {
    const token = tokens.get(testInfo.project.name)!;
    await page.goto("/collection");
    const apply = page.getByRole("button", { name: "Apply Filters" });
    await expect(apply).toBeVisible();
    await page.getByLabel("Search games").fill(token);
    await page.getByLabel("Search All Locations").check();
    await page.getByLabel("Status").selectOption("Awaiting Parts");
    await apply.click();
    await expect(page).toHaveURL(/\/collection\?/);
    await expect(count(page)).toHaveText("Showing 2 games");
    await expect.poll(() => cardNames(page)).toEqual(["Delta", "Charlie"]);
    await expect(page.getByLabel("Status")).toHaveValue("Awaiting Parts");
  });
});
