import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, httpStatusError, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import { ACCOUNTS } from "./accounts";
import { badge, keepCopyAgain, keptItems, open, ROUTE_LOOKUP_OFFLINE, visitorReport } from "./offline-queue-helpers";
import { notSent } from "../../app/components/floor-queue/kept-change";
import { SAVED_ON_PHONE } from "../../app/components/floor-queue/KeptNotice";
import { outstandingPartsRefusal } from "../../app/models/repair/thread";
import type { DB } from "../../app/utils/db.server";

/**
 * The floor's queue beyond the staff layout's screens (docs/product.md#working-offline): a repair resolved from its
 * game page's staff panel, and a part's state changed on the Parts screen, are kept on the phone while the network
 * is gone, said so in their row, shown as waiting rather than done, and stored once when the network is back, even
 * when the replay is forced again. Each page is opened while online (the worker's copies are offline-screens'
 * business).
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("offlinepanels", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

/** A row's word that its change was kept on the phone. */
const saved = (row: Locator) => row.getByText(SAVED_ON_PHONE);

/** What the server holds under a scope of duplicate-safe writes: one row per stored submit. */
const storedUnder = async (db: DB, scope: string) =>
  (await db.selectFrom("idempotency_keys").select("key").where("scope", "=", scope).execute()).length;

/**
 * A game page, once its staff panel's queue and its repairs' actions are there: the panel loads each as a chunk of
 * its own after the page (gone offline before that, the page has no queue and its actions say they could not
 * load), and its badge then says the network's state.
 */
async function openGamePage(page: Page, slug: string) {
  const chunk = (name: string) =>
    page.waitForResponse((answer) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(new URL(answer.url()).pathname));
  const loaded = Promise.all([chunk("GameQueue"), chunk("RepairActions")]);
  await open(page.context(), `/game/${slug}`, page);
  await loaded;
  await page.waitForLoadState("networkidle");
}

/** Parts a repair waits for, requested by the staff account. */
async function requestedParts(db: DB, repairId: number, names: string[]) {
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const at = new Date(Date.UTC(2026, 5, 2, 12, 30)).toISOString();
  const rows = names.map((name) => ({
    repair_id: repairId,
    name,
    quantity: 2,
    url: null,
    cost: null,
    status: "requested" as const,
    requested_by: staff.id,
    requested_at: at,
    updated_at: at,
  }));
  return (await db.insertInto("repair_parts").values(rows).returning("id").execute()).map((row) => row.id);
}

/** Until the queue's sender has emptied this phone's queue (a forced replay included). */
const queueEmptied = (page: Page) =>
  expect.poll(async () => (await keptItems(page)).length, { timeout: 15_000 }).toBe(0);

test("offline, a repair resolved on its game page is kept, said in its row and counted; back online it is resolved once @phone", async ({
  page,
  context,
  db,
  signIn,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  const token = tokenOf(testInfo);
  await deleteTestGames(db, token);
  const [game] = await insertTestGames(db, [{ name: `Medieval Madness ${token}`, status: "In Repair" }]);
  const repair = await visitorReport(db, game.id, `Castle gate stuck ${token}`);
  const other = await visitorReport(db, game.id, `Left sling weak ${token}`);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  const dashboard = await open(context, "/repairs");
  await openGamePage(page, game.slug);
  const row = page.locator(`[data-repair-id="${repair}"]`);

  await context.setOffline(true);
  await expect(badge(page)).toHaveText("Offline");
  await row.getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(saved(row)).toBeVisible();
  await expect(row.getByTestId("waiting-to-send")).toHaveText("Resolve: waiting to be sent");
  await expect(row.getByRole("button", { name: "Mark as Resolved" })).toHaveCount(0);
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  expect((await keptItems(page)).map((item) => item.label)).toEqual([`Resolve #${repair}: ${game.name}`]);
  await expect(badge(page)).toHaveText(/Offline\s*1 waiting/);
  await expect(badge(dashboard)).toHaveText(/Offline\s*1 waiting/);
  await expectNoA11yViolations(page, "a resolve kept on the game page");

  // Delete is not kept: offline it says so, and the repair stays.
  const otherRow = page.locator(`[data-repair-id="${other}"]`);
  await otherRow.getByRole("button", { name: "Delete repair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Repair" }).click();
  await expect(otherRow.getByRole("alert")).toHaveText(
    "You are offline. A repair can be deleted once the signal is back.",
  );
  const repairs = async () =>
    (
      await db
        .selectFrom("repairs")
        .select(["id", "resolved", "deleted_at"])
        .where("game_id", "=", game.id)
        .orderBy("id")
        .execute()
    ).map((r) => [r.id, Boolean(r.resolved), r.deleted_at]);
  expect(await repairs()).toEqual([
    [repair, false, null],
    [other, false, null],
  ]);

  await context.setOffline(false);
  await expect.poll(repairs, { timeout: 10_000 }).toEqual([
    [repair, true, null],
    [other, false, null],
  ]);
  // The page read its data again: the row shows the repair as stored, and its next step.
  await expect(row.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(saved(row)).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
  await expect(badge(dashboard)).toHaveCount(0);

  // The same resolve replayed again with its own key: stored once, closed once.
  await keepCopyAgain(page);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await queueEmptied(page);
  expect(await storedUnder(db, `repair-resolve:${repair}`)).toBe(1);
  const closings = await db
    .selectFrom("repair_events")
    .select("id")
    .where("repair_id", "=", repair)
    .where("kind", "=", "closed")
    .execute();
  expect(closings).toHaveLength(1);
});

test("offline, parts marked Ordered and Cancelled on the Parts screen say they were kept and show them waiting; back online each is stored once @phone", async ({
  page,
  db,
  signIn,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Black Knight ${token}`, status: "Awaiting Parts" }]);
  const repair = await visitorReport(db, game.id, `Magna-save dead ${token}`);
  const [name, spare] = [`Flipper coil ${token}`, `Spare rubber ${token}`];
  const [partId, spareId] = await requestedParts(db, repair, [name, spare]);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await open(page.context(), "/repairs/parts", page);
  const row = page.locator(`[data-part-id="${partId}"]`);
  const spareRow = page.locator(`[data-part-id="${spareId}"]`);

  await page.context().setOffline(true);
  await row.getByRole("button", { name: /^Mark Ordered/ }).click();
  await expect(saved(row)).toBeVisible();
  await expect(row.getByTestId("waiting-to-send")).toHaveText("Mark Ordered: waiting to be sent");
  await expect(row.getByTestId("part-status")).toHaveText("Requested");
  await expect(row.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  // Cancel asks first, then is kept like the others.
  await spareRow.getByRole("button", { name: /^Cancel/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Part" }).click();
  await expect(saved(spareRow)).toBeVisible();
  await expect(spareRow.getByTestId("waiting-to-send")).toHaveText("Cancel: waiting to be sent");
  await expect(badge(page)).toHaveText(/Offline\s*2 waiting/);
  expect((await keptItems(page)).map((item) => item.label)).toEqual([
    `Part marked Ordered: ${name} for ${game.name}`,
    `Part marked Cancelled: ${spare} for ${game.name}`,
  ]);
  await expectNoA11yViolations(page, "a part's change kept on the Parts screen");
  const statuses = async () =>
    (
      await db.selectFrom("repair_parts").select("status").where("id", "in", [partId, spareId]).orderBy("id").execute()
    ).map((part) => part.status);
  expect(await statuses()).toEqual(["requested", "requested"]);

  await page.context().setOffline(false);
  await expect.poll(statuses, { timeout: 10_000 }).toEqual(["ordered", "cancelled"]);
  await expect(spareRow).toHaveCount(0);
  await expect(row.getByTestId("part-status")).toHaveText("Ordered");
  await expect(row.getByRole("button", { name: /^Mark Received/ })).toBeVisible();
  await expect(saved(row)).toHaveCount(0);

  await keepCopyAgain(page);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await queueEmptied(page);
  expect(await storedUnder(db, `part:${partId}:ordered`)).toBe(1);
  expect(await storedUnder(db, `part:${spareId}:cancelled`)).toBe(1);
  const changes = await db
    .selectFrom("repair_events")
    .select("id")
    .where("repair_id", "=", repair)
    .where("kind", "=", "part")
    .execute();
  expect(changes).toHaveLength(2);
});

test("a resolve kept on the game page and refused when sent says so in its row, and the repair stays open", async ({
  page,
  context,
  db,
  signIn,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  browserErrors.allow(httpStatusError(409), "the server refuses the resolve: a part is still requested");
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Fish Tales ${token}`, status: "Awaiting Parts" }]);
  const repair = await visitorReport(db, game.id, `Reel motor dead ${token}`);
  await requestedParts(db, repair, [`Reel motor ${token}`]);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await openGamePage(page, game.slug);
  const row = page.locator(`[data-repair-id="${repair}"]`);

  await context.setOffline(true);
  await expect(badge(page)).toHaveText("Offline");
  await row.getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(saved(row)).toBeVisible();
  await context.setOffline(false);
  await expect(row.getByRole("alert")).toHaveText(notSent(outstandingPartsRefusal(1)), { timeout: 10_000 });
  await expect(saved(row)).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Mark as Resolved" })).toBeVisible();
  expect(await keptItems(page)).toMatchObject([{ label: `Resolve #${repair}: ${game.name}`, state: "refused" }]);
  const stored = await db.selectFrom("repairs").select("resolved").where("id", "=", repair).executeTakeFirstOrThrow();
  expect(Boolean(stored.resolved)).toBe(false);
});

test.describe("reopened offline from the phone's copies", () => {
  // The staff app's worker keeps the game page and the Parts screen (app/sw/kept-screens.ts).
  test.use({ serviceWorkers: "allow" });

  test("the Parts screen and the game page open offline, keep a change, and a reload still shows it waiting", async ({
    page,
    db,
    signIn,
    browserErrors,
  }, testInfo) => {
    test.slow(); // the worker installs its precache first
    browserErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/, "offline on purpose");
    const token = tokenOf(testInfo);
    const [game] = await insertTestGames(db, [{ name: `Twilight Zone ${token}`, status: "In Repair" }]);
    const repair = await visitorReport(db, game.id, `Clock stuck ${token}`);
    const partRepair = await visitorReport(db, game.id, `Gumball loader jams ${token}`);
    const [partId] = await requestedParts(db, partRepair, [`Gumball motor ${token}`]);
    await pinBrowserClock(page);
    await signIn("staff");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    await open(page.context(), "/repairs/parts", page);
    await openGamePage(page, game.slug);

    await page.context().setOffline(true);
    await page.goto("/repairs/parts");
    await waitForHydration(page);
    const part = page.locator(`[data-part-id="${partId}"]`);
    await part.getByRole("button", { name: /^Mark Ordered/ }).click();
    await expect(saved(part)).toBeVisible();

    await page.goto(`/game/${game.slug}`);
    await waitForHydration(page);
    await expect(badge(page)).toHaveText(/Offline\s*1 waiting/);
    const row = page.locator(`[data-repair-id="${repair}"]`);
    await row.getByRole("button", { name: "Mark as Resolved" }).click();
    await expect(saved(row)).toBeVisible();
    // The page's copy still shows the repair open: the queue says what waits.
    await page.reload();
    await waitForHydration(page);
    await expect(badge(page)).toHaveText(/Offline\s*2 waiting/);
    await expect(row.getByTestId("waiting-to-send")).toHaveText("Resolve: waiting to be sent");
    await expect(row.getByRole("button", { name: "Mark as Resolved" })).toHaveCount(0);

    await page.context().setOffline(false);
    const stored = async () => ({
      resolved: Boolean(
        (await db.selectFrom("repairs").select("resolved").where("id", "=", repair).executeTakeFirstOrThrow()).resolved,
      ),
      part: (await db.selectFrom("repair_parts").select("status").where("id", "=", partId).executeTakeFirstOrThrow())
        .status,
    });
    await expect.poll(stored, { timeout: 15_000 }).toEqual({ resolved: true, part: "ordered" });
    await expect(row.getByRole("button", { name: "Reopen" })).toBeVisible();
  });
});
