import type { BrowserContextOptions, Page, TestInfo } from "@playwright/test";
import type { GameStatus } from "../../app/db/schema";
import type { DB } from "../../app/utils/db.server";
import { expect, expectNoA11yViolations, httpStatusError, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/**
 * The public report-an-issue page on games this spec owns, one
 * set per project: a report changes a game's status, so no other test may share them.
 */

/** Per project and per repetition (--repeat-each runs copies of this file side by side). */
const tokenOf = (testInfo: TestInfo) =>
  tokenFor(`report${String.fromCharCode(97 + testInfo.repeatEachIndex)}`, testInfo.project.name);
const games = new Map<string, { id: number; slug: string; name: string }>();
const gameOf = (testInfo: TestInfo, label: string) => {
  const game = games.get(`${tokenOf(testInfo)}:${label}`);
  if (!game) throw new Error(`No test game ${label}`);
  return game;
};

const LABELS: [string, GameStatus][] = [
  ["Working Cabinet", "Operational"],
  ["Broken Cabinet", "In Repair"],
  ["Waiting Cabinet", "Awaiting Parts"],
  ["Quiet Cabinet", "Operational"],
  ["Offline Cabinet", "Operational"],
];

test.beforeAll(async ({ db }, testInfo) => {
  const token = tokenOf(testInfo);
  await deleteTestGames(db, token);
  const rows = await insertTestGames(
    db,
    LABELS.map(([label, status]) => ({
      name: `${label} ${token}`,
      status,
      type: "Pinball",
      location: "Replay",
      condition_notes: "SECRET-STAFF-NOTE coil",
    })),
  );
  rows.forEach((row, i) => games.set(`${token}:${LABELS[i][0]}`, row));
  // A staff repair the visitor must never see.
  await db
    .insertInto("repairs")
    .values({
      game_id: rows[1].id,
      comment: "SECRET-STAFF-REPAIR fuse",
      resolved: false,
      source: "staff",
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
});

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo)); // repairs go with them
});

test.beforeEach(async ({ db }) => {
  // The per-IP throttle counts every submission from 127.0.0.1; start each test with a clean slate.
  await db.deleteFrom("throttle").where("key", "like", "form:report:%").execute();
});

const repairsOf = (db: DB, gameId: number) =>
  db.selectFrom("repairs").selectAll().where("game_id", "=", gameId).where("source", "=", "visitor").execute();
const statusOf = async (db: DB, gameId: number) =>
  (await db.selectFrom("games").select("status").where("id", "=", gameId).executeTakeFirstOrThrow()).status;

async function report(page: Page, gameId: number, text: string) {
  await page.goto(`/report-issue?gameId=${gameId}`);
  await waitForHydration(page);
  // A machine with an open repair first offers "Same problem"; a new report is "Something else" (docs/departures.md#same-problem).
  const somethingElse = page.getByRole("link", { name: "Something else" });
  if (await somethingElse.isVisible()) await somethingElse.click();
  await page.getByLabel("What's wrong with this game?").fill(text);
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
}

async function expectGamePageBadge(page: Page, slug: string, status: GameStatus) {
  await page.goto(`/game/${slug}`);
  await expect(page.getByRole("main").locator("[data-status-color]").first()).toHaveText(status);
}

test("a missing game id shows 'Unable to Load Game' with 'Game ID is missing' and a way home @phone", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(httpStatusError(400), "the page answers 400 without a game id");
  const response = await page.goto("/report-issue");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unable to Load Game");
  await expect(page.getByText("Game ID is missing")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("main").getByRole("link", { name: "Return to Homepage" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("an unknown game id shows 'Game not found'", async ({ page, browserErrors }) => {
  browserErrors.allow(httpStatusError(404), "the page answers 404 for an unknown game");
  for (const id of ["987654321", "abc"]) {
    const response = await page.goto(`/report-issue?gameId=${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unable to Load Game");
    await expect(page.getByText("Game not found")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  }
});

test("the form names the game, checks what is typed, and shows nothing private @phone", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Quiet Cabinet");
  await page.goto(`/report-issue?gameId=${game.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a Game Issue");
  await expect(page.getByTestId("report-game-name")).toHaveText(game.name);
  const html = await page.content();
  expect(html).not.toContain("SECRET-STAFF");
  await waitForHydration(page);
  await expectNoA11yViolations(page);

  const comment = page.getByLabel("What's wrong with this game?");
  const submit = page.getByRole("button", { name: "Submit Report" });
  await expect(submit).toBeDisabled();
  await comment.fill("   ");
  await expect(submit).toBeDisabled(); // trimmed
  await page.getByLabel("Your name (optional)").focus();
  await expect(page.getByText("Please describe the problem")).toBeVisible();

  await comment.fill("Ball gets stuck in the left scoop.");
  await expect(submit).toBeEnabled();
  await expect(page.getByText("Please describe the problem")).toHaveCount(0);
  await page.getByLabel("Your email (optional)").fill("not-an-email");
  await submit.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Your email (optional)")).toBeFocused();
  await expectNoA11yViolations(page);
  expect(await repairsOf(db, game.id)).toHaveLength(0);
  expect(await statusOf(db, game.id)).toBe("Operational");
});

test("an Operational machine becomes In Repair; the Thank You! page offers the collection and home @phone", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Working Cabinet");
  await page.goto(`/report-issue?gameId=${game.id}`);
  await waitForHydration(page);
  await page.getByLabel("What's wrong with this game?").fill("  Right flipper is dead.  ");
  await page.getByLabel("Your name (optional)").fill("Jamie Visitor");
  await page.getByLabel("Your email (optional)").fill("jamie@example.com");
  await page.getByRole("button", { name: "Submit Report" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(page).toHaveURL(new RegExp(`gameId=${game.id}&submitted=1`));
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "View Game Collection" })).toHaveAttribute("href", "/collection");
  await expect(main.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  await expectNoA11yViolations(page);

  const repairs = await repairsOf(db, game.id);
  expect(repairs).toHaveLength(1);
  expect(repairs[0]).toMatchObject({
    comment: "Right flipper is dead.",
    reporter_name: "Jamie Visitor",
    reporter_email: "jamie@example.com",
    resolved: false,
  });
  expect(await statusOf(db, game.id)).toBe("In Repair");

  // Post/Redirect/Get: a reload shows the page again without a second report.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  expect(await repairsOf(db, game.id)).toHaveLength(1);

  await expectGamePageBadge(page, game.slug, "In Repair");
  await page.goto(`/report-issue?gameId=${game.id}&submitted=1`);
  await page.getByRole("main").getByRole("link", { name: "View Game Collection" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/collection");
});

test("a machine already In Repair or Awaiting Parts keeps its status", async ({ page, db }, testInfo) => {
  for (const [label, status] of [
    ["Broken Cabinet", "In Repair"],
    ["Waiting Cabinet", "Awaiting Parts"],
  ] as const) {
    const game = gameOf(testInfo, label);
    await report(page, game.id, `Still not right (${status}).`);
    expect(await repairsOf(db, game.id)).toHaveLength(1);
    expect(await statusOf(db, game.id)).toBe(status);
    await expectGamePageBadge(page, game.slug, status);
  }
});

test("the form works with JavaScript disabled, validation included", async ({ browser, db }, testInfo) => {
  const game = gameOf(testInfo, "Offline Cabinet");
  const context = await browser.newContext({ ...contextOptions(testInfo.project.use), javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/report-issue?gameId=${game.id}`);
    await expect(page.getByTestId("report-game-name")).toHaveText(game.name);
    const submit = page.getByRole("button", { name: "Submit Report" });
    await expect(submit).toBeEnabled(); // the server checks when there is no script
    await submit.click();
    await expect(page.getByText("Please describe the problem")).toBeVisible();
    await page.getByLabel("Your email (optional)").fill("bad@");
    await page.getByLabel("What's wrong with this game?").fill("Screen flickers.");
    await submit.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("What's wrong with this game?")).toHaveValue("Screen flickers."); // kept
    expect(await repairsOf(db, game.id)).toHaveLength(0);

    await page.getByLabel("Your email (optional)").fill("");
    await submit.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    expect((await repairsOf(db, game.id)).map((r) => r.comment)).toEqual(["Screen flickers."]);
    expect(await statusOf(db, game.id)).toBe("In Repair");
  } finally {
    await context.close();
  }
});

/** The project's page settings (size, touch, locale...) for a context of our own. */
function contextOptions(use: TestInfo["project"]["use"]): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, reducedMotion } =
    use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, reducedMotion };
}
