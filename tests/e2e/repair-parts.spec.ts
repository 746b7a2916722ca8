import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, pinBrowserClock, test, useStoredTheme, waitForHydration } from "./fixtures";
import type { DB } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import { signInOverHttp } from "./sessions";

/**
 * The Parts screen (docs/departures.md#parts-screen): parts repairs wait for, oldest first; each part's next step as
 * its main button, Cancel asking first; and resolving a repair that still waits for a part asks what to do with it.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("repairparts", testInfo.project.name);
const SHOTS = "/tmp/shots-dashboard";

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 5, day, hour, 30)).toISOString();

/** Two machines with a repair each and three parts: one received already, two waiting. */
async function partsFixture(db: DB, token: string) {
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const [pinball, arcade] = await insertTestGames(db, [
    { name: `Medieval Madness ${token}`, status: "Awaiting Parts" },
    { name: `Joust ${token}`, status: "Awaiting Parts" },
  ]);
  const repair = async (gameId: number, comment: string) =>
    (
      await db
        .insertInto("repairs")
        .values({
          game_id: gameId,
          comment,
          resolved: false,
          source: "staff",
          status: "waiting_for_parts",
          created_by: staff.id,
          triaged_at: at(1),
          created_at: at(1),
          updated_at: at(1),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const castle = await repair(pinball.id, `Castle gate motor stalls ${token}`);
  const flap = await repair(arcade.id, `Flap button dead ${token}`);
  const part = (repairId: number, name: string, day: number, extra: Record<string, unknown> = {}) => ({
    repair_id: repairId,
    name,
    quantity: 1,
    url: null,
    cost: null,
    status: "requested" as const,
    requested_by: staff.id,
    requested_at: at(day),
    updated_at: at(day),
    ...extra,
  });
  await db
    .insertInto("repair_parts")
    .values([
      part(castle, `Gate motor ${token}`, 3, { quantity: 1, url: "https://parts.example/gate-motor", cost: 89.5 }),
      part(flap, `Leaf switch ${token}`, 2, { quantity: 4, cost: 3 }),
      part(flap, `Old bulb ${token}`, 1, { status: "received", received_at: at(2) }),
    ])
    .execute();
  return { pinball, arcade, castle, flap };
}

const ourRows = (page: Page, token: string) =>
  page.getByTestId("parts-list").getByRole("listitem").filter({ hasText: token });

test("the Parts screen: oldest request first with what to buy, then Mark Ordered and Mark Received take a part off it @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await deleteTestGames(db, token);
  const { pinball, arcade, castle, flap } = await partsFixture(db, token);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs");
  await page.getByRole("main").getByRole("link", { name: "Parts", exact: true }).click();
  await expect(page).toHaveURL("/repairs/parts");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts");

  const rows = ourRows(page, token);
  await expect(rows).toHaveCount(2); // the received bulb is not listed
  await expect(rows.nth(0)).toContainText(`Leaf switch ${token}`); // requested Jun 2, before the motor (Jun 3)
  await expect(rows.nth(1)).toContainText(`Gate motor ${token}`);

  const leaf = rows.nth(0);
  await expect(leaf).toContainText("Quantity4");
  await expect(leaf).toContainText("Cost$3");
  await expect(leaf).toContainText("Jun 2, 2026 8:30 AM by Sam Staff");
  await expect(leaf.getByTestId("part-status")).toHaveText("Requested");
  await expect(leaf.getByRole("link", { name: `Joust ${token}` })).toHaveAttribute("href", `/game/${arcade.slug}`);
  await expect(leaf.getByRole("link", { name: `Repair #${flap}` })).toHaveAttribute("href", `/repairs/${flap}`);
  await expect(leaf).toContainText("No link given");

  const motor = rows.nth(1);
  await expect(motor).toContainText("Cost$89.50");
  await expect(motor.getByRole("link", { name: `Medieval Madness ${token}` })).toHaveAttribute(
    "href",
    `/game/${pinball.slug}`,
  );
  await expect(motor.getByRole("link", { name: `Repair #${castle}` })).toHaveAttribute("href", `/repairs/${castle}`);
  const shop = motor.getByRole("link", { name: /Where to buy it/ });
  await expect(shop).toHaveAttribute("href", "https://parts.example/gate-motor");
  await expect(shop).toHaveAttribute("target", "_blank");
  await expect(shop).toHaveAttribute("rel", /\bnoopener\b/);
  await expectNoA11yViolations(page, "/repairs/parts");

  // Ordered: the row stays, saying so; Received: it is gone, and the repair is In progress again.
  await motor.getByRole("button", { name: /^Mark Ordered/ }).click();
  await expect(motor.getByTestId("part-status")).toHaveText("Ordered");
  await expect(motor.getByRole("status")).toHaveText("Marked Ordered");
  await expect(motor.getByRole("button", { name: /^Mark Ordered/ })).toHaveCount(0);
  await expect(page).toHaveURL("/repairs/parts");
  await motor.getByRole("button", { name: /^Mark Received/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Leaf switch ${token}`);
  const after = await db
    .selectFrom("repair_parts")
    .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
    .select(["repair_parts.status", "repair_parts.ordered_at", "repairs.status as repair_status"])
    .where("repair_parts.name", "=", `Gate motor ${token}`)
    .executeTakeFirstOrThrow();
  expect(after).toMatchObject({ status: "received", ordered_at: expect.any(String), repair_status: "in_progress" });

  await page.reload();
  await expect(rows).toHaveCount(1);
});

test("each part's next step is its main button, and Cancel asks first, then takes the part off the list @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = `${tokenOf(testInfo)}next`;
  await deleteTestGames(db, token);
  await partsFixture(db, token);
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs/parts");
  await waitForHydration(page);
  const rows = ourRows(page, token);
  const leaf = rows.filter({ hasText: "Leaf switch" });
  const motor = rows.filter({ hasText: "Gate motor" });

  // Requested: Mark Ordered leads; Received stays a quieter shortcut.
  await expect(leaf.getByRole("button", { name: /^Mark Ordered/ })).toHaveClass(/\bbtn-primary\b/);
  await expect(leaf.getByRole("button", { name: /^Mark Received/ })).not.toHaveClass(/\bbtn-primary\b/);
  await motor.getByRole("button", { name: /^Mark Ordered/ }).click();
  await expect(motor.getByTestId("part-status")).toHaveText("Ordered");
  // Ordered: Mark Received leads.
  await expect(motor.getByRole("button", { name: /^Mark Received/ })).toHaveClass(/\bbtn-primary\b/);

  await leaf.getByRole("button", { name: /^Cancel/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this part?" });
  await expect(dialog).toContainText(`Leaf switch ${token} for Joust ${token} leaves this list`);
  await dialog.getByRole("button", { name: "Keep It" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  await leaf.getByRole("button", { name: /^Cancel/ }).click();
  await dialog.getByRole("button", { name: "Cancel Part" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Gate motor ${token}`);
  const cancelled = await db
    .selectFrom("repair_parts")
    .innerJoin("repairs", "repairs.id", "repair_parts.repair_id")
    .select(["repair_parts.status", "repairs.status as repair_status"])
    .where("repair_parts.name", "=", `Leaf switch ${token}`)
    .executeTakeFirstOrThrow();
  expect(cancelled).toEqual({ status: "cancelled", repair_status: "in_progress" });
  await page.reload();
  await expect(rows).toHaveCount(1);
  await deleteTestGames(db, token);
});

/** Opens a repair's thread and asks to resolve it while its part is still Requested. */
async function askToResolve(page: Page, repairId: number) {
  await page.goto(`/repairs/${repairId}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Mark as Resolved" }).click();
  return page.getByTestId("outstanding-parts");
}

test("resolving a repair with a part still Requested asks first what to do with it @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = `${tokenOf(testInfo)}resolve`;
  await deleteTestGames(db, token);
  const { flap } = await partsFixture(db, token);
  await signIn("staff", { openDashboard: false });
  const question = await askToResolve(page, flap);
  await expect(question.getByText("1 part is still outstanding")).toBeFocused();
  await expect(question).toContainText(`4 × Leaf switch ${token} (Requested)`);
  const repairNow = () => db.selectFrom("repairs").select("status").where("id", "=", flap).executeTakeFirstOrThrow();
  expect(await repairNow()).toEqual({ status: "waiting_for_parts" });

  await question.getByRole("button", { name: "Back" }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark as Resolved" })).toBeFocused();

  await page.getByRole("button", { name: "Mark as Resolved" }).click();
  await question.getByRole("button", { name: "Cancel it and resolve" }).click();
  await expect(page.getByRole("heading", { name: "Closed" })).toBeVisible();
  await expect(page.getByTestId("parts").locator("li").filter({ hasText: "Leaf switch" })).toContainText("Cancelled");
  expect(await repairNow()).toEqual({ status: "resolved" });
  const leaf = await db
    .selectFrom("repair_parts")
    .select("status")
    .where("name", "=", `Leaf switch ${token}`)
    .executeTakeFirstOrThrow();
  expect(leaf).toEqual({ status: "cancelled" });
  await deleteTestGames(db, token);
});

test("the Parts screen without JavaScript: a mark is a plain post that comes back to the list", async ({
  browser,
  db,
  baseURL,
}, testInfo) => {
  const token = `${tokenOf(testInfo)}nojs`;
  await deleteTestGames(db, token);
  await partsFixture(db, token);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies((await signInOverHttp(baseURL!, ACCOUNTS.staff)).cookies);
    const page = await context.newPage();
    await page.goto("/repairs/parts");
    const leaf = ourRows(page, token).filter({ hasText: "Leaf switch" });
    await leaf.getByRole("button", { name: /^Mark Received/ }).click();
    await expect(page).toHaveURL("/repairs/parts");
    await expect(ourRows(page, token)).toHaveCount(1);
    await expect(ourRows(page, token)).toContainText(`Gate motor ${token}`);
  } finally {
    await context.close();
  }
  await deleteTestGames(db, token);
});

test("a museum with no part on order: 'No parts are waiting.' @phone", async ({ page, emptyServer }) => {
  await page.context().addCookies(emptyServer.staff.cookies);
  await page.goto(`${emptyServer.url}/repairs/parts`);
  await expect(page.getByText("No parts are waiting.")).toBeVisible();
  await expect(page.getByTestId("parts-list")).toHaveCount(0);
  await expectNoA11yViolations(page, "/repairs/parts (none waiting)");
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshots of the Parts screen, ${theme} @phone`, async ({ page, signIn, db }, testInfo) => {
    const token = `${tokenOf(testInfo)}shot${theme}`;
    await deleteTestGames(db, token);
    const { flap } = await partsFixture(db, token);
    await useStoredTheme(page, theme);
    await pinBrowserClock(page);
    if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1440, height: 900 });
    await signIn("staff", { openDashboard: false });
    await page.goto("/repairs/parts");
    await waitForHydration(page);
    await expect(ourRows(page, token)).toHaveCount(2);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `parts-${testInfo.project.name}-${theme}.png`), fullPage: true });
    await ourRows(page, token)
      .first()
      .screenshot({ path: path.join(SHOTS, `part-row-${testInfo.project.name}-${theme}.png`) });
    await ourRows(page, token)
      .first()
      .getByRole("button", { name: /^Cancel/ })
      .click();
    await page.screenshot({ path: path.join(SHOTS, `parts-cancel-${testInfo.project.name}-${theme}.png`) });
    await page.keyboard.press("Escape");
    const question = await askToResolve(page, flap);
    await question.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `resolve-question-${testInfo.project.name}-${theme}.png`) });
    await deleteTestGames(db, token);
  });
}
