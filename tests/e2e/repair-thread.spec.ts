import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, httpStatusError, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import type { DB } from "../../app/utils/db.server";

/**
 * A repair's thread (/repairs/{id}) on a real browser: triage, 'Take it', a work entry with a photo,
 * a part from Requested to Received (the repair's and the machine's statuses in step), resolve, a duplicate,
 * and the taps from a scanned label to a triaged, assigned repair with a photo.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("repairthread", testInfo.project.name);
const SHOTS = "/tmp/shots-thread";

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

/** A small PNG, as a phone's camera would hand over a photo (only smaller). */
const png = async (hue: string) => ({
  name: "coil.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: hue } })
    .png()
    .toBuffer(),
});

async function visitorReport(db: DB, gameId: number, comment: string, severity: "unplayable" | "major" = "major") {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("repairs")
    .values({
      game_id: gameId,
      comment,
      resolved: false,
      source: "visitor",
      severity,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const staffId = async (db: DB) =>
  (await db.selectFrom("users").select("id").where("email", "=", ACCOUNTS.staff.email).executeTakeFirstOrThrow()).id;
const repairOf = (db: DB, id: number) =>
  db.selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const machineStatus = async (db: DB, id: number) =>
  (await db.selectFrom("games").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

const repairStatus = (page: Page) => page.getByRole("list", { name: "The repair" }).getByTestId("repair-status");
const machineBadge = (page: Page) => page.getByTestId("thread-machine");

async function openThread(page: Page, id: number) {
  await page.goto(`/repairs/${id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${id}`);
}

test("triage, take, a work entry with a photo, a part requested, ordered and received, resolve @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow(); // a photo is compressed in the browser, and axe runs four times
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Black Knight ${token}`, status: "Operational" }]);
  const id = await visitorReport(db, game.id, "Left flipper is weak");
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await openThread(page, id);

  await expect(page.getByRole("link", { name: `Black Knight ${token}` }).first()).toHaveAttribute(
    "href",
    `/game/${game.slug}`,
  );
  await expect(machineBadge(page)).toContainText("Operational");
  await expect(page.getByTestId("repair-untriaged")).toHaveText("Untriaged");
  await expect(page.getByRole("combobox", { name: "Severity" })).toHaveValue("major");
  await expectNoA11yViolations(page, "/repairs/:id (untriaged)");

  // Triage: Unplayable takes the machine off the floor.
  await page.getByRole("combobox", { name: "Severity" }).selectOption("unplayable");
  await page.getByRole("button", { name: "Confirm severity" }).click();
  await expect(page.getByTestId("repair-untriaged")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "The repair" }).getByTestId("repair-severity")).toHaveText("Unplayable");
  await expect(machineBadge(page)).toContainText("In Repair");
  expect(await repairOf(db, id)).toMatchObject({
    severity: "unplayable",
    safety: false,
    triaged_by: await staffId(db),
  });

  // Take it: one tap.
  await page.getByRole("button", { name: "Take it" }).click();
  await expect(page.getByTestId("thread-mine")).toHaveText("You took it");
  await expect(repairStatus(page)).toHaveText("In progress");
  expect((await repairOf(db, id)).assigned_to).toBe(await staffId(db));

  // Expected back: a date, then cleared.
  await page.getByLabel("Expected back").fill("2026-12-03");
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByRole("list", { name: "The repair" })).toContainText("Expected back by Dec 3, 2026");
  expect((await repairOf(db, id)).expected_back).toBe("2026-12-03");
  await page.getByRole("button", { name: "Clear the expected back date" }).click();
  await expect(page.getByRole("list", { name: "The repair" })).not.toContainText("Expected back by");
  expect((await repairOf(db, id)).expected_back).toBeNull();

  // A work entry with a photo, the minutes and a part to request.
  await page.getByLabel("What did you do or find?").fill("Coil measured open; a new one is needed");
  await page.getByLabel("Minutes spent (optional)").fill("25");
  await page.getByLabel("Add photos").setInputFiles([await png("#b02090")]);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Request parts" }).click();
  await page.getByLabel("Part name").fill("Flipper coil FL-11630");
  await page.getByLabel("Quantity").fill("2");
  await page.getByLabel("Cost ($)").fill("12.50");
  await page.getByLabel("Where to buy (link)").fill("https://parts.example/fl-11630");
  await page.getByRole("button", { name: "Add work entry" }).click();
  const entries = page.getByTestId("work-entries").locator("[data-entry-id]");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Coil measured open; a new one is needed");
  await expect(entries.first()).toContainText("25 min");
  await expect(entries.first()).toContainText(ACCOUNTS.staff.name);
  const thumbnail = entries.first().getByRole("link", { name: "Photo 1 of work entry 1, opens full size" });
  await expect(thumbnail).toHaveAttribute("href", /\/uploads\/[0-9a-f]{32}-1200\.webp$/);
  await expect(thumbnail.getByRole("img")).toHaveJSProperty("complete", true);
  await expect(page.getByLabel("What did you do or find?")).toHaveValue("");
  const part = page.getByTestId("parts").locator("[data-part-id]").first();
  await expect(part).toContainText("2 × Flipper coil FL-11630");
  await expect(part.getByRole("link", { name: "Where to buy Flipper coil FL-11630" })).toHaveAttribute(
    "href",
    "https://parts.example/fl-11630",
  );
  await expect(part.getByRole("button", { name: "Requested" })).toHaveAttribute("aria-pressed", "true");
  await expect(repairStatus(page)).toHaveText("Waiting for parts");
  await expect(machineBadge(page)).toContainText("Awaiting Parts");
  expect(await machineStatus(db, game.id)).toBe("Awaiting Parts");
  await expectNoA11yViolations(page, "/repairs/:id (entries, photo, parts)");
  await screenshots(page, db, testInfo, id);

  await part.getByRole("button", { name: "Ordered" }).click();
  await expect(part.getByRole("button", { name: "Ordered" })).toHaveAttribute("aria-pressed", "true");
  await expect(repairStatus(page)).toHaveText("Waiting for parts");
  await expect(machineBadge(page)).toContainText("Awaiting Parts");
  expect((await repairOf(db, id)).status).toBe("waiting_for_parts");

  await part.getByRole("button", { name: "Received" }).click();
  await expect(part.getByRole("button", { name: "Received" })).toHaveAttribute("aria-pressed", "true");
  await expect(repairStatus(page)).toHaveText("In progress");
  await expect(machineBadge(page)).toContainText("In Repair");
  expect((await repairOf(db, id)).status).toBe("in_progress");
  expect(await machineStatus(db, game.id)).toBe("In Repair");

  // Resolve, the machine back to Operational (ticked by default on its last open repair).
  await expect(page.getByLabel("Set the machine back to Operational")).toBeChecked();
  await page.getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(repairStatus(page)).toHaveText("Resolved");
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(machineBadge(page)).toContainText("Operational");
  await expect(page.getByRole("button", { name: "Add work entry" })).toHaveCount(0);
  await expectNoA11yViolations(page, "/repairs/:id (resolved)");
  expect(await repairOf(db, id)).toMatchObject({ status: "resolved", resolved: true });
});

/** The thread with an entry, a photo and a part, at this project's width, light and dark; times pinned. */
async function screenshots(page: Page, db: DB, testInfo: TestInfo, id: number) {
  const at = "2026-06-03T15:20:00.000Z";
  await db.updateTable("repairs").set({ created_at: "2026-06-03T14:05:00.000Z" }).where("id", "=", id).execute();
  await db.updateTable("repair_entries").set({ created_at: at }).where("repair_id", "=", id).execute();
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("work-entries")).toContainText("Jun 3, 2026 11:20 AM");
    await expect(page.getByTestId("work-entries").getByRole("img")).toHaveJSProperty("complete", true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SHOTS, `thread-${testInfo.project.name}-${theme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await waitForHydration(page);
}

test("a repair closed as a duplicate of another repair of the same machine", async ({ page, signIn, db }, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Paperboy ${token}`, status: "In Repair" }]);
  const first = await visitorReport(db, game.id, "Handlebars loose");
  const second = await visitorReport(db, game.id, "The handlebar wobbles");
  await signIn("staff", { openDashboard: false });
  await openThread(page, second);
  const duplicateOf = page.getByRole("combobox", { name: "Duplicate of" });
  await expect(duplicateOf.locator("option")).toHaveCount(2); // the prompt and the machine's other repair
  await duplicateOf.selectOption(String(first));
  await page.getByRole("button", { name: "Close as duplicate" }).click();
  await expect(repairStatus(page)).toHaveText("Duplicate");
  const link = page.getByTestId("thread-duplicate-of").getByRole("link", { name: `repair #${first}` });
  await expect(link).toHaveAttribute("href", `/repairs/${first}`);
  expect(await repairOf(db, second)).toMatchObject({ status: "duplicate", duplicate_of: first, resolved: true });
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${first}`);
  await waitForHydration(page);

  // Delete asks first, then leads back to the machine.
  await page.getByRole("button", { name: "Delete repair" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete this repair?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`/repairs/${first}`);
  await page.getByRole("button", { name: "Delete repair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Repair" }).click();
  await expect(page).toHaveURL(`/game/${game.slug}`);
  expect(await db.selectFrom("repairs").select("deleted_at").where("id", "=", first).executeTakeFirst()).toEqual({
    deleted_at: expect.any(String),
  });
});

/**
 * A visitor's 'unsafe' report on an Operational machine, the short way (the rows the QR page's post writes): a
 * safety alarm that took the machine off the floor.
 */
async function visitorAlarm(db: DB, gameId: number, comment: string) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("repairs")
    .values({
      game_id: gameId,
      comment,
      resolved: false,
      source: "visitor",
      severity: "major",
      safety: true,
      visitor_playable: true,
      status_before: "Operational",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("games").set({ status: "In Repair" }).where("id", "=", gameId).execute();
  return id;
}

test("'Undo false alarm' on the alarm's repair says what it did, and the machine is back to its status", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Tempest ${token}`, status: "Operational" }]);
  const alarm = await visitorAlarm(db, game.id, "Smells of burning");
  await signIn("staff", { openDashboard: false });
  await openThread(page, alarm);
  await expect(machineBadge(page)).toContainText("In Repair");
  const undo = page.getByRole("form", { name: "False alarm" });
  await expect(undo).toContainText(`Close this report as a false alarm and put ${game.name} back to Operational.`);
  await undo.getByRole("button", { name: "Undo false alarm" }).click();

  await expect(page.getByRole("status").filter({ hasText: "false alarm" })).toHaveText(
    `Closed as a false alarm. ${game.name} is Operational again.`,
  );
  await expect(machineBadge(page)).toContainText("Operational");
  await expect(repairStatus(page)).toHaveText("False alarm");
  expect(await repairOf(db, alarm)).toMatchObject({ status: "false_alarm", resolved: true });
  expect(await machineStatus(db, game.id)).toBe("Operational");
  await machineBadge(page).getByRole("link", { name: game.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.name);
  await expect(page.locator("main [data-status-color]").first()).toHaveText("Operational");
});

test("a scanned label's staff panel offers 'Undo false alarm' on a visitor's alarm, and says what it did @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Asteroids ${token}`, status: "Operational" }]);
  const alarm = await visitorAlarm(db, game.id, "Sparks from the coin door");
  await signIn("staff", { openDashboard: false });
  await page.goto(`/report-issue?gameId=${game.id}`); // the scan
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Staff: open repairs" });
  const entry = panel.getByTestId("staff-open-repairs").getByRole("listitem");
  await expect(entry).toContainText("Sparks from the coin door");
  await expect(entry).toContainText(`Close this report as a false alarm and put ${game.name} back to Operational.`);
  await expectNoA11yViolations(page, "/report-issue (staff, a visitor's alarm)");
  await entry.getByRole("button", { name: "Undo false alarm" }).click();

  await expect(panel.getByRole("status")).toHaveText(`Closed as a false alarm. ${game.name} is Operational again.`);
  await expect(panel.getByText("No open repairs on this machine.")).toBeVisible();
  expect(await repairOf(db, alarm)).toMatchObject({ status: "false_alarm", resolved: true });
  expect(await machineStatus(db, game.id)).toBe("Operational");
  await expectNoA11yViolations(page, "/report-issue (staff, the alarm undone)");
});

/** Clicks a control on the page and counts it as one tap. */
const tapper = () => {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps++;
      await target.click();
    },
    pick: async (target: Locator, files: Awaited<ReturnType<typeof png>>[]) => {
      taps++; // the file picker: one tap on a phone (the camera's shutter is not the page's)
      await target.setInputFiles(files);
    },
    count: () => taps,
  };
};

test("from a scanned label, signed in, to a triaged, assigned repair with a photo: at most 4 taps @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow();
  const token = tokenOf(testInfo);
  const [game, reported] = await insertTestGames(db, [
    { name: `Joust ${token}`, status: "Operational" },
    { name: `Defender ${token}`, status: "Operational" },
  ]);
  await signIn("staff", { openDashboard: false });

  // A new problem: Log repair, the photo, Log Repair (Unplayable by default, 'Take it myself' ticked).
  const logged = tapper();
  await page.goto(`/report-issue?gameId=${game.id}`); // the scan
  await waitForHydration(page);
  await logged.tap(page.getByRole("link", { name: "Log repair" }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log New Repair");
  await expect(page.getByLabel("Repair Comment")).toBeFocused();
  await waitForHydration(page);
  await page.keyboard.type("Player 1 button dead");
  await logged.pick(page.getByLabel("Add photos"), [await png("#2090b0")]);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("radio", { name: "Unplayable" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Safety problem: someone could get hurt" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Take it myself" })).toBeChecked();
  await expectNoA11yViolations(page, "/repairs/new (with a photo)");
  await logged.tap(page.getByRole("button", { name: "Log Repair" }));
  await expect(page).toHaveURL(/\/repairs\/\d+$/);
  await expect(page.getByTestId("toast")).toHaveText(`Repair logged for ${game.name}.`);
  const row = await db.selectFrom("repairs").selectAll().where("game_id", "=", game.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ severity: "unplayable", assigned_to: await staffId(db), status: "in_progress" });
  expect(row.triaged_at).not.toBeNull();
  expect(JSON.parse(row.photos)).toHaveLength(1);
  expect(logged.count()).toBeLessThanOrEqual(4);

  // A visitor's report waiting for triage: its thread, Confirm and take it, the photo, Add work entry.
  const reportId = await visitorReport(db, reported.id, "Screen flickers", "unplayable");
  const confirmed = tapper();
  await page.goto(`/report-issue?gameId=${reported.id}`); // the scan
  await waitForHydration(page);
  await confirmed.tap(page.getByTestId("staff-open-repairs").getByRole("link", { name: `Open repair #${reportId}` }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${reportId}`);
  await waitForHydration(page);
  await confirmed.tap(page.getByRole("button", { name: "Confirm and take it" }));
  await expect(page.getByTestId("thread-mine")).toHaveText("You took it");
  await page.getByLabel("What did you do or find?").fill("Flicker confirmed; the cap kit is next");
  await confirmed.pick(page.getByLabel("Add photos"), [await png("#90b020")]);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 30_000 });
  await confirmed.tap(page.getByRole("button", { name: "Add work entry" }));
  await expect(page.getByTestId("work-entries").locator("[data-entry-id]")).toHaveCount(1);
  const report = await repairOf(db, reportId);
  expect(report.triaged_at).not.toBeNull();
  expect(report.assigned_to).toBe(await staffId(db));
  const entry = await db
    .selectFrom("repair_entries")
    .select("photos")
    .where("repair_id", "=", reportId)
    .executeTakeFirstOrThrow();
  expect(JSON.parse(entry.photos)).toHaveLength(1);
  expect(confirmed.count()).toBeLessThanOrEqual(4);

  testInfo.annotations.push({
    type: "taps",
    description: `new repair: ${logged.count()} taps; visitor report: ${confirmed.count()} taps (page clicks and file picks, the scan not counted)`,
  });
  console.log(`[taps ${testInfo.project.name}] new repair ${logged.count()}, visitor report ${confirmed.count()}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the thread's forms post as plain forms and come back to the thread; a refusal shows on the page", async ({
    page,
    signIn,
    db,
    browserErrors,
  }, testInfo) => {
    browserErrors.allow(httpStatusError(400), "the empty work entry is refused on purpose");
    const token = tokenOf(testInfo);
    const [game] = await insertTestGames(db, [{ name: `Robotron ${token}`, status: "Operational" }]);
    const id = await visitorReport(db, game.id, "Joystick sticks");
    await signIn("staff", { openDashboard: false });
    await page.goto(`/repairs/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${id}`);

    await page.getByRole("combobox", { name: "Severity" }).selectOption("minor");
    await page.getByRole("button", { name: "Confirm and take it" }).click();
    await expect(page).toHaveURL(`/repairs/${id}`);
    await expect(page.getByTestId("thread-mine")).toHaveText("You took it");
    expect(await repairOf(db, id)).toMatchObject({ severity: "minor", assigned_to: await staffId(db) });

    await page.getByRole("button", { name: "Add work entry" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Say what you did or found" })).toBeVisible();
    expect(await db.selectFrom("repair_entries").select("id").where("repair_id", "=", id).execute()).toEqual([]);

    await page.getByLabel("What did you do or find?").fill("New leaf switch fitted");
    await page.getByLabel("Minutes spent (optional)").fill("15");
    await page.getByRole("button", { name: "Add work entry" }).click();
    await expect(page).toHaveURL(`/repairs/${id}`);
    await expect(page.getByTestId("work-entries")).toContainText("New leaf switch fitted");

    await page.getByRole("button", { name: "Mark as Resolved" }).click();
    await expect(page).toHaveURL(`/repairs/${id}`);
    await expect(repairStatus(page)).toHaveText("Resolved");
  });
});
