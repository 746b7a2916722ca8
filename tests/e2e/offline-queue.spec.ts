import type { TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, httpStatusError, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { deleteTestMaintenance, insertTestGames, tokenFor } from "./game-data";
import {
  badge,
  bigPhoto,
  keepCopyAgain,
  keptItems,
  maintenanceTask,
  open,
  ROUTE_LOOKUP_OFFLINE,
  saved,
  visitorReport,
} from "./offline-queue-helpers";
import { discardedText, putBackText, QUEUE_TITLE } from "../../app/components/floor-queue/queue-words";

/**
 * The floor's queue on a real browser (docs/design.md#the-floors-queue): forms made while the network is gone are
 * kept on the phone, counted in the header, and sent in order once it is back, each stored once; a refusal is kept
 * with the server's message on Waiting to send, the dialog the badge opens. Each page is opened while online: the service worker, which
 * reloads a page offline, is tested by offline-screens.spec.ts.
 */

const tokenOf = (testInfo: TestInfo) => tokenFor("offlinequeue", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestMaintenance(db, tokenOf(testInfo));
});

test("offline, ten floor changes are kept and counted; back online they arrive in order, each once @phone", async ({
  page,
  browserErrors,
  context,
  db,
  signIn,
}, testInfo) => {
  test.slow(); // six pages, a 3 MB photo and four rounds of sending
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  const token = tokenOf(testInfo);
  const [logged, worked, first, second, serviced] = await insertTestGames(
    db,
    ["Medieval Madness", "Black Knight", "Twilight Zone", "Fish Tales", "Attack from Mars"].map((name) => ({
      name: `${name} ${token}`,
      status: "Operational" as const,
    })),
  );
  const workedOn = await visitorReport(db, worked.id, "Left flipper is weak");
  const resolveFirst = await visitorReport(db, first.id, "Clock stuck");
  const resolveSecond = await visitorReport(db, second.id, "Boat ramp loose");
  const taskTitle = `Clean the glass ${token}`;
  const taskId = await maintenanceTask(db, serviced.id, taskTitle);

  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  const logTab = await open(context, `/repairs/new?gameId=${logged.id}`, page);
  const entryTab = await open(context, `/repairs/${workedOn}`);
  const firstTab = await open(context, `/repairs/${resolveFirst}`);
  const secondTab = await open(context, `/repairs/${resolveSecond}`);
  const cycleTab = await open(context, `/maintenance/cycles/${taskId}/${serviced.id}`);
  await cycleTab.getByRole("button", { name: "Take it" }).click();
  await expect(cycleTab.getByTestId("cycle-mine")).toHaveText("You took it");
  await expect(badge(logTab)).toHaveCount(0);

  await context.setOffline(true);
  await expect(badge(logTab)).toHaveText("Offline");

  for (let n = 1; n <= 5; n++) {
    await logTab.getByLabel("Repair Comment").fill(`Offline repair ${n} ${token}`);
    await logTab.getByRole("button", { name: "Log Repair" }).click();
    await expect(saved(logTab)).toBeVisible();
    await expect(logTab.getByLabel("Repair Comment")).toHaveValue("");
  }
  await entryTab.getByLabel("What did you do or find?").fill(`Coil measured ${token}`);
  await entryTab.getByLabel("Add photos").setInputFiles([await bigPhoto()]);
  await expect(entryTab.getByRole("img", { name: "Photo 1" })).toBeVisible({ timeout: 30_000 });
  await entryTab.getByRole("button", { name: "Add work entry" }).click();
  await expect(saved(entryTab)).toBeVisible();
  await expect(entryTab.getByRole("img", { name: "Photo 1" })).toHaveCount(0);
  await entryTab.getByLabel("What did you do or find?").fill(`New coil fitted ${token}`);
  await entryTab.getByRole("button", { name: "Add work entry" }).click();
  await expect(entryTab.getByLabel("What did you do or find?")).toHaveValue("");
  for (const tab of [firstTab, secondTab]) {
    await tab.getByRole("button", { name: "Mark as Resolved" }).click();
    await expect(saved(tab)).toBeVisible();
  }
  await cycleTab.getByLabel("Clean the glass").check();
  await cycleTab.getByRole("button", { name: "Mark done" }).click();
  await expect(saved(cycleTab)).toBeVisible();

  await expect(badge(logTab)).toHaveText(/Offline\s*10 waiting/);
  await expect(badge(cycleTab)).toHaveText(/10 waiting/);
  await expectNoA11yViolations(logTab, "the offline badge");
  const kept = await keptItems(logTab);
  expect(kept.map((item) => item.label)).toEqual([
    ...Array.from({ length: 5 }, () => `Log repair: Medieval Madness ${token}`),
    `Work entry on #${workedOn}`,
    `Work entry on #${workedOn}`,
    `Resolve #${resolveFirst}`,
    `Resolve #${resolveSecond}`,
    `Done: ${taskTitle}`,
  ]);
  // Nothing reached the server while offline.
  expect(await db.selectFrom("repairs").select("id").where("game_id", "=", logged.id).execute()).toEqual([]);

  const scopes = [
    ...Array.from({ length: 5 }, () => `log-repair:${logged.id}`),
    `repair-entry:${workedOn}`,
    `repair-entry:${workedOn}`,
    `repair-resolve:${resolveFirst}`,
    `repair-resolve:${resolveSecond}`,
    `maintenance-done:${taskId}:${serviced.id}`,
  ];
  const arrived = async () =>
    (
      await db
        .selectFrom("idempotency_keys")
        .select("scope")
        .where("scope", "in", [...new Set(scopes)])
        .orderBy("created_at")
        .execute()
    ).map((row) => row.scope);

  await context.setOffline(false);
  await expect.poll(arrived, { timeout: 10_000 }).toEqual(scopes);
  await expect(badge(logTab)).toHaveCount(0);

  const stored = async () => ({
    repairs: (
      await db.selectFrom("repairs").select("comment").where("game_id", "=", logged.id).orderBy("id").execute()
    ).map((row) => row.comment),
    entries: (
      await db
        .selectFrom("repair_entries")
        .select(["body", "photos"])
        .where("repair_id", "=", workedOn)
        .orderBy("id")
        .execute()
    ).map((row) => [row.body, JSON.parse(row.photos ?? "[]").length]),
    resolved: (
      await db.selectFrom("repairs").select("resolved").where("id", "in", [resolveFirst, resolveSecond]).execute()
    ).map((row) => Boolean(row.resolved)),
    done: (
      await db
        .selectFrom("maintenance_done")
        .select("id")
        .where("task_id", "=", taskId)
        .where("game_id", "=", serviced.id)
        .execute()
    ).length,
  });
  const expected = {
    repairs: Array.from({ length: 5 }, (_, n) => `Offline repair ${n + 1} ${token}`),
    entries: [
      [`Coil measured ${token}`, 1],
      [`New coil fitted ${token}`, 0],
    ],
    resolved: [true, true],
    done: 1,
  };
  expect(await stored()).toEqual(expected);

  // The same ten replayed three more times (their own keys): nothing is stored twice.
  for (let replay = 0; replay < 3; replay++) {
    await keepCopyAgain(logTab);
    await logTab.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(async () => (await keptItems(entryTab)).length, { timeout: 15_000 }).toBe(0);
  }
  expect(await stored()).toEqual(expected);
  expect(await arrived()).toEqual(scopes);
});

test("a work entry kept for a repair closed meanwhile is refused, kept with its message, survives a reload; Sign Out asks first; Discard, and Undo puts it back @phone", async ({
  page,
  browserErrors,
  context,
  db,
  signIn,
}, testInfo) => {
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Funhouse ${token}`, status: "Operational" }]);
  const repair = await visitorReport(db, game.id, "Rudy's eyes stuck");
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await open(context, `/repairs/${repair}`, page);

  await context.setOffline(true);
  await page.getByLabel("What did you do or find?").fill(`Eye mech cleaned ${token}`);
  await page.getByRole("button", { name: "Add work entry" }).click();
  await expect(saved(page)).toBeVisible();

  // A colleague resolves it while this phone is offline.
  await db.updateTable("repairs").set({ resolved: true, status: "resolved" }).where("id", "=", repair).execute();
  // Back on a network that takes no posts: the reloaded page still holds the queue, and nothing was sent.
  browserErrors.allow(/ERR_INTERNET_DISCONNECTED/, "the replays refused by the network that takes no posts");
  await page.route("**/repairs/**", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback(),
  );
  await context.setOffline(false);
  await page.reload();
  await waitForHydration(page);
  await badge(page).click();
  const queue = page.getByRole("dialog", { name: QUEUE_TITLE });
  const item = queue.getByTestId("kept-item");
  await expect(item).toContainText(`Work entry on #${repair}`);
  await expect(item).toContainText("Waiting");

  await page.unroute("**/repairs/**");
  browserErrors.allow(httpStatusError(409), "the server refuses the work entry: its repair is closed");
  await queue.getByRole("button", { name: "Send now" }).click();
  await expect(item).toContainText("Refused");
  await expect(item).toContainText("This repair is closed. Reopen it first.");
  await expect(item).toContainText(`Eye mech cleaned ${token}`);
  await expect(badge(page)).toHaveText("1 waiting");
  await expectNoA11yViolations(page, "Waiting to send");
  expect(await db.selectFrom("repair_entries").select("id").where("repair_id", "=", repair).execute()).toEqual([]);

  // Escape closes it, back on the badge; signing out asks first while a change is kept (Cancel: the shared
  // session stays signed in).
  await page.keyboard.press("Escape");
  await expect(queue).toHaveCount(0);
  await expect(badge(page)).toBeFocused();
  await page.getByRole("button", { name: "Sign Out" }).locator("visible=true").click();
  const asking = page.getByRole("alertdialog");
  await expect(asking).toContainText("1 change is still waiting to be sent from this phone. Sign out anyway?");
  await asking.getByRole("button", { name: "Cancel" }).click();
  await expect(asking).toHaveCount(0);

  // Discard says so with an Undo, which puts the change back exactly as it was; then it goes for good.
  const before = await keptItems(page);
  await badge(page).click();
  await item.getByRole("button", { name: "Discard" }).click();
  await expect(queue.getByText(discardedText(`Work entry on #${repair}`))).toBeVisible();
  await expect(queue.getByText("Nothing is waiting. Everything made on this phone has been sent.")).toBeVisible();
  expect(await keptItems(page)).toEqual([]);
  await expectNoA11yViolations(page, "Waiting to send after a Discard");
  await expect(queue.getByRole("button", { name: "Undo" })).toBeFocused();
  await queue.getByRole("button", { name: "Undo" }).click();
  await expect(queue.getByText(putBackText(`Work entry on #${repair}`))).toBeVisible();
  await expect(item).toContainText("This repair is closed. Reopen it first.");
  expect(await keptItems(page)).toEqual(before);
  await expect(badge(page)).toHaveText("1 waiting");

  await item.getByRole("button", { name: "Discard" }).click();
  await expect(queue.getByText("Nothing is waiting. Everything made on this phone has been sent.")).toBeVisible();
  await queue.getByRole("button", { name: "Close" }).click();
  await expect(badge(page)).toHaveCount(0);
});

test("a visitor report made by staff while offline is kept, said in the staff panel, and sent once back online", async ({
  page,
  context,
  db,
  signIn,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(ROUTE_LOOKUP_OFFLINE, "links looked up while offline");
  // The visitor's form loads its check (report.schema and the chunks it shares) on focus: offline, they cannot load.
  browserErrors.allow(
    /ERR_INTERNET_DISCONNECTED \(\S+\/assets\/[\w.-]+\.js\)/,
    "the form's check loads on focus, offline",
  );
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Theatre of Magic ${token}`, status: "Operational" }]);
  await pinBrowserClock(page);
  await signIn("staff", { openDashboard: false });
  await page.goto(`/report-issue?gameId=${game.id}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Staff: open repairs" })).toBeVisible();
  // The staff panel loads the queue after the page (offline before that, the page has no queue): started, it has
  // opened the phone's queue, which this test's fresh browser did not have.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === "floor-queue")))
    .toBe(true);

  await context.setOffline(true);
  await page.getByLabel("What's wrong with this game?").fill(`Trunk magnet dead ${token}`);
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(saved(page)).toBeVisible();
  await expect(page.getByLabel("What's wrong with this game?")).toHaveValue("");
  expect((await keptItems(page)).map((item) => item.label)).toEqual([`Visitor report: ${game.name}`]);

  await context.setOffline(false);
  await expect
    .poll(
      async () => (await db.selectFrom("repairs").select("comment").where("game_id", "=", game.id).execute()).length,
    )
    .toBe(1);
});
