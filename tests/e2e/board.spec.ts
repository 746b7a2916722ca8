import http from "node:http";
import type { Page, TestInfo } from "@playwright/test";
import { createUser } from "../../app/models/account/user.server";
import { readPlayingNow } from "../../app/models/stats/playing-now.server";
import { expect, expectNoA11yViolations, pinBrowserClock, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import { sessionFile } from "./sessions";

/**
 * The TV boards at 1920x1080: the lobby board's figures, live without a reload; the workshop
 * board through a manager's board link, which stops opening anything once revoked.
 */
test.use({ viewport: { width: 1920, height: 1080 } });

const tokenOf = (testInfo: TestInfo) => tokenFor("board", testInfo.project.name);
test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

/** Nothing scrolls and nothing is cut: every element of the board lies inside the screen, once its text is sized. */
async function expectFitsScreen(page: Page) {
  await expect(async () => expectInsideScreen(page)).toPass({ timeout: 5_000 });
}

async function expectInsideScreen(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const outside = [...document.querySelectorAll("main li, main h2, main h3")].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.top < -0.5;
    });
    return {
      scroll: [root.scrollWidth - innerWidth, root.scrollHeight - innerHeight],
      outside: outside.map((el) => el.textContent?.slice(0, 40)),
    };
  });
  expect(overflow.scroll, "no scrollbars").toEqual([0, 0]);
  expect(overflow.outside, "nothing beyond the screen's edges").toEqual([]);
}

/** The status code and content type of GET path, without waiting for an endless stream to end. */
function streamHead(baseURL: string, path: string, cookie = "") {
  return new Promise<{ status: number; type: string }>((resolve, reject) => {
    const req = http.get(new URL(path, baseURL), { headers: { cookie } }, (res) => {
      resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? "") });
      req.destroy();
    });
    req.on("error", reject);
  });
}

test("the lobby board: N of M playing now, the floor by status, no scrollbars, a staff change shows within 10 s without a reload", async ({
  page,
  db,
  baseURL,
  playwright,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Lobby Pinball ${token}` }]);
  await page.goto("/board");
  await waitForHydration(page);
  await expect(page).toHaveTitle("Replay Museum: Live Floor");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The site's header and footer are not on a TV.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  const playingNow = page.getByRole("region", { name: "Machines playing now" });
  await expect(playingNow).toContainText("machines playing now");
  // Other tests add machines meanwhile: the board follows the database within its update interval.
  await expect(async () => {
    const { playing, onFloor } = await readPlayingNow(db);
    await expect(playingNow).toHaveText(`${playing} of ${onFloor}machines playing now`, { timeout: 1 });
  }).toPass({ timeout: 10_000 });
  const playingGroup = page.getByRole("region", { name: /^Playing: \d+$/ });
  await expect(playingGroup.getByText(game.name)).toBeVisible();
  await expect(page.getByRole("region", { name: "Events" })).toContainText("Today");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("On the floor right now");
  await expect(page.getByText(/^(Open today \d.*|Closed today)$/)).toBeVisible();
  await expectFitsScreen(page);
  await expectNoA11yViolations(page, "/board at 1920x1080");

  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const before = Number(await page.getByTestId("board-playing").textContent());
  const staff = await playwright.request.newContext({ baseURL, storageState: sessionFile("staff") });
  try {
    const logged = await staff.post(`/repairs/new?gameId=${game.id}`, {
      form: { comment: "Left flipper dead", severity: "unplayable" },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(logged.status()).toBe(302);
  } finally {
    await staff.dispose();
  }
  const inRepair = page.getByRole("region", { name: /^In repair: \d+$/ });
  await expect(inRepair.getByText(game.name)).toBeVisible({ timeout: 10_000 });
  await expect(playingGroup.getByText(game.name)).toHaveCount(0);
  expect(Number(await page.getByTestId("board-playing").textContent())).toBeLessThan(before + 1);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("the workshop board through a board link: read-only, no session; revoked, the TV and the link show nothing", async ({
  page,
  browser,
  db,
  baseURL,
  signIn,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [game] = await insertTestGames(db, [{ name: `Workshop Cabinet ${token}`, status: "In Repair" }]);
  const now = new Date().toISOString();
  await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Smoke from the coin door",
      resolved: false,
      source: "visitor",
      safety: true,
      created_at: now,
      updated_at: now,
    })
    .execute();

  await signIn("manager", { openDashboard: false });
  await page.goto("/admin/board-links");
  await waitForHydration(page);
  const label = `Workshop TV ${token}`;
  await page.getByLabel("Label").fill(label);
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText(`Board link for ${label} created.`)).toBeVisible();
  const link = await page.getByLabel("Board link", { exact: true }).inputValue();
  expect(link).toMatch(/\/board\/workshop\?key=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("list", { name: "Board links, newest first" })).toContainText(label);
  await expectNoA11yViolations(page, "/admin/board-links with a new link");

  // The TV: its own browser, no session.
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" });
  try {
    const screen = await tv.newPage();
    await screen.goto(link);
    await waitForHydration(screen);
    await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Workshop");
    const first = screen.getByRole("region", { name: "Safety and new reports" });
    await expect(first.getByRole("listitem").first()).toContainText(game.name);
    await expect(first.getByRole("listitem").first()).toContainText("Safety");
    await expect(first.getByRole("listitem").first()).toContainText("New report");
    await expect(screen.getByRole("link")).toHaveCount(0);
    await expect(screen.getByRole("button")).toHaveCount(0);
    expect(await tv.cookies()).toEqual([]);
    await expectFitsScreen(screen);
    await expectNoA11yViolations(screen, "/board/workshop at 1920x1080");

    // The key opens the board's stream too; without a key or a session, the stream is refused.
    const key = new URL(link).searchParams.get("key")!;
    expect(await streamHead(baseURL!, `/board/events?board=workshop&key=${key}`)).toEqual({
      status: 200,
      type: "text/event-stream; charset=utf-8",
    });
    expect((await streamHead(baseURL!, "/board/events?board=workshop")).status).toBe(403);

    await page.getByRole("button", { name: `Revoke ${label}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
    await expect(page.getByRole("list", { name: "Board links, newest first" })).toContainText("Revoked");

    // The TV loses the board by itself, within seconds, without anyone touching it.
    await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Workshop board unavailable", {
      timeout: 10_000,
    });
    await expect(screen.getByText(game.name)).toHaveCount(0);
    const again = await screen.goto(link);
    expect(again?.status()).toBe(403);
    await expect(screen.getByText("This board link does not work. Ask a manager for a new one.")).toBeVisible();
    expect((await streamHead(baseURL!, `/board/events?board=workshop&key=${key}`)).status).toBe(403);
  } finally {
    await tv.close();
  }
});

test("a board link's last day: set and listed; past it, the link opens nothing and the list says it ended", async ({
  page,
  browser,
  db,
  signIn,
}, testInfo) => {
  await pinBrowserClock(page);
  await signIn("manager", { openDashboard: false });
  await page.goto("/admin/board-links");
  await waitForHydration(page);
  const label = `Workshop TV until 2099 ${tokenOf(testInfo)} ${testInfo.retry}`;
  await page.getByLabel("Label").fill(label);
  // Far from any day the tests run on: the server checks the last day against its own date.
  await page.getByLabel("Last day").fill("2099-12-31");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText(`Board link for ${label} created.`)).toBeVisible();
  const link = await page.getByLabel("Board link", { exact: true }).inputValue();
  const listed = page
    .getByRole("list", { name: "Board links, newest first" })
    .getByRole("listitem")
    .filter({ hasText: label });
  await expect(listed).toContainText("Works until Dec 31, 2099");
  await expect(listed.getByRole("button", { name: `Revoke ${label}` })).toBeVisible();
  const stored = () => db.selectFrom("board_links").select("ends_on").where("label", "=", label);
  expect(await stored().executeTakeFirstOrThrow()).toEqual({ ends_on: "2099-12-31" });

  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" });
  try {
    const screen = await tv.newPage();
    await screen.goto(link);
    await expect(screen.getByRole("heading", { level: 1 })).toHaveText("Workshop");

    // Its last day gone by: the stored date moved into the past (the server's clock is the real one).
    await db.updateTable("board_links").set({ ends_on: "2000-01-01" }).where("label", "=", label).execute();
    const refused = await screen.goto(link);
    expect(refused?.status()).toBe(403);
    await expect(screen.getByText("This board link has expired. Ask a manager for a new one.")).toBeVisible();
    await expect(screen.getByRole("region", { name: "Safety and new reports" })).toHaveCount(0);
  } finally {
    await tv.close();
  }
  await page.reload();
  await expect(listed).toContainText("Ended Jan 1, 2000");
  await expect(listed.getByRole("button", { name: `Revoke ${label}` })).toHaveCount(0);
});

test("the workshop board names who has a repair by their name, never their address", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const token = tokenOf(testInfo);
  // An account made without a name, as the shell or an older version made them.
  const email = `lee.tilt+${token}-${Date.now().toString(36)}@e2e.test`;
  const lee = await createUser(db, { email, password: "Tilt-E2e-pass4!", role: "staff" });
  const [game] = await insertTestGames(db, [{ name: `Taken Cabinet ${token}`, status: "In Repair" }]);
  const now = new Date().toISOString();
  await db
    .insertInto("repairs")
    .values({
      game_id: game.id,
      comment: "Lights flicker",
      resolved: false,
      source: "staff",
      status: "in_progress",
      assigned_to: lee.id,
      assigned_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  try {
    await signIn("staff", { openDashboard: false });
    await page.goto("/board/workshop");
    await waitForHydration(page);
    await expect(page.getByText("Lee Tilt").first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText("@e2e.test");
    await expectNoA11yViolations(page, "/board/workshop naming a colleague");
  } finally {
    await db.deleteFrom("repairs").where("game_id", "=", game.id).execute();
    await db.deleteFrom("users").where("id", "=", lee.id).execute();
  }
});
