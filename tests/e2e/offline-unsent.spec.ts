import type { BrowserContext, Page } from "@playwright/test";
import { SAVED_ON_PHONE } from "../../app/components/floor-queue/KeptNotice";
import { expect, expectNoA11yViolations, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import { open, visitorReport } from "./offline-queue-helpers";

/**
 * A dead spot between cabinets: the phone still believes it is online (no `offline` event, navigator.onLine
 * true) but nothing gets through (docs/design.md#the-staff-app-offline). A floor form posted there is kept by
 * the queue, as offline; a screen answered from the phone's copy says so until a fresh answer comes. The dead spot
 * is a route that fails every request to the site, the service worker's own among them: Playwright routes a
 * worker's requests in Chromium when service workers are allowed.
 */

test.use({ serviceWorkers: "allow" });

const tokenOf = (project: string) => tokenFor("offlineunsent", project);
const ERROR_PAGE = "Something went wrong";
// The copy's time is the server's clock (its Date header), the browser's is pinned: the day may show too.
const COPY_LINE =
  /^Offline copy from ([A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} [AP]M\. It refreshes when the signal is back\.$/;

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo.project.name));
});

async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Every request to the site fails, as in a dead spot, while the browser stays online. Returns the way back. */
async function deadSpot(context: BrowserContext, baseURL: string) {
  const everything = `${baseURL}/**`;
  await context.route(everything, (route) => route.abort("internetdisconnected"));
  return () => context.unroute(everything);
}

const copyLine = (page: Page) => page.getByTestId("offline-copy");

/**
 * Until the line goes. A loaded test server may miss the screens' 3 s, and the screen then rightly comes from its
 * copy again: the page's own next look for the signal (every 30 s, on the pinned clock) brings the fresh answer.
 */
async function lineGoes(page: Page) {
  await expect
    .poll(
      async () => {
        const said = await copyLine(page).textContent();
        if (said) await page.clock.runFor(30_000);
        return said;
      },
      { timeout: 20_000, intervals: [1_000, 3_000, 5_000] },
    )
    .toBe("");
}

test("a work entry and a logged repair posted in a dead spot the phone thinks online are kept, not lost to the error page, and arrive once", async ({
  page,
  context,
  db,
  signIn,
  browserErrors,
  baseURL,
}, testInfo) => {
  test.slow(); // the worker installs the shell first
  browserErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/, "the dead spot");
  const token = tokenOf(testInfo.project.name);
  const [game] = await insertTestGames(db, [{ name: `Dead Spot ${token}`, status: "Operational" }]);
  const problem = `Flipper coil buzzes ${token}`;
  const repair = await visitorReport(db, game.id, problem);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await page.goto(`/repairs/${repair}`);
  await waitForHydration(page);
  await workerInCharge(page);
  const logTab = await open(context, `/repairs/new?gameId=${game.id}`);

  const signalBack = await deadSpot(context, baseURL!);
  const typed = `Coil sleeve replaced ${token}`;
  await page.getByLabel("What did you do or find?").fill(typed);
  await page.getByRole("button", { name: "Add work entry" }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("What did you do or find?")).toHaveValue("");
  await expect(page.getByRole("heading", { name: ERROR_PAGE })).toHaveCount(0);
  await expect(page.getByRole("main").getByText(problem).first()).toBeVisible();
  // Log repair posts as a navigation, not a fetcher: kept the same way.
  const logged = `Ball stuck in the scoop ${token}`;
  await logTab.getByLabel("Repair Comment").fill(logged);
  await logTab.getByRole("button", { name: "Log Repair" }).click();
  await expect(logTab.getByText(SAVED_ON_PHONE)).toBeVisible({ timeout: 15_000 });
  await expect(logTab.getByLabel("Repair Comment")).toHaveValue("");
  await expect(logTab.getByRole("heading", { name: ERROR_PAGE })).toHaveCount(0);
  await expect(page.getByTestId("queue-badge").locator("visible=true")).toHaveText("2 waiting");
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  const entries = () => db.selectFrom("repair_entries").select("body").where("repair_id", "=", repair).execute();
  const repairs = () =>
    db.selectFrom("repairs").select("comment").where("game_id", "=", game.id).where("comment", "=", logged).execute();
  expect(await entries()).toEqual([]);
  expect(await repairs()).toEqual([]);

  // The signal comes back without an `online` event: the queue's own retry sends them, once each.
  await signalBack();
  await page.clock.runFor(30_000);
  await expect.poll(async () => (await entries()).map((row) => row.body), { timeout: 15_000 }).toEqual([typed]);
  await expect.poll(async () => (await repairs()).length).toBe(1);
  await expect(page.getByTestId("queue-badge").locator("visible=true")).toHaveCount(0);
  expect(
    await db.selectFrom("idempotency_keys").select("scope").where("scope", "=", `repair-entry:${repair}`).execute(),
  ).toHaveLength(1);
});

test("a screen shown from its copy says so, and the line goes once a fresh answer comes @phone", async ({
  page,
  context,
  db,
  signIn,
  browserErrors,
  baseURL,
}, testInfo) => {
  test.slow();
  browserErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/, "offline on purpose");
  const token = tokenOf(testInfo.project.name);
  const [game] = await insertTestGames(db, [{ name: `Kept Copy ${token}`, status: "Operational" }]);
  const problem = `Pop bumper dead ${token}`;
  const repair = await visitorReport(db, game.id, problem);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await page.goto(`/repairs/${repair}`);
  await waitForHydration(page);
  await workerInCharge(page);
  // Opened through the worker, so it keeps the screen; a fresh screen says nothing.
  await page.goto("/repairs");
  await page.goto(`/repairs/${repair}`);
  await waitForHydration(page);
  await expect(copyLine(page)).toBeEmpty();

  // Offline, the reloaded screen comes from its copy and says when that was made.
  await context.setOffline(true);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("main").getByText(problem).first()).toBeVisible();
  await expect(copyLine(page)).toHaveText(COPY_LINE);
  await expectNoA11yViolations(page, "the offline copy's line");

  // Back online, the page reads its data again on its own, and the line goes.
  await context.setOffline(false);
  await lineGoes(page);
  await expect(page.getByRole("heading", { name: ERROR_PAGE })).toHaveCount(0);

  // A dead spot the phone thinks online: a link to another kept screen opens its copy, and says so.
  const signalBack = await deadSpot(context, baseURL!);
  await page.locator('a[href="/repairs"]:visible').first().click();
  await expect(page).toHaveURL(/\/repairs$/);
  await expect(copyLine(page)).toHaveText(COPY_LINE, { timeout: 15_000 });
  await signalBack();
  await lineGoes(page);
  await page.getByRole("main").getByRole("link", { name: problem }).first().click();
  await expect(page).toHaveURL(`/repairs/${repair}`);
  await lineGoes(page);
});
