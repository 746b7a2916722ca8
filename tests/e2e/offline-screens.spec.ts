import type { Page } from "@playwright/test";
import { SAVED_ON_PHONE } from "../../app/components/floor-queue/KeptNotice";
import { QUEUE_TITLE } from "../../app/components/floor-queue/queue-words";
import { OFFLINE_HEADING } from "../../app/components/offline/OfflinePage";
import { STAFF_MANIFEST_URL } from "../../app/components/offline/staff-app";
import { OFFLINE_PAGE, SCREENS_CACHE, WORKER_URL } from "../../app/sw/kept-screens";
import { expect, expectNoA11yViolations, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import { ROUTE_LOOKUP_OFFLINE, open } from "./offline-queue-helpers";

/**
 * The staff app offline (docs/design.md#the-staff-app-offline): the screens a staff member opened come back from the
 * service worker with the network gone, a screen never opened says so, signing out takes the copies away, and a
 * visitor never gets the worker. Playwright's offline mode covers the worker's own fetches in Chromium, so the
 * worker sees the same dead network as the page.
 */

test.use({ serviceWorkers: "allow" });

type Screens = { label: string; url: string; shows: string }[];
const owned = new Map<string, Screens>();

test.beforeAll(async ({ db }, testInfo) => {
  const token = tokenFor("offlinescreens", testInfo.project.name);
  await deleteTestGames(db, token);
  const [game] = await insertTestGames(db, [{ name: `Offline Flipper ${token}`, status: "In Repair" }]);
  const now = new Date().toISOString();
  const problem = `Left ramp gate sticks ${token}`;
  const repair = await db
    .insertInto("repairs")
    .values({ game_id: game.id, comment: problem, resolved: false, source: "staff", created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  owned.set(testInfo.project.name, [
    { label: "the Repair Dashboard", url: "/repairs", shows: problem },
    { label: "a repair's thread", url: `/repairs/${repair.id}`, shows: problem },
    { label: "the game page", url: `/game/${game.slug}`, shows: game.name },
    { label: "the QR report page", url: `/report-issue?gameId=${game.id}`, shows: game.name },
    { label: "the due list", url: "/maintenance", shows: "Maintenance" },
  ]);
});

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenFor("offlinescreens", testInfo.project.name));
});

/** Until the worker has installed the shell and controls the page. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

const screensKept = (page: Page) =>
  page.evaluate(async (name) => (await caches.open(name).then((c) => c.keys())).length, SCREENS_CACHE);

test("the screens a staff member opened show offline, a screen never opened says so, and signing out forgets them @phone", async ({
  page,
  signIn,
  browserErrors,
}, testInfo) => {
  test.slow();
  const screens = owned.get(testInfo.project.name)!;
  // Offline, a screen's page asks for what it cannot reach (its revalidation, a picture): Chromium logs each.
  browserErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/, "offline on purpose");
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  await pinBrowserClock(page);
  // Signing out ends the session, so this test has one of its own.
  await signIn("staff", { fresh: true });
  await workerInCharge(page);

  for (const { url, shows } of screens) {
    await page.goto(url);
    await expect(page.getByRole("main").getByText(shows).first()).toBeVisible();
  }

  await page.context().setOffline(true);
  for (const { label, url, shows } of screens) {
    await page.goto(url);
    await expect(page.getByRole("main").getByText(shows).first(), `${label}, reloaded offline`).toBeVisible();
    await expect(page.getByRole("heading", { name: OFFLINE_HEADING })).toHaveCount(0);
  }
  // A work entry made offline is kept on the phone; the thread reloaded offline comes from its copy, and the
  // queue, which lives in the phone's own database, still counts it, and its badge opens Waiting to send.
  await page.goto(screens[1].url);
  await waitForHydration(page);
  await page.getByLabel("What did you do or find?").fill("Gate spring replaced offline");
  await page.getByRole("button", { name: "Add work entry" }).click();
  await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("main").getByText(screens[1].shows).first()).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("queue-badge").locator("visible=true")).toContainText("1 waiting");
  await page.getByTestId("queue-badge").locator("visible=true").click();
  const queue = page.getByRole("dialog", { name: QUEUE_TITLE });
  await expect(queue.getByTestId("kept-item")).toContainText(`Work entry on #${screens[1].url.split("/").pop()}`);
  await page.keyboard.press("Escape");
  await expect(queue).toHaveCount(0);

  await page.goto(screens[0].url);
  await waitForHydration(page);
  // Taps offline: a kept screen whose data was never fetched opens from its kept page, a screen never opened
  // says so, neither as an error.
  await page.getByRole("main").getByRole("link", { name: screens[1].shows }).first().click();
  await expect(page).toHaveURL(screens[1].url);
  await expect(page.getByRole("main").getByText(screens[1].shows).first()).toBeVisible();
  await waitForHydration(page);
  await page.locator('a[href="/repairs/parts"]:visible').first().click();
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();

  await page.goto("/repairs/parts");
  await expect(page.getByRole("heading", { level: 1, name: OFFLINE_HEADING })).toBeVisible();
  await expect(page.getByRole("link", { name: "Repair Dashboard" })).toHaveAttribute("href", "/repairs");
  await expectNoA11yViolations(page, "the offline page");

  await page.context().setOffline(false);
  // Loaded with its queue: Sign Out is the queue's own (it asks first when changes wait) once the queue is there,
  // and a tap while the plain one gives way to it is lost.
  await open(page.context(), "/repairs", page);
  // Back online, the kept work entry goes on its own, and nothing waits when signing out.
  await expect(page.getByTestId("queue-badge").locator("visible=true")).toHaveCount(0, { timeout: 15_000 });
  expect(await screensKept(page)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign Out" }).click();
  // The sign-out and then the home page, both through the worker: a loaded machine takes more than the usual wait.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect.poll(() => screensKept(page), { message: "the screens kept after signing out" }).toBe(0);

  await page.context().setOffline(true);
  for (const { label, url } of screens) {
    await page.goto(url);
    await expect(page.getByRole("heading", { name: OFFLINE_HEADING }), `${label} after signing out`).toBeVisible();
  }
});

test("a visitor gets no service worker and downloads none of its code", async ({ page }, testInfo) => {
  const [, , gamePage, reportPage] = owned.get(testInfo.project.name)!;
  const scripts: Promise<string>[] = [];
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  for (const url of ["/", gamePage.url, reportPage.url]) {
    await page.goto(url, { waitUntil: "networkidle" });
    await waitForHydration(page);
  }
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(asked).not.toContain(WORKER_URL);
  for (const body of await Promise.all(scripts)) expect(body).not.toContain(WORKER_URL);
});

test("a staff page offers the staff app to install, and a public page keeps the site's manifest", async ({
  page,
  signIn,
}) => {
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs");
  await waitForHydration(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", STAFF_MANIFEST_URL);
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send("Page.getAppManifest")).url, { message: "the manifest Chromium reads" })
    .toMatch(/\/manifest\.webmanifest\?app=staff$/);
  expect((await cdp.send("Page.getInstallabilityErrors")).installabilityErrors).toEqual([]);

  // The header's logo leads to the public home page without a new document.
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});

test("the worker and its offline page are asked for again on every check, so a new build reaches phones", async ({
  request,
}) => {
  for (const address of [WORKER_URL, OFFLINE_PAGE]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()["cache-control"], address).toBe("no-cache");
  }
  expect((await request.get(WORKER_URL)).headers()["content-type"]).toMatch(/^text\/javascript\b/);
});
