import type { TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { logRepair } from "../../app/models/repair/repair.server";
import { takeRepair } from "../../app/models/repair/triage.server";
import { addWorkEntry } from "../../app/models/repair/work-entries.server";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/** The game page's timeline: staff see the machine's history newest first, a page at a time. */

const tokenOf = (testInfo: TestInfo) => tokenFor("timeline", testInfo.project.name);
/** Fixed moments, so the labels are the same whenever the test runs: Jan 10, 2026 from 9:00 AM in Florida. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 14, minutes)).toISOString();

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

test("staff see the machine's timeline newest first and page back with Show older; visitors get none of it @phone", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Timeline Test ${token}` }]);
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const actor = { id: staff.id, ip: "127.0.0.1" };
  const { repairId } = (await logRepair(db, game.id, `Display flickers ${token}`, actor, { now: at(0) }))!;
  await takeRepair(db, repairId, actor, at(1));
  // 22 work entries: with the repair, its status change and the take, 25 items, one more page than the first.
  for (let i = 1; i <= 22; i++)
    await addWorkEntry(db, repairId, { body: `Step ${i} ${token}`, minutes: i, photos: [] }, actor, at(1 + i));

  const visitor = await page.request.get(`/game/${game.slug}.data`);
  expect(await visitor.text()).not.toContain(`Step 22 ${token}`);

  await signIn("staff", { openDashboard: false });
  await page.goto(`/game/${game.slug}`);
  await waitForHydration(page);
  const timeline = page.getByRole("region", { name: "Timeline" });
  const items = timeline.getByTestId("timeline").locator(":scope > li");
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText(`Work on repair #${repairId} · 22 min`);
  await expect(items.first()).toContainText("Jan 10, 2026 9:23 AM");
  await expect(items.first()).toContainText(`Step 22 ${token}`);
  await expect(items.first().getByRole("link", { name: `Open repair #${repairId}` })).toHaveAttribute(
    "href",
    `/repairs/${repairId}`,
  );
  await expectNoA11yViolations(page, "game page with its timeline");

  await timeline.getByRole("link", { name: "Show older" }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${game.slug}\\?timeline=40$`));
  await expect(items).toHaveCount(25);
  await expect(items.nth(22)).toContainText(`Repair #${repairId} taken`);
  await expect(items.nth(23)).toContainText("Status changed from Operational to In Repair");
  await expect(items.last()).toContainText(`Repair #${repairId} logged`);
  await expect(items.last()).toContainText(`Display flickers ${token}`);
  await expect(timeline.getByRole("link", { name: "Show older" })).toHaveCount(0);
});
