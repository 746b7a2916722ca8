import path from "node:path";
import type { Page } from "@playwright/test";
import { createUser } from "../../app/models/account/user.server";
import { createDb, type DB } from "../../app/utils/db.server";
import { newGame } from "../integration/factories";
import { ACCOUNTS } from "./accounts";
import { expect, expectNoA11yViolations, signInOverHttp, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Maintenance tasks (/maintenance/tasks) on a server of its own, so the list starts empty: a staff member adds the
 * starter set for Pinball and sees its tasks, and writes a task for two machines with a checklist, the browser
 * holding back a bad interval with its message first. The texts are written out, as a user reads them.
 */

let server: OwnServer;
let db: DB;

test.beforeAll(async () => {
  server = await startOwnServer();
  db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  await createUser(db, ACCOUNTS.staff);
  for (const [name, type] of [
    ["Attack from Mars", "Pinball"],
    ["Twilight Zone", "Pinball"],
    ["Galaga", "Arcade"],
  ] as const)
    await db.insertInto("games").values(newGame({ name, type })).execute();
});

test.afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

async function openAsStaff(page: Page, address: string) {
  await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.staff)).cookies);
  await page.goto(`${server.url}${address}`);
  await waitForHydration(page);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const row = (page: Page, title: string) => page.getByTestId("task-row").filter({ hasText: title });

test("@phone a staff member adds the starter set for every Pinball machine and sees its tasks listed", async ({
  page,
}) => {
  await openAsStaff(page, "/maintenance/tasks");
  await expect(page.getByRole("heading", { name: "No maintenance tasks yet" })).toBeVisible();
  await expectNoA11yViolations(page, "no maintenance tasks yet");

  await page.getByRole("checkbox", { name: /All Arcade machines/ }).uncheck();
  await page.getByRole("button", { name: "Add starter set" }).click();

  await expect(toast(page, "Added 6 tasks from the starter set.")).toBeVisible();
  await expect(page.getByTestId("task-count")).toHaveText("6 tasks");
  const wax = row(page, "Clean and wax the playfield");
  await expect(wax.getByTestId("task-target")).toHaveText("All Pinball on the floor");
  await expect(wax.getByTestId("task-intervals")).toHaveText("every 30 days or 60 opening hours or 2,000 plays");
  await expect(row(page, "Check flipper coil stops and linkages").getByTestId("task-safety")).toBeVisible();
  await expect(row(page, "Check the coin door")).toHaveCount(0);
  await expectNoA11yViolations(page, "the maintenance tasks");
});

test("@phone a staff member writes a task for two machines with a checklist; a bad interval shows its message first", async ({
  page,
}) => {
  await openAsStaff(page, "/maintenance/tasks/new");
  await expectNoA11yViolations(page, "a new maintenance task");

  await page.getByLabel("Title").fill("Check the ramp flaps");
  await page.getByRole("radio", { name: "A list of machines" }).check();
  const search = page.getByRole("searchbox", { name: "Find a machine" });
  for (const name of ["Attack from Mars", "Twilight Zone"]) {
    await search.fill(name.slice(0, 6));
    await page.getByRole("checkbox", { name }).check();
  }
  await expect(page.getByText("2 machines picked")).toBeVisible();

  const steps = page.getByTestId("task-step");
  await steps.nth(0).getByRole("textbox").fill("Lift each ramp flap and check it springs back");
  await page.getByRole("button", { name: "Add a step" }).click();
  await expect(steps.nth(1).getByRole("textbox")).toBeFocused();
  await page.keyboard.type("Switch the machine off");
  await steps.nth(1).getByRole("checkbox", { name: "Safety" }).check();
  await page.getByRole("button", { name: "Move up step 2" }).click();
  await expect(steps.nth(0).getByRole("textbox")).toHaveValue("Switch the machine off");

  const days = page.getByLabel("Every … days");
  await days.fill("0");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(page.getByText("An interval is a whole number of at least 1.")).toBeVisible();
  await expect(days).toBeFocused();
  expect(
    await db.selectFrom("maintenance_tasks").select("id").where("title", "=", "Check the ramp flaps").execute(),
  ).toEqual([]);

  await days.fill("14");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expect(toast(page, "Added the task “Check the ramp flaps”.")).toBeVisible();
  await expect(page).toHaveURL(/\/maintenance\/tasks$/);
  const task = row(page, "Check the ramp flaps");
  await expect(task.getByTestId("task-target")).toHaveText("2 machines");
  await expect(task.getByTestId("task-intervals")).toHaveText("every 14 days");
  await expect(task).toContainText("2 steps");
  await expect(task.getByTestId("task-safety")).toBeVisible();
  const stored = await db
    .selectFrom("maintenance_tasks")
    .select("steps")
    .where("title", "=", "Check the ramp flaps")
    .executeTakeFirstOrThrow();
  expect(JSON.parse(stored.steps)).toEqual([
    { text: "Switch the machine off", safety: true },
    { text: "Lift each ramp flap and check it springs back", safety: false },
  ]);
});
