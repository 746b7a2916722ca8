import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import type { DB } from "../../app/utils/db.server";

/**
 * How a repair's thread reads (docs/product.md#the-repair-thread): the report and the work log first, the
 * details beside the log on a desktop and after it on a phone, one primary button for the step the repair waits
 * for, and a new work entry shown where it lands in the log.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("threadlayout", testInfo.project.name);
const SHOTS = "/tmp/shots/thread";
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 5, 2, hour, minute)).toISOString();

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

const staffId = async (db: DB) =>
  (await db.selectFrom("users").select("id").where("email", "=", ACCOUNTS.staff.email).executeTakeFirstOrThrow()).id;
const repairOf = (db: DB, id: number) =>
  db.selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function openThread(page: Page, id: number) {
  await page.goto(`/repairs/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${id}`);
}

/**
 * The names of the buttons on the page drawn filled like its primary button: the pointer moved away first, so
 * no hover colour counts, and the fill read from a probe styled as a primary button, in the page's own theme.
 */
async function filledButtons(page: Page) {
  await page.mouse.move(0, 0);
  return page.getByRole("main").evaluate((main) => {
    const probe = document.createElement("button");
    probe.className = "btn-primary";
    main.append(probe);
    const fill = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return Array.from(main.querySelectorAll<HTMLElement>("button, a"))
      .filter((el) => el.checkVisibility() && getComputedStyle(el).backgroundColor === fill)
      .map((el) => el.innerText.trim());
  });
}

test("the work log comes first, the details beside it on a desktop and after it on a phone; one main action per state @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow(); // four states, axe twice
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Gorgar ${token}`, status: "Operational" }]);
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Speech board silent",
      resolved: false,
      source: "visitor",
      severity: "major",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await signIn("staff", { openDashboard: false });
  await openThread(page, id);

  const log = page.getByRole("region", { name: "Work log" });
  const details = page.getByRole("region", { name: "Details" });
  const severity = details.getByRole("combobox", { name: "Severity" });
  await expect(severity).toHaveValue("major");
  const logFirst = await page.evaluate(() => {
    const work = document.getElementById("work-heading");
    const triage = document.querySelector('form[aria-label="Triage"]');
    return work && triage ? Boolean(work.compareDocumentPosition(triage) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
  });
  expect(logFirst, "the work log comes before the triage controls").toBe(true);
  const logBox = (await log.boundingBox())!;
  const detailsBox = (await details.boundingBox())!;
  if (testInfo.project.name === "phone") {
    expect(detailsBox.y).toBeGreaterThanOrEqual(logBox.y + logBox.height);
    expect(detailsBox.height, "the details are one compact panel").toBeLessThan(page.viewportSize()!.height);
  } else {
    expect(detailsBox.x, "the details are a sidebar right of the log").toBeGreaterThanOrEqual(logBox.x + logBox.width);
    expect(detailsBox.y).toBeLessThan(logBox.y + logBox.height);
    expect(detailsBox.width).toBeLessThanOrEqual(360);
  }

  await expect.poll(() => filledButtons(page)).toEqual(["Confirm and take it"]);
  await expectNoA11yViolations(page, "/repairs/:id (untriaged, light)");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => filledButtons(page)).toEqual(["Confirm and take it"]);
  await expectNoA11yViolations(page, "/repairs/:id (untriaged, dark)");
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await waitForHydration(page);

  await details.getByRole("button", { name: "Confirm severity" }).click();
  await expect(details.getByRole("status").filter({ hasText: "Triage saved." })).toBeVisible();
  expect((await repairOf(db, id)).triaged_by).toBe(await staffId(db));
  await expect.poll(() => filledButtons(page)).toEqual(["Take it"]);

  await details.getByRole("button", { name: "Take it" }).click();
  await expect(details.getByTestId("thread-mine")).toHaveText("You took it");
  await expect(details.getByRole("status").filter({ hasText: "Taken: it is yours." })).toBeVisible();
  expect((await repairOf(db, id)).assigned_to).toBe(await staffId(db));
  await expect.poll(() => filledButtons(page)).toEqual(["Mark as Resolved"]);

  await page.getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(page.getByRole("heading", { name: "Closed" })).toBeVisible();
  expect((await repairOf(db, id)).status).toBe("resolved");
  await expect.poll(() => filledButtons(page)).toEqual(["Reopen"]);
});

/** A repair that is staff's and in hand: three work entries and a part on order, its times pinned. */
async function takenRepair(db: DB, token: string) {
  const staff = await staffId(db);
  const [game] = await insertTestGames(db, [{ name: `Fireball ${token}`, status: "Awaiting Parts" }]);
  const { id } = await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Left flipper weak and the ball stalls in the upper loop",
      resolved: false,
      source: "staff",
      severity: "major",
      status: "waiting_for_parts",
      created_by: staff,
      assigned_to: staff,
      assigned_at: at(14, 10),
      triaged_at: at(14, 5),
      triaged_by: staff,
      created_at: at(14, 5),
      updated_at: at(16),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const entry = (body: string, hour: number, minutes: number | null) => ({
    repair_id: id,
    body,
    minutes,
    created_by: staff,
    created_at: at(hour),
  });
  await db
    .insertInto("repair_entries")
    .values([
      entry("Flipper coil measures 3.2 ohm, in spec. The EOS switch is burnt and sticks open.", 14, 20),
      entry("Cleaned and regapped the EOS switch; flipper stronger but still fades after a few minutes.", 15, 35),
      entry("The coil sleeve is worn through; a new coil and sleeve are on order.", 16, 10),
    ])
    .execute();
  await db
    .insertInto("repair_parts")
    .values({
      repair_id: id,
      name: "Flipper coil FL-11630 with sleeve",
      quantity: 1,
      url: "https://parts.example/fl-11630",
      cost: 24.5,
      status: "ordered",
      requested_by: staff,
      requested_at: at(16),
      ordered_at: at(16, 30),
      updated_at: at(16, 30),
    })
    .execute();
  return id;
}

test("a new work entry is shown where it lands in the log: last, in view, focused, marked and announced @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow(); // the screenshots reload the page twice
  const token = tokenOf(testInfo);
  const id = await takenRepair(db, token);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await openThread(page, id);
  await screenshots(page, testInfo);

  const entries = page.getByTestId("work-entries").locator("[data-entry-id]");
  await expect(entries).toHaveCount(3);
  await expect.poll(() => filledButtons(page)).toEqual(["Mark as Resolved"]);
  await page.getByLabel("What did you do or find?").fill("Fitted the new coil and sleeve; both flippers strong");
  await page.getByLabel("Minutes spent (optional)").fill("30");
  await page.getByRole("button", { name: "Add work entry" }).click();

  await expect(entries).toHaveCount(4);
  const added = entries.last();
  await expect(added).toContainText("Fitted the new coil and sleeve; both flippers strong");
  await expect(added).toHaveAttribute("data-highlighted", "true");
  await expect(added).toBeInViewport();
  await expect(added).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Work entry added." })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, `thread-${testInfo.project.name}-entry-added.png`) });
  await expect(page.getByLabel("What did you do or find?")).toHaveValue("");
  const stored = await db
    .selectFrom("repair_entries")
    .select(["id", "body", "minutes"])
    .where("repair_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  expect(stored).toHaveLength(4);
  expect(stored[3]).toMatchObject({ body: "Fitted the new coil and sleeve; both flippers strong", minutes: 30 });
  await expect(added).toHaveAttribute("data-entry-id", String(stored[3].id));

  await page.reload();
  await expect(entries).toHaveCount(4);
  await expect(entries.last()).toContainText("Fitted the new coil and sleeve; both flippers strong");
  await expect(entries.last()).not.toHaveAttribute("data-highlighted", "true");
});

/** The thread in hand, light and dark, at a 1440 px desktop or this project's phone; full page. */
async function screenshots(page: Page, testInfo: TestInfo) {
  const phone = testInfo.project.name === "phone";
  const size = page.viewportSize()!;
  if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("work-entries")).toContainText("Jun 2, 2026 12:00 PM");
    await page.screenshot({
      path: path.join(SHOTS, `thread-${phone ? "phone" : "desktop"}-${theme}.png`),
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(size);
  await page.reload();
  await waitForHydration(page);
}
