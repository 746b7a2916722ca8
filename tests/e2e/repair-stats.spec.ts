import fs from "node:fs";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import type { DB } from "../../app/utils/db.server";
import { expect, expectNoA11yViolations, pinBrowserClock, test, useStoredTheme, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/**
 * The repair stats screen (docs/product.md#repair-stats): figures with their definitions, the daily chart with its
 * table, the presets in the URL, the CSV, and a machine's own figures on its game page. The server reads its real
 * clock, so the probe machine's history is written relative to now and the checks hold on any day: it has been In
 * Repair for 100 days, after one repair of exactly 24 hours 200 days ago.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("repairstats", testInfo.project.name);
const SHOTS = "/tmp/shots-stats";
const DAY = 86_400_000;

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

async function probeMachine(db: DB, token: string) {
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const [probe] = await insertTestGames(db, [
    { name: `Stats Probe ${token}`, status: "In Repair", created_at: ago(300), updated_at: ago(100) },
  ]);
  const change = (from: "Operational" | "In Repair" | null, to: "Operational" | "In Repair", at: string) => ({
    game_id: probe.id,
    from_status: from,
    to_status: to,
    changed_by: null,
    source: "edit" as const,
    changed_at: at,
  });
  await db
    .insertInto("game_status_history")
    .values([
      change(null, "Operational", ago(300)),
      change("Operational", "In Repair", ago(200)),
      change("In Repair", "Operational", ago(199)),
      change("Operational", "In Repair", ago(100)),
    ])
    .execute();
  return probe;
}

test("repair stats: figures with their definitions, the chart and its table, a preset, the CSV and a machine's figures @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await deleteTestGames(db, token);
  const probe = await probeMachine(db, token);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs");
  await page.getByRole("main").getByRole("link", { name: "Stats", exact: true }).click();
  await expect(page).toHaveURL("/repairs/stats");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repair Stats");

  await expect(
    page.getByText(
      "Availability is the share of the museum's opening hours in the period during which a machine was Operational and on the floor",
    ),
  ).toBeVisible();
  await expect(page.getByText("Time to repair runs from the moment a machine left Operational")).toBeVisible();
  await expect(
    page.getByText("Time to triage runs from a visitor's report to the first thing a staff member did"),
  ).toBeVisible();
  await expect(
    page.getByText("The on-time rate is the share of maintenance tasks that fell due in the period"),
  ).toBeVisible();
  // Nothing makes the page wider than the screen, and the open repairs table shows every column without scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const table = page.getByRole("region", { name: "Open repairs table" });
  expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
  await expect(page.getByTestId("collection-availability")).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(page.getByTestId("playing-now")).toHaveText(/^\d+ of \d+$/);
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");

  await expect(page.getByTestId("availability-chart").locator("svg.recharts-surface")).toBeVisible();
  await page.getByText("The figures as a table").click();
  const days = page.getByTestId("availability-table").locator("tbody tr");
  await expect(days.first()).toBeVisible();
  await expect(days.first().locator("td")).toHaveText(/^\d{1,3}\.\d%$/);
  await expectNoA11yViolations(page, "/repairs/stats");

  const month = await page.getByTestId("stats-period").textContent();
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL("/repairs/stats?range=7");
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("stats-period")).not.toHaveText(month ?? "");
  expect(await days.count()).toBeLessThanOrEqual(7);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^repair-stats-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs.readFileSync(await file.path(), "utf8").split("\r\n");
  expect(lines[0]).toBe(
    '"machine","location","open_hours","available_hours","availability_percent","repairs","mean_time_to_repair_opening_hours","mean_time_to_repair_calendar_hours","maintenance_due","maintenance_on_time","maintenance_on_time_percent"',
  );
  // Down all week: no hour available, no repair finished, no maintenance fell due.
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^"Stats Probe ${token}","Replay",\\d+\\.\\d{2},0\\.00,0\\.0,0,,,0,0,$`)),
  );

  await page.goto(`/game/${probe.slug}`);
  await waitForHydration(page);
  // In its region: once, on a busy CI run, the page also held a second copy outside any named region.
  const figures = page.getByRole("region", { name: "Availability and repairs" }).getByTestId("game-figures");
  await expect(figures).toContainText("Availability, 30 days0.0%");
  await expect(figures).toContainText("Availability, 90 days0.0%");
  await expect(figures).toContainText("Repairs, 12 months1");
  await expect(figures).toContainText("24 h in calendar hours");
  fs.mkdirSync(SHOTS, { recursive: true });
  await figures.screenshot({ path: path.join(SHOTS, `game-figures-${testInfo.project.name}.png`) });
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshots of the repair stats, ${theme} @phone`, async ({ page, signIn, db }, testInfo) => {
    const token = `${tokenOf(testInfo)}shot${theme}`;
    await deleteTestGames(db, token);
    await probeMachine(db, token);
    await useStoredTheme(page, theme);
    await pinBrowserClock(page);
    await signIn("staff", { openDashboard: false });
    await page.goto("/repairs/stats?range=90");
    await waitForHydration(page);
    await expect(page.getByTestId("availability-chart").locator("svg.recharts-surface")).toBeVisible();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `stats-${testInfo.project.name}-${theme}.png`), fullPage: true });
    await deleteTestGames(db, token);
  });
}
