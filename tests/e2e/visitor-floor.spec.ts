import fs from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Locator, Page, TestInfo } from "@playwright/test";
import type { GameLocation, GameStatus } from "../../app/db/schema";
import { setRepairResolved } from "../../app/models/repair/repair.server";
import { addWorkEntry } from "../../app/models/repair/work-entries.server";
import type { DB } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import {
  expect,
  expectNoA11yViolations,
  httpStatusError,
  pinBrowserClock,
  saveScreenshot,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/**
 * What the visitor at the machine sees: the report form's two questions, the known-issue line on the
 * QR page and the game page, "Same problem", "Something else", and "E-mail me when it is fixed". Games of this
 * spec's own, one set per project.
 */

const tokenOf = (testInfo: TestInfo) =>
  tokenFor(`visitor${String.fromCharCode(97 + testInfo.repeatEachIndex)}`, testInfo.project.name);
type Game = { id: number; slug: string; name: string };
const games = new Map<string, Game>();
const gameOf = (testInfo: TestInfo, label: string) => {
  const game = games.get(`${tokenOf(testInfo)}:${label}`);
  if (!game) throw new Error(`No test game ${label}`);
  return game;
};

const LABELS: [string, GameStatus][] = [
  ["Dead Flipper", "Operational"],
  ["Smoking Cabinet", "Operational"],
  ["Known Cabinet", "In Repair"],
  ["Watched Cabinet", "In Repair"],
  ["Private Cabinet", "In Repair"],
  ["Other Cabinet", "Operational"],
  ["Offline Cabinet", "In Repair"],
  ["Moved Cabinet", "Operational"],
  ["Lined Cabinet", "In Repair"],
  ["Named Cabinet", "In Repair"],
];
const NOT_ON_FLOOR =
  "This machine is not on the museum floor, so it cannot be reported here. If you found a problem with it, please tell a member of staff.";

/** When the known problems were reported: Jun 1, 2026 10:05 AM in Florida. */
const REPORTED_AT = "2026-06-01T14:05:00.000Z";

/** A visitor's own words, which no other visitor may ever read. */
const VISITOR_TEXT = "SECRET-VISITOR-TEXT the ball drains down the left lane";

async function openRepair(db: DB, gameId: number, fields: Record<string, unknown> = {}) {
  const row = await db
    .insertInto("repairs")
    .values({
      game_id: gameId,
      comment: "SECRET-STAFF-REPAIR coil",
      resolved: false,
      source: "staff",
      created_at: REPORTED_AT,
      updated_at: REPORTED_AT,
      expected_back: "2026-06-09",
      ...fields,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

test.beforeAll(async ({ db }, testInfo) => {
  const token = tokenOf(testInfo);
  await deleteTestGames(db, token);
  const rows = await insertTestGames(
    db,
    LABELS.map(([label, status]) => ({ name: `${label} ${token}`, status, type: "Pinball", location: "Replay" })),
  );
  rows.forEach((row, i) => games.set(`${token}:${LABELS[i][0]}`, row));
  for (const label of ["Known Cabinet", "Watched Cabinet", "Other Cabinet", "Offline Cabinet"])
    await openRepair(db, games.get(`${token}:${label}`)!.id);
  for (const label of ["Lined Cabinet", "Named Cabinet"])
    await openRepair(db, games.get(`${token}:${label}`)!.id, { source: "visitor", comment: VISITOR_TEXT });
});

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo)); // repairs and addresses go with them
});

test.beforeEach(async ({ db, page }) => {
  // Every post comes from 127.0.0.1: each test starts with the page's throttles clear.
  for (const form of ["report", "same-problem", "fix-watch"])
    await db.deleteFrom("throttle").where("key", "like", `form:${form}:%`).execute();
  await pinBrowserClock(page);
});

const repairsOf = (db: DB, gameId: number) =>
  db.selectFrom("repairs").selectAll().where("game_id", "=", gameId).orderBy("id").execute();
const statusOf = async (db: DB, gameId: number) =>
  (await db.selectFrom("games").select("status").where("id", "=", gameId).executeTakeFirstOrThrow()).status;

async function expectKnownIssue(page: Page) {
  const line = page.getByTestId("known-issue");
  await expect(line).toContainText("Staff know about a problem with this machine");
  await expect(line).toContainText("Reported Jun 1, 2026 10:05 AM");
  await expect(line).toContainText("Expected back by Jun 9, 2026");
}

test("a visitor's unplayable report: the two answers are stored and the machine goes In Repair @phone", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Dead Flipper");
  await page.goto(`/report-issue?gameId=${game.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a Game Issue");
  await expect(page.getByTestId("known-issue")).toHaveCount(0); // nothing open: the plain form
  await waitForHydration(page);
  const playable = page.getByRole("group", { name: "Can it still be played?" });
  await expect(playable.getByRole("radio")).toHaveCount(2);
  await playable.getByLabel("No, not at all").check();
  await expect(
    page.getByLabel("Is anything unsafe? (sparks, smoke, a burning smell, broken glass, loose wires)"),
  ).not.toBeChecked();
  await page.getByLabel("What's wrong with this game?").fill("Both flippers are dead.");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Submit Report" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(page.getByRole("heading", { name: "E-mail me when it is fixed" })).toBeVisible();
  await expectNoA11yViolations(page);
  const repairs = await repairsOf(db, game.id);
  expect(repairs.map((r) => [r.comment, r.visitor_playable, r.severity, r.safety])).toEqual([
    ["Both flippers are dead.", false, "unplayable", false],
  ]);
  expect(await statusOf(db, game.id)).toBe("In Repair");
});

test("an off-floor machine's QR page says it cannot be reported here; a report sent from an older page is refused and nothing is stored @phone", async ({
  page,
  db,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(httpStatusError(409), "the report of a machine moved off the floor is refused on purpose");
  const game = gameOf(testInfo, "Moved Cabinet");
  const moveTo = (location: GameLocation) =>
    db.updateTable("games").set({ location }).where("id", "=", game.id).execute();
  await moveTo("Replay");
  await page.goto(`/report-issue?gameId=${game.id}`);
  await waitForHydration(page);
  // Staff take it to the Warehouse while the visitor is writing.
  await moveTo("Warehouse");
  await page.getByLabel("No, not at all").check();
  await page.getByLabel("Is anything unsafe? (sparks, smoke, a burning smell, broken glass, loose wires)").check();
  await page.getByLabel("What's wrong with this game?").fill("Smoke from the back.");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByRole("alert")).toContainText(NOT_ON_FLOOR);
  expect(await repairsOf(db, game.id)).toEqual([]);
  expect(await statusOf(db, game.id)).toBe("Operational");
  expect(await db.selectFrom("email_outbox").select("id").where("subject", "like", `%${game.name}`).execute()).toEqual(
    [],
  );

  // Its label scanned again: a page that says so, with no form.
  await page.goto(`/report-issue?gameId=${game.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not on the Museum Floor");
  await expect(page.getByText(game.name)).toBeVisible();
  await expect(page.getByText(NOT_ON_FLOOR)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Report" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View Game Collection" })).toBeVisible();
  await waitForHydration(page);
  await expectNoA11yViolations(page);
});

test("a safety report puts 'SAFETY' first in the subject of the staff mails", async ({ page, db }, testInfo) => {
  const game = gameOf(testInfo, "Smoking Cabinet");
  await page.goto(`/report-issue?gameId=${game.id}`);
  await waitForHydration(page);
  await page.getByLabel("Yes, but something is wrong").check();
  await page.getByLabel("Is anything unsafe? (sparks, smoke, a burning smell, broken glass, loose wires)").check();
  await page.getByLabel("What's wrong with this game?").fill("Smoke from under the playfield.");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");

  const [repair] = await repairsOf(db, game.id);
  expect(repair).toMatchObject({ visitor_playable: true, severity: "major", safety: true });
  expect(await statusOf(db, game.id)).toBe("In Repair"); // unsafe: off the floor although it plays
  const mails = await db
    .selectFrom("email_outbox")
    .select(["to_address", "subject"])
    .where("subject", "like", `%${game.name}`)
    .execute();
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) expect(mail.subject).toBe(`SAFETY: Issue reported: ${game.name}`);
  expect(mails.map((m) => m.to_address)).toContain("staff@replaymuseum.local");
});

test("'Same problem' takes at most two taps from the scan and adds a confirmation, not a repair @phone", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Known Cabinet");
  const before = await repairsOf(db, game.id);
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };

  await page.goto(`/report-issue?gameId=${game.id}`); // the scan
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a Game Issue");
  // The machine's name heads what follows, so it is a heading, not a paragraph styled as one.
  await expect(page.getByRole("heading", { level: 2, name: game.name })).toBeVisible();
  await expectKnownIssue(page);
  await expect(page.getByLabel("What's wrong with this game?")).toHaveCount(0);
  await waitForHydration(page);
  await expectNoA11yViolations(page);
  await tap(page.getByRole("button", { name: "Same problem" }));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(page.getByText(`We have told our technicians that ${game.name} still has this problem.`)).toBeVisible();
  expect(taps).toBeLessThanOrEqual(2);
  await expectNoA11yViolations(page);

  const after = await repairsOf(db, game.id);
  expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
  expect(after[0].confirmations).toBe(before[0].confirmations + 1);
  expect(after[0].comment).toBe(before[0].comment);

  // A reload of the confirmation (Post/Redirect/Get) counts nothing more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  expect((await repairsOf(db, game.id))[0].confirmations).toBe(before[0].confirmations + 1);
});

test("'Something else' opens the report form under the known issue, and its report is a new repair @phone", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Other Cabinet");
  await page.goto(`/report-issue?gameId=${game.id}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Something else" }).click();
  await expect(page).toHaveURL(new RegExp(`gameId=${game.id}&other=1`));
  await expectKnownIssue(page);
  await expect(page.getByRole("group", { name: "Can it still be played?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Same problem" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByLabel("Yes, but something is wrong").check();
  await page.getByLabel("What's wrong with this game?").fill("The backglass light flickers.");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  const repairs = await repairsOf(db, game.id);
  expect(repairs).toHaveLength(2);
  expect(repairs[1]).toMatchObject({
    source: "visitor",
    visitor_playable: true,
    comment: "The backglass light flickers.",
  });
  // A playable report leaves an Operational machine on the floor.
  expect(await statusOf(db, game.id)).toBe("Operational");
});

test("the known-issue line is on the game page too, with 'Expected back by' @phone", async ({ page }, testInfo) => {
  const game = gameOf(testInfo, "Known Cabinet");
  await page.goto(`/game/${game.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.name);
  await expectKnownIssue(page);
  await expect(page.getByText("SECRET-STAFF-REPAIR")).toHaveCount(0);
  await waitForHydration(page);
  await expectNoA11yViolations(page);
});

test("the QR page says what the known problem is in the public line staff wrote, never the report's text @phone", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Lined Cabinet");
  await db.updateTable("repairs").set({ public_line: "Left flipper weak" }).where("game_id", "=", game.id).execute();
  await page.goto(`/report-issue?gameId=${game.id}`);
  await expectKnownIssue(page);
  await expect(page.getByTestId("known-issue-lines")).toHaveText("Left flipper weak");
  await expect(page.getByRole("heading", { name: "Is this what you noticed?" })).toBeVisible();
  await expect(page.getByText("SECRET-VISITOR-TEXT")).toHaveCount(0);
  await waitForHydration(page);
  await expectNoA11yViolations(page);
});

test("staff write a repair's public line on its thread, and the next visitor at the machine reads it", async ({
  page,
  browser,
  db,
  signIn,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(httpStatusError(400), "the report's own words are refused on purpose");
  const game = gameOf(testInfo, "Named Cabinet");
  const repair = (await repairsOf(db, game.id))[0];
  const visitor = await browser.newContext(contextOptions(testInfo.project.use));
  try {
    const qr = await visitor.newPage();
    // The visitor's page is kept by the page cache before the line is written.
    await qr.goto(`/report-issue?gameId=${game.id}`);
    await expect(qr.getByTestId("known-issue")).toBeVisible();
    await expect(qr.getByTestId("known-issue-lines")).toHaveCount(0);

    await signIn("staff", { openDashboard: false });
    await page.goto(`/repairs/${repair.id}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "What visitors read" });
    await section.getByLabel("Public line").fill(VISITOR_TEXT.slice(20));
    await section.getByRole("button", { name: "Save public line" }).click();
    await expect(section.getByText("Write the public line in your own words")).toBeVisible();
    await section.getByLabel("Public line").fill("Ball drains left");
    await section.getByRole("button", { name: "Save public line" }).click();
    await expect(section.getByRole("status")).toHaveText("Public line saved.");
    expect((await repairsOf(db, game.id))[0].public_line).toBe("Ball drains left");

    await qr.reload();
    await expect(qr.getByTestId("known-issue-lines")).toHaveText("Ball drains left");
    await expect(qr.getByText("SECRET-VISITOR-TEXT")).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test("without JavaScript: 'Same problem', 'E-mail me' and 'Something else' are plain posts and links", async ({
  browser,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Offline Cabinet");
  const context = await browser.newContext({ ...contextOptions(testInfo.project.use), javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const before = await repairsOf(db, game.id);
    await page.goto(`/report-issue?gameId=${game.id}`);
    await expectKnownIssue(page);
    await page.getByRole("button", { name: "Same problem" }).click();
    await expect(
      page.getByText(`We have told our technicians that ${game.name} still has this problem.`),
    ).toBeVisible();
    const after = await repairsOf(db, game.id);
    expect(after.map((r) => [r.id, r.confirmations])).toEqual([[before[0].id, before[0].confirmations + 1]]);

    await page.getByLabel("Your email").fill("bad@");
    await page.getByRole("button", { name: "E-mail me" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    const address = `offline-${tokenOf(testInfo)}-${testInfo.retry}@example.test`;
    await page.getByLabel("Your email").fill(address);
    await page.getByRole("button", { name: "E-mail me" }).click();
    await expect(page).toHaveURL(new RegExp(`gameId=${game.id}&confirmed=1&watching=1`));
    await expect(page.getByText("We will e-mail you once, when this machine is playable again")).toBeVisible();
    expect(await db.selectFrom("fix_watchers").select("email").where("game_id", "=", game.id).execute()).toEqual([
      { email: address },
    ]);

    await page.goto(`/report-issue?gameId=${game.id}`);
    await page.getByRole("link", { name: "Something else" }).click();
    await page.getByLabel("What's wrong with this game?").fill("Coin door jammed.");
    await page.getByRole("button", { name: "Submit Report" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    expect(await repairsOf(db, game.id)).toHaveLength(2);
  } finally {
    await context.close();
  }
});

/** The project's page settings (size, touch, locale...) for a context of our own. */
function contextOptions(use: TestInfo["project"]["use"]): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, reducedMotion } =
    use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, reducedMotion };
}

/** Every row of every table that holds `text`, as "table: row". */
async function rowsHolding(db: DB, text: string) {
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    if (table.isView) continue;
    const rows = await db
      .selectFrom(table.name as "games")
      .selectAll()
      .execute();
    for (const row of rows) if (JSON.stringify(row).includes(text)) found.push(`${table.name}: ${JSON.stringify(row)}`);
  }
  return found;
}

/** The .eml files the server wrote (no SMTP in the test run) addressed to `to`. */
function mailFilesTo(to: string) {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .filter((name) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "m").test(readMail(dir, name)));
}
const readMail = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), "utf8");

test("'E-mail me when it is fixed': stored, one mail when the machine is Operational again, then the address is gone @phone", async ({
  page,
  db,
}, testInfo) => {
  test.slow(); // waits for the server's mail worker, which looks every five seconds
  const game = gameOf(testInfo, "Watched Cabinet");
  const address = `watcher-${tokenOf(testInfo)}-${testInfo.retry}@example.test`;
  await page.goto(`/report-issue?gameId=${game.id}`);
  await waitForHydration(page);
  const email = page.getByLabel("Your email");
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "E-mail me" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expectNoA11yViolations(page);
  await email.fill(address);
  await page.getByRole("button", { name: "E-mail me" }).click();
  await expect(
    page.getByText(
      "Thank you. We will e-mail you once, when this machine is playable again, and then delete your address.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`gameId=${game.id}&watching=1`));
  await expectNoA11yViolations(page);
  expect(await db.selectFrom("fix_watchers").select("email").where("game_id", "=", game.id).execute()).toEqual([
    { email: address },
  ]);

  // A staff member marks the repair resolved and the machine Operational: the model the back office calls.
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const [repair] = await repairsOf(db, game.id);
  await setRepairResolved(db, repair.id, true, { id: staff.id, ip: "127.0.0.1" }, { backToOperational: true });
  expect(await statusOf(db, game.id)).toBe("Operational");

  // The server's mail worker sends it and forgets the row.
  await expect.poll(() => mailFilesTo(address).length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => rowsHolding(db, address), { timeout: 15_000 }).toEqual([]);
  const [file] = mailFilesTo(address);
  expect(readMail(path.join(process.env.E2E_DATA_DIR!, "outbox"), file)).toContain(
    `Subject: ${game.name} is playable again`,
  );
});

test("the QR page and the game page, HTML and data, never hold a repair's text, reporter, photo or part", async ({
  page,
  db,
}, testInfo) => {
  const game = gameOf(testInfo, "Private Cabinet");
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();
  const repairId = await openRepair(db, game.id, {
    comment: "SECRET-VISITOR-TEXT the ball drains at once",
    source: "visitor",
    reporter_name: "Rosalind Reporter",
    reporter_email: "rosalind.reporter@example.test",
  });
  await addWorkEntry(
    db,
    repairId,
    {
      body: "SECRET-WORK-ENTRY opened the cabinet",
      minutes: 15,
      photos: [{ url: "/uploads/secret-photo-1200.webp", thumbnailUrl: "/uploads/secret-photo-400.webp" }],
      parts: [{ name: "SECRET-PART flipper coil", quantity: 1, url: null, cost: 12 }],
    },
    { id: staff.id, ip: "127.0.0.1" },
  );
  const secrets = [
    "SECRET-",
    "Rosalind",
    "rosalind.reporter@example.test",
    "secret-photo",
    "flipper coil",
    ACCOUNTS.staff.name,
  ];
  // No session: the page's own request context carries no cookie (checked), as a visitor's phone.
  expect(await page.context().cookies()).toEqual([]);
  for (const url of [
    `/report-issue?gameId=${game.id}`,
    `/report-issue.data?gameId=${game.id}`,
    `/game/${game.slug}`,
    `/game/${game.slug}.data`,
  ]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    const body = await response.text();
    expect(body, url).toContain("Jun 1, 2026 10:05 AM");
    for (const secret of secrets) expect(body, `${url} holds ${secret}`).not.toContain(secret);
  }
});

for (const theme of ["light", "dark"] as const)
  test(`a screenshot of the known-issue panel, ${theme} @phone`, async ({ page }, testInfo) => {
    const game = gameOf(testInfo, "Known Cabinet");
    await useStoredTheme(page, theme);
    await page.goto(`/report-issue?gameId=${game.id}`);
    await waitForHydration(page);
    await expectKnownIssue(page);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const shots = "/tmp/shots-visitor";
    fs.mkdirSync(shots, { recursive: true });
    const panel = await saveScreenshot(page, testInfo, theme, "visitor-known-issue");
    fs.copyFileSync(panel, path.join(shots, path.basename(panel)));
    // "Something else": the report form with its two questions under the known issue.
    await page.getByRole("link", { name: "Something else" }).click();
    await page.getByLabel("No, not at all").check();
    const form = await saveScreenshot(page, testInfo, theme, "visitor-report-form");
    fs.copyFileSync(form, path.join(shots, path.basename(form)));
  });
