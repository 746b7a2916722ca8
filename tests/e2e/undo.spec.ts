import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/**
 * Staff actions say what they did, and the ones that can be reversed offer Undo in a toast
 * (docs/design.md#confirmations-and-undo): logging a repair lands on its thread; Resolve, then Undo, leaves the
 * repair open and the machine's status as before; a game's Delete, then Undo, puts it back in the collection.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("undo", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const undoButton = (page: Page) => page.getByTestId("toast").getByRole("button", { name: "Undo", exact: true });

test("log a repair, resolve it and undo, delete the game and undo @phone", async ({ page, signIn, db }, testInfo) => {
  test.setTimeout(90_000);
  await pinBrowserClock(page);
  const [game] = await insertTestGames(db, [{ name: `Joust ${tokenOf(testInfo)}`, status: "Operational" }]);
  const gameRow = () => db.selectFrom("games").selectAll().where("id", "=", game.id).executeTakeFirstOrThrow();
  await signIn("staff", { openDashboard: false });

  await page.goto(`/repairs/new?gameId=${game.id}`);
  await waitForHydration(page);
  await page.getByLabel("Repair Comment").fill("Flap sensor dead");
  await page.getByRole("button", { name: "Log Repair" }).click();
  await expect(page).toHaveURL(/\/repairs\/\d+$/);
  const repairId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(toast(page, `Repair logged for ${game.name}.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${repairId}`);
  expect((await gameRow()).status).toBe("In Repair");
  const repairRow = () => db.selectFrom("repairs").selectAll().where("id", "=", repairId).executeTakeFirstOrThrow();
  const before = await repairRow();
  expect(before).toMatchObject({ status: "in_progress", assigned_to: expect.any(Number) });

  // Resolve, back to Operational: the toast offers Undo for at least 10 s, within reach of the keyboard.
  await page.getByRole("checkbox", { name: "Set the machine back to Operational" }).check();
  await page.getByRole("button", { name: "Mark as Resolved" }).click();
  const resolved = toast(page, "Marked as resolved.");
  await expect(resolved).toBeVisible();
  await expect(page.getByRole("heading", { name: "Closed", level: 2 })).toBeVisible();
  expect((await gameRow()).status).toBe("Operational");
  await page.clock.fastForward(10_000);
  await expect(undoButton(page)).toBeVisible();
  // F8 reaches the toasts (which then wait), Tab the newest and then its Undo.
  await page.keyboard.press("F8");
  await page.keyboard.press("Tab");
  await expect(resolved).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(undoButton(page)).toBeFocused();
  await expectNoA11yViolations(page, "a toast with Undo");
  await page.keyboard.press("Enter");
  const undone = toast(page, `Undone: repair #${repairId} is open again.`);
  await expect(undone).toBeVisible();
  // The keyboard stays where it was: on the toast that now says what the Undo did, not thrown back to the page.
  await expect(undone.getByRole("button", { name: "Dismiss" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Close this repair", level: 2 })).toBeVisible();
  await expect(page.getByTestId("thread-machine")).toContainText("In Repair");
  expect(await repairRow()).toMatchObject({
    status: "in_progress",
    assigned_to: before.assigned_to,
    resolved_at: null,
  });
  expect((await gameRow()).status).toBe("In Repair");

  // A game's Delete lands on the collection; Undo brings it back there.
  await page.goto(`/game/${game.slug}`);
  await waitForHydration(page);
  // The staff panel is a lazy chunk: a tap before React has hydrated it does nothing, and a staff member taps again.
  await expect(async () => {
    await page.getByRole("button", { name: "Delete game" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Game" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/collection");
  await expect(toast(page, `${game.name} moved to the Trash.`)).toBeVisible();
  expect((await gameRow()).deleted_at).not.toBeNull();
  await undoButton(page).click();
  await expect(toast(page, `Undone: ${game.name} is back in the collection.`)).toBeVisible();
  expect(await gameRow()).toMatchObject({ deleted_at: null, status: "In Repair" });
  await page.goto(`/collection?q=${encodeURIComponent(tokenOf(testInfo))}&all=1`);
  await expect(page.getByRole("heading", { name: game.name })).toHaveCount(1);
});
