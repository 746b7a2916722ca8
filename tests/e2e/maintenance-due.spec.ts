import type { TestInfo } from "@playwright/test";
import { ACCOUNTS } from "./accounts";
import { expect, expectNoA11yViolations, pinBrowserClock, signInOverHttp, test, waitForHydration } from "./fixtures";
import { deleteTestMaintenance, insertTestGames, tokenFor } from "./game-data";

/**
 * The due list (docs/product.md#maintenance). The server reads its real clock, so the probe's cycle is written
 * relative to now: a task by 40 opening hours that its machine joined just now is not due; moved back 400 days
 * it is overdue.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("maintenancedue", testInfo.project.name);
const DAY = 86_400_000;

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestMaintenance(db, tokenOf(testInfo));
});

test("the due list: a task by opening hours is not due, then overdue with its figures; the Overdue tab and Mine show it @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  await deleteTestMaintenance(db, token);
  const now = new Date().toISOString();
  const [machine] = await insertTestGames(db, [
    // Of a type the demo museum's starter tasks are not for, so the machine's due list holds this task alone.
    { name: `Due Probe ${token}`, type: "Other" },
  ]);
  const task = await db
    .insertInto("maintenance_tasks")
    .values({
      title: `Wax the playfield ${token}`,
      steps: JSON.stringify([{ text: "Check the flipper coil stop", safety: true }]),
      scope: "list",
      every_open_hours: 40,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("maintenance_task_games")
    .values({ task_id: task.id, game_id: machine.id, added_at: now })
    .execute();

  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs");
  await page.getByRole("main").getByRole("link", { name: "Maintenance" }).click();
  await expect(page).toHaveURL("/maintenance");
  await waitForHydration(page);
  await page.getByLabel("Machine").selectOption({ label: machine.name });
  await expect(page).toHaveURL(`/maintenance?machine=${machine.id}`);
  const row = page.getByTestId("due-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("due-title")).toHaveText(`Wax the playfield ${token}`);
  await expect(row.getByTestId("due-state")).toHaveCount(0);
  await expect(row.getByTestId("due-use-openHours")).toHaveText("0 of 40 opening hours");
  await expect(row.getByTestId("due-when")).toHaveText("Due in 40 opening hours");
  await expect(row.getByTestId("due-safety")).toHaveText("Safety");
  await expect(page.getByTestId("count-due")).toHaveText("0");

  // Long enough overdue to lead the workshop board's safety tasks, ahead of the demo museum's.
  const ago = new Date(Date.now() - 400 * DAY).toISOString();
  await db.updateTable("maintenance_tasks").set({ created_at: ago }).where("id", "=", task.id).execute();
  await db.updateTable("games").set({ created_at: ago }).where("id", "=", machine.id).execute();
  await db.updateTable("maintenance_task_games").set({ added_at: ago }).where("task_id", "=", task.id).execute();
  await page.getByRole("link", { name: /^Overdue/ }).click();
  await expect(page).toHaveURL(`/maintenance?state=overdue&machine=${machine.id}`);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("due-state")).toHaveText("Overdue");
  await expect(row.getByTestId("due-when")).toHaveText(/^by \d+ days$/);
  const used = Number((await row.getByTestId("due-use-openHours").textContent())!.split(" of ")[0].replace(",", ""));
  expect(used).toBeGreaterThan(40);
  await expect(row.getByTestId("due-assignee")).toHaveText("Unassigned");
  await expect(page.getByTestId("count-overdue")).toHaveText("1");

  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  await page.getByRole("button", { name: "Mine" }).click();
  await expect(page).toHaveURL(`/maintenance?state=overdue&machine=${machine.id}&mine=1`);
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId("due-empty")).toBeVisible();
  await db
    .insertInto("maintenance_claims")
    .values({ task_id: task.id, game_id: machine.id, assigned_to: staff.id, assigned_at: new Date().toISOString() })
    .execute();
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("due-assignee")).toHaveText(ACCOUNTS.staff.name);
  await expect(page.getByRole("button", { name: "Mine" })).toHaveAttribute("aria-pressed", "true");
  await expectNoA11yViolations(page, "the due list");

  // The workshop board lists it among the overdue maintenance (safety first, then the longest overdue).
  await page.goto("/board/workshop");
  const overdue = page.getByRole("region", { name: "Overdue maintenance" });
  await expect(overdue).toContainText(`Wax the playfield ${token}`);
  await expect(overdue).toContainText(machine.name);
});

test("the due list's machine filter applies without JavaScript", async ({ browser, baseURL, db }, testInfo) => {
  const token = `${tokenOf(testInfo)}nojs`;
  await deleteTestMaintenance(db, token);
  const now = new Date().toISOString();
  const [machine] = await insertTestGames(db, [{ name: `No Script Probe ${token}`, type: "Other" }]);
  const task = await db
    .insertInto("maintenance_tasks")
    .values({ title: `Clean the optos ${token}`, scope: "machine", every_days: 30, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("maintenance_task_games")
    .values({ task_id: task.id, game_id: machine.id, added_at: now })
    .execute();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies((await signInOverHttp(baseURL!, ACCOUNTS.staff)).cookies);
    const page = await context.newPage();
    await page.goto("/maintenance");
    await page.getByLabel("Machine").selectOption({ label: machine.name });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/maintenance?machine=${machine.id}&type=`);
    await expect(page.getByTestId("due-row")).toHaveCount(1);
    await expect(page.getByTestId("due-title")).toHaveText(`Clean the optos ${token}`);
  } finally {
    await context.close();
    await deleteTestMaintenance(db, token);
  }
});
