import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import type { Insertable } from "kysely";
import type { RepairsTable } from "../../app/db/schema";
import type { DB } from "../../app/utils/db.server";
import { trashRepair } from "../../app/models/repair/repair-trash.server";
import { addWorkEntry } from "../../app/models/repair/work-entries.server";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/** Repairs from the museum floor: log, resolve (back to Operational or not), reopen, delete. */

const tokenOf = (testInfo: TestInfo) => tokenFor("repairs", testInfo.project.name);
const dashboardToken = (testInfo: TestInfo) => tokenFor("repairboard", testInfo.project.name);
const floorToken = (testInfo: TestInfo) => tokenFor("repairfloorviews", testInfo.project.name);
const trashToken = (testInfo: TestInfo) => tokenFor("repairtrash", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
  await deleteTestGames(db, dashboardToken(testInfo));
  await deleteTestGames(db, floorToken(testInfo));
  await deleteTestGames(db, trashToken(testInfo));
});

const repairs = (page: Page) => page.getByTestId("repair-history").getByRole("listitem");

async function logRepair(page: Page, gameId: number, comment: string) {
  await page.goto(`/repairs/new?gameId=${gameId}`);
  await waitForHydration(page);
  const field = page.getByLabel("Repair Comment");
  await expect(field).toBeFocused();
  const submit = page.getByRole("button", { name: "Log Repair" });
  await expect(submit).toBeDisabled();
  await field.fill("   ");
  await expect(submit).toBeDisabled();
  await field.fill(comment);
  await submit.click();
  // It lands on the new repair's thread, which says so; the machine's page is one tap back.
  await expect(page).toHaveURL(/\/repairs\/\d+$/);
  await expect(page.getByTestId("toast")).toContainText("Repair logged for ");
  await page.getByTestId("thread-machine").getByRole("link").click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/game/"));
}

test("log a repair (Operational becomes In Repair), resolve the last one with and without going back to Operational, reopen, delete", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Centipede ${token}`, status: "Operational" }]);
  const status = async () =>
    (await db.selectFrom("games").select("status").where("id", "=", game.id).executeTakeFirstOrThrow()).status;
  await signIn("staff", { openDashboard: false });

  await logRepair(page, game.id, "Trackball sticks");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Centipede ${token}`);
  expect(await status()).toBe("In Repair");
  await expect(repairs(page)).toHaveCount(1);
  await expect(repairs(page).first()).toContainText("Trackball sticks");
  await expect(repairs(page).first()).toContainText("Logged by Sam Staff");
  await expectNoA11yViolations(page, "/game (staff, an open repair)");

  // The last open repair, box cleared: it stays In Repair.
  const box = page.getByLabel("Set the machine back to Operational");
  await expect(box).toBeChecked();
  await box.uncheck();
  await repairs(page).first().getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(repairs(page).first().getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(repairs(page).first()).toContainText(/resolved .* by Sam Staff/);
  expect(await status()).toBe("In Repair");

  await repairs(page).first().getByRole("button", { name: "Reopen" }).click();
  await expect(repairs(page).first().getByRole("button", { name: "Mark as Resolved" })).toBeVisible();
  const reopened = await db
    .selectFrom("repairs")
    .select(["resolved", "resolved_by", "resolved_at"])
    .where("game_id", "=", game.id)
    .executeTakeFirstOrThrow();
  expect(reopened).toEqual({ resolved: false, resolved_by: null, resolved_at: null });

  // Box ticked (the default): back to Operational.
  await repairs(page).first().getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(repairs(page).first().getByRole("button", { name: "Reopen" })).toBeVisible();
  expect(await status()).toBe("Operational");

  // Delete asks first.
  await repairs(page).first().getByRole("button", { name: "Delete repair" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete this repair?");
  await expect(dialog).toContainText("a manager can restore it for 30 days");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(repairs(page)).toHaveCount(1);
  await repairs(page).first().getByRole("button", { name: "Delete repair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Repair" }).click();
  await expect(page.getByText("No repairs logged for this machine.")).toBeVisible();
  // In the Trash, not destroyed.
  expect(await db.selectFrom("repairs").select(["deleted_at"]).where("game_id", "=", game.id).execute()).toEqual([
    { deleted_at: expect.any(String) },
  ]);
});

test("a manager restores a deleted repair from the Trash: it says so, and the repair is back on the dashboard with its work entry", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = trashToken(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Tron ${token}`, status: "In Repair" }]);
  const now = new Date().toISOString();
  const { id: repairId } = await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Spinner slips",
      resolved: false,
      source: "staff",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const actor = { id: staff.id, ip: "127.0.0.1" };
  await addWorkEntry(db, repairId, { body: "Cleaned the spinner optics", minutes: 20, photos: [], parts: [] }, actor);
  expect(await trashRepair(db, repairId, actor)).toMatchObject({ ok: true }); // a staff member's Delete

  await signIn("manager", { openDashboard: false });
  await page.goto("/admin/trash");
  await waitForHydration(page);
  const row = page
    .getByRole("list", { name: "Deleted repairs, most recent first" })
    .getByRole("listitem")
    .filter({ hasText: game.name });
  await expect(row).toContainText(`Deleted by ${ACCOUNTS.staff.name}`);
  await row.getByRole("button", { name: `Restore repair #${repairId} of ${game.name}` }).click();
  const done = page.getByRole("status").filter({ hasText: `Repair #${repairId} ` });
  await expect(done).toContainText(
    `Repair #${repairId} of ${game.name} is back, with its work entries, photos and parts.`,
  );
  await expect(row).toHaveCount(0);
  expect(await db.selectFrom("repairs").select("deleted_at").where("id", "=", repairId).executeTakeFirst()).toEqual({
    deleted_at: null,
  });

  await page.goto(`/repairs?q=${token}`);
  const rows = page.getByTestId("repair-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Spinner slips");
  await rows
    .first()
    .getByRole("link", { name: `#${repairId} Spinner slips` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Repair #${repairId}`);
  await expect(page.getByTestId("work-entries")).toContainText("Cleaned the spinner optics");
});

test("a game's repair history shows the open repairs first, then the newest", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const [game] = await insertTestGames(db, [{ name: `Tempest ${tokenOf(testInfo)}`, status: "In Repair" }]);
  const at = (day: number) => new Date(Date.UTC(2026, 5, day, 12)).toISOString();
  await db
    .insertInto("repairs")
    .values([
      {
        game_id: game.id,
        comment: "Spinner wobbles",
        resolved: false,
        source: "staff",
        created_at: at(1),
        updated_at: at(1),
      },
      {
        game_id: game.id,
        comment: "Monitor replaced",
        resolved: true,
        resolved_at: at(4),
        source: "staff",
        created_at: at(3),
        updated_at: at(4),
      },
      {
        game_id: game.id,
        comment: "Zapper button sticks",
        resolved: false,
        source: "staff",
        created_at: at(2),
        updated_at: at(2),
      },
    ])
    .execute();
  await signIn("staff", { openDashboard: false });
  await page.goto(`/game/${game.slug}`);
  await expect(repairs(page)).toHaveCount(3);
  for (const [i, comment] of ["Zapper button sticks", "Spinner wobbles", "Monitor replaced"].entries())
    await expect(repairs(page).nth(i)).toContainText(comment);
});

test("/repairs/new without a real game goes home; a visitor is sent to sign in", async ({ page, signIn }) => {
  const visitor = await page.request.get("/repairs/new?gameId=1", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toMatch(/^\/login\?redirectTo=/);
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs/new?gameId=999999");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/repairs/new");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("scanning a machine's label as staff: its open repairs, then a logged repair in three taps; a visitor sees only the form @phone", async ({
  page,
  signIn,
  db,
  browser,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Galaga ${token}`, status: "Awaiting Parts" }]);
  const now = new Date().toISOString();
  await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Visitor: fire button dead",
      resolved: false,
      source: "visitor",
      reporter_name: "Kim",
      created_at: now,
      updated_at: now,
    })
    .execute();
  const label = `/report-issue?gameId=${game.id}`;

  const visitor = await browser.newContext();
  try {
    const html = await (await visitor.request.get(label)).text();
    expect(html).not.toContain("Visitor: fire button dead");
    expect(html).not.toContain("Log repair");
  } finally {
    await visitor.close();
  }

  await signIn("staff", { openDashboard: false });
  let taps = 0;
  await page.goto(label); // 1: the scan opens the label's address
  taps++;
  await waitForHydration(page);
  await expect(page.getByTestId("staff-open-repairs")).toContainText("Visitor: fire button dead");
  await expect(page.getByRole("heading", { level: 1, name: "Report a Game Issue" })).toBeVisible();
  await expectNoA11yViolations(page, "/report-issue (staff)");

  await page.getByRole("link", { name: "Log repair" }).click();
  taps++;
  await expect(page.getByLabel("Repair Comment")).toBeFocused();
  await page.keyboard.type("Fire button microswitch replaced? No: ordered a new one");
  await page.getByRole("button", { name: "Log Repair" }).click();
  taps++;
  await expect(page).toHaveURL(/\/repairs\/\d+$/);
  await expect(page.getByTestId("toast")).toHaveText(`Repair logged for ${game.name}.`);
  await expect(page.getByText("Fire button microswitch replaced? No: ordered a new one")).toBeVisible();
  expect(taps).toBe(3);
  expect(
    (await db.selectFrom("games").select("status").where("id", "=", game.id).executeTakeFirstOrThrow()).status,
  ).toBe("In Repair");
});

test("the dashboard: search, sort, the count tabs as the status filter, 'Showing X of Y', all in the URL; resolving is in the thread", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  // A token of its own: the search also matches the game names of this file's other tests.
  const token = dashboardToken(testInfo);
  const [zeta, alpha] = await insertTestGames(db, [
    { name: `Zeta ${token}`, status: "In Repair" },
    { name: `Alpha ${token}`, status: "In Repair" },
  ]);
  const at = (m: number) => new Date(Date.UTC(2026, 5, 3, 12, m)).toISOString();
  await db
    .insertInto("repairs")
    .values([
      {
        game_id: zeta.id,
        comment: `Zeta coil ${token}`,
        resolved: false,
        source: "staff",
        created_at: at(1),
        updated_at: at(1),
      },
      {
        game_id: alpha.id,
        comment: `Alpha lamp ${token}`,
        resolved: false,
        source: "staff",
        created_at: at(2),
        updated_at: at(2),
      },
      {
        game_id: alpha.id,
        comment: `Alpha old ${token}`,
        resolved: true,
        resolved_at: at(3),
        source: "staff",
        created_at: at(0),
        updated_at: at(3),
      },
    ])
    .execute();
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Repair Dashboard");

  const rows = page.getByTestId("repair-row");
  const showing = page.getByTestId("repairs-showing");
  const tab = (name: string) =>
    page.getByRole("navigation", { name: "Repair counts" }).getByRole("link", { name: new RegExp(`^${name}`) });
  await page.getByLabel("Search repairs").fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  // The open repairs by default.
  await expect(rows).toHaveCount(2);
  await expect(tab("Open")).toHaveAttribute("aria-current", "page");
  const total = await page.getByTestId("count-total").textContent();
  await expect(showing).toHaveText(`Showing 2 of ${total} repairs`);
  await expect(rows.nth(0)).toContainText("Alpha lamp"); // newest first
  await expect(rows.nth(0).getByRole("link", { name: `Alpha ${token}` })).toHaveAttribute(
    "href",
    `/game/${alpha.slug}`,
  );
  await expect(page.getByRole("button", { name: /Mark as Resolved/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Game" }).click();
  await expect(page).toHaveURL(/sort=game&dir=asc/);
  await expect(rows.nth(1)).toContainText("Zeta coil");
  await page.getByRole("button", { name: /^Game/ }).click();
  await expect(page).toHaveURL(/sort=game&dir=desc/);
  await expect(rows.nth(0)).toContainText("Zeta coil");

  // The tabs are the status filter, the sort kept.
  await tab("Resolved").click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${token}&status=resolved&sort=game&dir=desc$`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Alpha old");
  await page.reload();
  await expect(tab("Resolved")).toHaveAttribute("aria-current", "page");
  await expect(rows).toHaveCount(1);
  await tab("Total").click();
  await expect(page).toHaveURL(/status=all/);
  await expect(rows).toHaveCount(3);
  await expect(showing).toHaveText(`Showing 3 of ${total} repairs`);
  await tab("Open").click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(rows).toHaveCount(2);
  // Older links keep working, and the address then says what is shown.
  await page.goto(`/repairs?q=${token}&status=resolved&hide=1`);
  await expect(page).toHaveURL(new RegExp(`/repairs\\?q=${token}&status=resolved$`));
  await expect(rows).toHaveCount(1);
  await page.goto(`/repairs?q=${token}&hide=1`);
  await expect(page).toHaveURL(new RegExp(`/repairs\\?q=${token}$`));
  await expect(rows).toHaveCount(2);
  await expectNoA11yViolations(page, "/repairs (filtered)");

  // The row is one link by keyboard: Tab goes from a row to its machine, then to the next row; Enter opens it.
  const zetaRow = rows.filter({ hasText: "Zeta coil" });
  await rows.nth(0).getByTestId("repair-title").focus();
  await page.keyboard.press("Tab");
  await expect(rows.nth(0).getByTestId("repair-game")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(zetaRow.getByTestId("repair-title")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Repair #\d+$/);

  // Zeta's only open repair is resolved in its thread, back to Operational (ticked by default); the list drops it.
  await waitForHydration(page);
  await expect(page.getByLabel("Set the machine back to Operational")).toBeChecked();
  await page.getByRole("button", { name: "Mark as Resolved" }).click();
  await expect(page.getByRole("list", { name: "The repair" }).getByTestId("repair-status")).toHaveText("Resolved");
  expect(
    (await db.selectFrom("games").select("status").where("id", "=", zeta.id).executeTakeFirstOrThrow()).status,
  ).toBe("Operational");
  await page.goto(`/repairs?q=${token}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Alpha lamp");

  await page.getByLabel("Search repairs").fill(`${token} nothing like this`);
  await expect(page.getByText("No repairs found matching your criteria")).toBeVisible();
});

// The two flows above run on the desktop; the phone checks the screens they pass through, reached the short way.
test("axe on a phone: a game's staff page with an open repair, and the dashboard filtered to open repairs @phone-only", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = `${dashboardToken(testInfo)}axe`;
  await deleteTestGames(db, token);
  const [game] = await insertTestGames(db, [{ name: `Centipede ${token}`, status: "In Repair" }]);
  const at = (m: number) => new Date(Date.UTC(2026, 5, 3, 12, m)).toISOString();
  const repair = (comment: string, minute: number, resolved: boolean) => ({
    game_id: game.id,
    comment: `${comment} ${token}`,
    resolved,
    resolved_at: resolved ? at(minute) : null,
    source: "staff" as const,
    created_at: at(minute),
    updated_at: at(minute),
  });
  await db
    .insertInto("repairs")
    .values([repair("Trackball sticks", 1, false), repair("Coin door lamp", 2, false), repair("Old fuse", 0, true)])
    .execute();
  await signIn("staff", { openDashboard: false });
  await page.goto(`/game/${game.slug}`);
  await waitForHydration(page);
  await expect(repairs(page)).toHaveCount(3);
  await expectNoA11yViolations(page, "/game (staff, an open repair)");

  await page.goto(`/repairs?q=${token}`);
  await waitForHydration(page);
  await expect(page.getByTestId("repair-row")).toHaveCount(2);
  await expectNoA11yViolations(page, "/repairs (filtered)");
});

test("a museum that has logged no repair yet: 'No repairs have been logged yet', and zero counts @phone", async ({
  page,
  emptyServer,
}) => {
  await page.context().addCookies(emptyServer.staff.cookies);
  await page.goto(`${emptyServer.url}/repairs`);
  await expect(page.getByText("No repairs have been logged yet")).toBeVisible();
  await expect(page.getByText("No repairs found matching your criteria")).toHaveCount(0);
  await expect(page.getByTestId("repairs-showing")).toHaveText("Showing 0 of 0 repairs");
  for (const count of ["open", "resolved", "total"]) await expect(page.getByTestId(`count-${count}`)).toHaveText("0");
  await expectNoA11yViolations(page, "/repairs (none logged)");
});

/** Five repairs of one machine, one of each kind the floor views pick out, the newest last in this list. */
async function floorFixture(db: DB, token: string) {
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const [game] = await insertTestGames(db, [{ name: `Attack From Mars ${token}`, status: "In Repair" }]);
  const at = (m: number) => new Date(Date.UTC(2026, 5, 3, 12, m)).toISOString();
  const row = (
    comment: string,
    minute: number,
    fields: Partial<Insertable<RepairsTable>> = {},
  ): Insertable<RepairsTable> => ({
    game_id: game.id,
    comment: `${comment} ${token}`,
    resolved: false,
    source: "staff",
    // Every row names every column: a multi-row insert on SQLite writes null, not the default, for a missing one.
    severity: "unplayable",
    safety: false,
    status: "open",
    assigned_to: null,
    triaged_at: at(minute),
    created_at: at(minute),
    updated_at: at(minute),
    ...fields,
  });
  await db
    .insertInto("repairs")
    .values([
      row("Cosmetic scuff", 1, { severity: "cosmetic" }),
      row("Saucer kicks weakly", 2, { severity: "major", assigned_to: staff.id, status: "in_progress" }),
      row("Visitor: no sound", 3, { severity: "unplayable", source: "visitor", triaged_at: null }),
      row("Loose wire in the cabinet", 4, { severity: "minor", safety: true }),
      row("Martian lamp out", 5, { severity: "minor" }),
    ])
    .execute();
  return game;
}

test("the dashboard's floor views: Mine, Untriaged, the severity filter and the Severity sort, all in the URL @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = floorToken(testInfo);
  await deleteTestGames(db, token);
  await floorFixture(db, token);
  await signIn("staff", { openDashboard: false });
  await page.goto(`/repairs?q=${token}`);
  await waitForHydration(page);
  const rows = page.getByTestId("repair-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toContainText("Martian lamp out"); // newest first, as before
  await expect(page.getByTestId("count-untriaged")).toHaveText(/^\d+$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Parts", exact: true })).toHaveAttribute(
    "href",
    "/repairs/parts",
  );

  // A phone folds everything but the search behind Filters; a desktop shows it in one row.
  const filters = page.getByRole("button", { name: "Filters" });
  if (testInfo.project.name === "phone") {
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await filters.click();
  } else await expect(filters).toBeHidden();
  const mine = page.getByRole("button", { name: "Mine" });
  await expect(mine).toHaveAttribute("aria-pressed", "false");
  await mine.click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${token}&mine=1$`));
  await expect(mine).toHaveAttribute("aria-pressed", "true");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Saucer kicks weakly");
  await expect(page.getByTestId("repairs-showing")).toContainText("Showing 1 of");
  await mine.click();
  await expect(rows).toHaveCount(5);

  const tabs = page.getByRole("navigation", { name: "Repair counts" });
  await tabs.getByRole("link", { name: /^Untriaged/ }).click();
  await expect(page).toHaveURL(/untriaged=1/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Visitor: no sound");
  await tabs.getByRole("link", { name: /^Open/ }).click();
  await expect(rows).toHaveCount(5);

  const severity = page.getByLabel("Severity");
  await severity.selectOption("safety");
  await expect(page).toHaveURL(/severity=safety/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Loose wire in the cabinet");
  await severity.selectOption("minor");
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel("Severity")).toHaveValue("minor");
  await expect(rows).toHaveCount(2);
  await page.getByLabel("Severity").selectOption("all");
  await expect(rows).toHaveCount(5);
  await expect(page).not.toHaveURL(/severity=/);

  // Safety first, then Unplayable, Major, Minor, Cosmetic; a second click turns the list around.
  await page.getByRole("button", { name: "Severity" }).click();
  await expect(page).toHaveURL(/sort=severity&dir=asc/);
  const order = [
    "Loose wire in the cabinet",
    "Visitor: no sound",
    "Saucer kicks weakly",
    "Martian lamp out",
    "Cosmetic scuff",
  ];
  for (const [i, comment] of order.entries()) await expect(rows.nth(i)).toContainText(comment);
  await expectNoA11yViolations(page, "/repairs (Severity sort)");
  await page.getByRole("button", { name: /^Severity/ }).click();
  await expect(page).toHaveURL(/sort=severity&dir=desc/);
  for (const [i, comment] of [...order].reverse().entries()) await expect(rows.nth(i)).toContainText(comment);
  await page.getByRole("button", { name: /^Date/ }).click();
  await expect(page).toHaveURL(new RegExp(`/repairs\\?q=${token}$`));
  await expect(rows.nth(0)).toContainText("Martian lamp out");

  // Views combine: my untriaged repairs are none here.
  await page.goto(`/repairs?q=${token}&mine=1&untriaged=1`);
  await expect(page.getByText("No repairs found matching your criteria")).toBeVisible();
});
