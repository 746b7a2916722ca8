import type { TestInfo } from "@playwright/test";
import { createCounterKey } from "../../app/models/maintenance/counter-key.server";
import { recordReading } from "../../app/models/maintenance/plays.server";
import { ACCOUNTS } from "./accounts";
import {
  expect,
  expectNoA11yViolations,
  httpStatusError,
  saveScreenshot,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { deleteTestMaintenance, insertTestGames, tokenFor } from "./game-data";

/** A machine's play counter: readings by hand, and a manager's counter key posting readings until it is revoked. */

const tokenOf = (testInfo: TestInfo) => tokenFor("plays", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestMaintenance(db, tokenOf(testInfo));
});

test("a reading entered by hand shows in the list; a counter key posts readings until a manager revokes it", async ({
  page,
  db,
  signIn,
  request,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(httpStatusError(400), "a reading lower than the last without a note is refused with 400");
  const [game] = await insertTestGames(db, [
    // Of a type the demo museum's starter tasks are not for, so the due list shows this test's task alone.
    { name: `Play Counter ${tokenOf(testInfo)} ${testInfo.retry}`, type: "Other" },
  ]);
  // A task by plays on this machine, begun before any reading: its first reading is where its plays count from.
  const begun = new Date(Date.now() - 3_600_000).toISOString();
  const task = await db
    .insertInto("maintenance_tasks")
    .values({
      title: `Clean the playfield ${tokenOf(testInfo)}`,
      steps: JSON.stringify([{ text: "Clean it", safety: false }]),
      scope: "machine",
      every_plays: 300,
      created_at: begun,
      updated_at: begun,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("maintenance_task_games")
    .values({ task_id: task.id, game_id: game.id, added_at: begun })
    .execute();
  await signIn("manager", { openDashboard: false });
  await page.goto(`/game/${game.slug}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Maintenance and play counter" }).click();
  await expect(page).toHaveURL(`/maintenance/machines/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Maintenance" })).toBeVisible();

  const readings = page.getByTestId("play-readings").locator(":scope > li");
  await page.getByRole("textbox", { name: "Counter reading" }).fill("12000");
  await page.getByRole("button", { name: "Save reading" }).click();
  await expect(page.getByTestId("reading-saved")).toHaveText("Reading 12,000 saved: the machine's first reading.");
  await expect(readings).toHaveCount(1);
  await expect(readings.first()).toContainText("12,000");
  await expect(readings.first()).toContainText(`by ${ACCOUNTS.manager.name}`);

  await page.getByRole("textbox", { name: "Counter reading" }).fill("11000");
  await page.getByRole("button", { name: "Save reading" }).click();
  await expect(
    page.getByText(
      'The last reading was 12,000. A lower reading needs a note saying why, such as "counter reset" or "board replaced".',
    ),
  ).toBeVisible();
  await expect(readings).toHaveCount(1);

  await page.getByRole("textbox", { name: "Label" }).fill("Coin door counter");
  await page.getByRole("button", { name: "Make key" }).click();
  await expect(page.getByText("Counter key Coin door counter made.")).toBeVisible();
  const key = await page.getByLabel("Counter key", { exact: true }).inputValue();
  await expect(page.getByTestId("counter-request")).toContainText(`-H "Authorization: Bearer ${key}"`);

  const posted = await request.post("/api/plays", {
    headers: { Authorization: `Bearer ${key}` },
    data: { reading: 12345 },
  });
  expect(posted.status()).toBe(201);
  expect(await posted.json()).toMatchObject({ gameId: game.id, reading: 12345, playsSince: 345 });
  await page.reload();
  await expect(readings).toHaveCount(2);
  await expect(readings.first()).toContainText("12,345");
  await expect(readings.first()).toContainText("+345 plays");
  await expect(readings.first()).toContainText("Counter: Coin door counter");
  await expect(page.getByText(/last used/)).toBeVisible();

  // Both readings count: 345 plays from the one by hand to the counter's, past the task's 300.
  await page.goto(`/maintenance?machine=${game.id}`);
  const due = page.getByTestId("due-row");
  await expect(due.getByTestId("due-use-plays")).toHaveText("345 of 300 plays");
  await expect(due.getByTestId("due-state")).toHaveText("Overdue");
  await page.goto(`/maintenance/machines/${game.id}`);

  await waitForHydration(page);
  await page.getByRole("button", { name: "Revoke Coin door counter" }).click();
  await page.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText(/^Revoked /)).toBeVisible();
  const refused = await request.post("/api/plays", {
    headers: { Authorization: `Bearer ${key}` },
    data: { reading: 13000 },
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: "This counter key does not work. Ask a manager for a new one." });
  await page.reload();
  await expect(readings).toHaveCount(2);
});

for (const theme of ["light", "dark"] as const)
  test(`the machine page with its readings and a new counter key passes axe (${theme}) @phone`, async ({
    page,
    db,
    signIn,
  }, testInfo) => {
    const [game] = await insertTestGames(db, [
      { name: `Medieval Madness ${tokenOf(testInfo)} ${theme} ${testInfo.retry}` },
    ]);
    const manager = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", ACCOUNTS.manager.email)
      .executeTakeFirstOrThrow();
    const made = (await createCounterKey(db, game.id, "Backbox counter", { id: manager.id, ip: null }))!;
    const byHand = { source: "staff", userId: manager.id } as const;
    await recordReading(db, game.id, { reading: 11_870, note: null }, byHand, "2026-11-02T15:10:00Z");
    await recordReading(db, game.id, { reading: 12_000, note: null }, byHand, "2026-11-20T20:00:00Z");
    await recordReading(
      db,
      game.id,
      { reading: 12_345, note: null },
      { source: "counter", keyId: made.id },
      "2026-11-27T23:30:00Z",
    );
    await recordReading(
      db,
      game.id,
      { reading: 40, note: "Board replaced, counter starts again" },
      byHand,
      "2026-11-28T18:05:00Z",
    );

    await useStoredTheme(page, theme);
    await signIn("manager", { openDashboard: false });
    await page.goto(`/maintenance/machines/${game.id}`);
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Label" }).fill("Coin door counter");
    await page.getByRole("button", { name: "Make key" }).click();
    await expect(page.getByText("Counter key Coin door counter made.")).toBeVisible();
    await expectNoA11yViolations(page, `the machine page (${theme})`);
    await saveScreenshot(page, testInfo, theme, "maintenance-plays");
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a reading and a new counter key still say what they did", async ({ page, db, signIn }, testInfo) => {
    const [game] = await insertTestGames(db, [{ name: `No Script Counter ${tokenOf(testInfo)} ${testInfo.retry}` }]);
    await signIn("manager", { openDashboard: false });
    await page.goto(`/maintenance/machines/${game.id}`);
    await page.getByRole("textbox", { name: "Counter reading" }).fill("700");
    await page.getByRole("button", { name: "Save reading" }).click();
    await expect(page.getByTestId("reading-saved")).toHaveText("Reading 700 saved: the machine's first reading.");
    await expect(page.getByTestId("play-readings").locator(":scope > li")).toHaveCount(1);

    await page.getByRole("textbox", { name: "Label" }).fill("Coin door counter");
    await page.getByRole("button", { name: "Make key" }).click();
    await expect(page.getByText("Counter key Coin door counter made.")).toBeVisible();
    await expect(page.getByLabel("Counter key", { exact: true })).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  });
});
