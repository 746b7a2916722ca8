import sharp from "sharp";
import type { TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { ACCOUNTS } from "./accounts";
import { deleteTestMaintenance, insertTestGames, tokenFor } from "./game-data";

/**
 * A maintenance cycle's page on a real browser: taken, done with its checklist and a photo (said in a toast with
 * Undo), its next due point moved, in its history.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("maintenancedone", testInfo.project.name);
/** Long ago, so the cycle is overdue whenever the test runs: 30 days on from Jan 1, 2020 10:00 AM in Florida. */
const JOINED = "2020-01-01T15:00:00.000Z";

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestMaintenance(db, tokenOf(testInfo));
});

test("a task is taken, done with its checklist and a photo; its next due point moves and the history shows it @phone", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Medieval Madness ${token}` }]);
  await db.updateTable("games").set({ created_at: JOINED }).where("id", "=", game.id).execute();
  const title = `Wax the playfield ${token}`;
  const { id: taskId } = await db
    .insertInto("maintenance_tasks")
    .values({
      title,
      steps: JSON.stringify([
        { text: "Switch the machine off at the wall", safety: true },
        { text: "Wax and buff the playfield", safety: false },
      ]),
      scope: "list",
      game_type: null,
      every_days: 30,
      every_open_hours: null,
      every_plays: null,
      minutes: 40,
      created_at: JOINED,
      updated_at: JOINED,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("maintenance_task_games")
    .values({ task_id: taskId, game_id: game.id, added_at: JOINED })
    .execute();

  await signIn("staff", { openDashboard: false });
  await page.goto(`/maintenance/cycles/${taskId}/${game.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("cycle-state")).toHaveText("Overdue");
  await expect(page.getByTestId("cycle-due")).toHaveText("Was due Jan 31, 2020 10:00 AM");
  await expectNoA11yViolations(page, "/maintenance/cycles/:taskId/:gameId");

  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByTestId("cycle-mine")).toHaveText("You took it");
  await expect(page.getByText("Taken. It is yours now.")).toBeVisible();

  // One step left unticked without a note: refused, with the rule.
  await page.getByLabel("Switch the machine off at the wall").check();
  await page.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText("Tick every step, or say in the note why one was skipped")).toBeVisible();

  await page.getByLabel("Wax and buff the playfield").check();
  await page.getByLabel("Minutes spent (optional)").fill("35");
  await page.getByLabel("Note (optional)").fill(`Carnauba wax ${token}`);
  await page.getByLabel("Add photos").setInputFiles([
    {
      name: "playfield.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: "#2090b0" } })
        .png()
        .toBuffer(),
    },
  ]);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Mark done" }).click();
  // Said in a toast that offers Undo (components/feedback/).
  const said = page.getByTestId("toast").filter({ hasText: `Done: ${title} on ${game.name}. Next due in 30 days.` });
  await expect(said).toBeVisible();
  await expect(said.getByRole("button", { name: "Undo", exact: true })).toBeVisible();

  await expect(page.getByTestId("cycle-state")).toHaveText("Not due yet");
  await expect(page.getByTestId("cycle-due")).toHaveText(/^Due [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
  await expect(page.getByRole("button", { name: "Take it" })).toBeVisible();
  const history = page.getByRole("list", { name: "Maintenance done, newest first" }).locator(":scope > li");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText(`Carnauba wax ${token}`);
  await expect(history.first()).toContainText(`${ACCOUNTS.staff.name} · 35 min`);
  await expect(history.first()).toContainText("Done late");
  await expect(history.first().getByRole("link", { name: /^Photo 1 of / })).toHaveAttribute(
    "href",
    /\/uploads\/[0-9a-f]{32}-1200\.webp$/,
  );
  await expectNoA11yViolations(page, "/maintenance/cycles/:taskId/:gameId (done)");
  const [done] = await db.selectFrom("maintenance_done").selectAll().where("game_id", "=", game.id).execute();
  expect(done).toMatchObject({ minutes: 35, late: true, due_at: "2020-01-31T15:00:00.000Z" });
});
