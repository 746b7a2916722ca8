import path from "node:path";
import { createUser } from "../../app/models/account/user.server";
import { createEvent } from "../../app/models/event/event-admin.server";
import { eventFormSchema } from "../../app/models/event/event.schema";
import { createGame } from "../../app/models/game/game-admin.server";
import { EMPTY_GAME_VALUES, gameFormSchema } from "../../app/models/game/game.schema";
import { createDb } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import { expect, expectNoA11yViolations, pinBrowserClock, signInOverHttp, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * "Remove the demo content" on a museum of its own (the run's shared museum keeps its demo for every other
 * test): a manager confirms it from the Admin Dashboard, and the machine and the event staff added stay.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ env: { SEED_DEMO: "true", ADMIN_EMAIL: "manager@demo.e2e.test" } });
  const db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  try {
    const manager = await createUser(db, ACCOUNTS.manager);
    const actor = { id: manager.id, ip: null };
    const game = gameFormSchema(2026).parse({ ...EMPTY_GAME_VALUES, name: "Staff Bought Galaxian", yearMade: "1979" });
    expect(await createGame(db, game, actor)).toMatchObject({ ok: true });
    const event = eventFormSchema.parse({
      title: "Staff Pinball League",
      description: "Our own league night.",
      date: "2099-01-07",
      time: "19:00",
      type: "event",
      registrationFee: "",
      admissionFee: "5",
    });
    await createEvent(db, event, actor);
  } finally {
    await db.destroy();
  }
});

test.afterAll(async () => {
  await server?.stop();
});

test("Remove the demo content: a manager confirms it; the machine and the event staff added stay", async ({ page }) => {
  await pinBrowserClock(page);
  await page.context().addCookies((await signInOverHttp(server.url, ACCOUNTS.manager)).cookies);
  await page.goto(`${server.url}/collection`);
  await expect(page.getByRole("link", { name: /Medieval Madness/ }).first()).toBeVisible();

  await page.goto(`${server.url}/admin`);
  await waitForHydration(page);
  await page.getByRole("link", { name: /Remove the demo content/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Demo Content" })).toBeVisible();
  await expect(page.getByText("Everything staff added, the opening hours and special days")).toBeVisible();

  await page.getByRole("button", { name: "Remove the demo content" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove the demo content?" });
  await expect(dialog).toContainText("It cannot be undone.");
  await expectNoA11yViolations(page, "the confirm dialog of Remove the demo content");
  await dialog.getByRole("button", { name: "Remove the demo content" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Removed the demo content" })).toHaveText(
    /^Removed the demo content: \d+ games, 8 events, 14 FAQs, 5 products, 2 gift cards, 3 announcements and 4 hero slides\.$/,
  );
  await expect(page.getByText("There is no demo content left to remove.")).toBeVisible();
  await expectNoA11yViolations(page, "Demo Content after the removal");

  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "No demo content left" })).toBeVisible();

  await page.goto(`${server.url}/collection`);
  await expect(page.getByRole("link", { name: /Staff Bought Galaxian/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Medieval Madness/ })).toHaveCount(0);
  await page.goto(`${server.url}/admin/events`);
  await expect(page.getByRole("heading", { name: "Staff Pinball League" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Monthly Pinball Tournament" })).toHaveCount(0);
});
