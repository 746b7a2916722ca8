import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import {
  createThrowawayAccount,
  expect,
  expectNoA11yViolations,
  signInOverHttp,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";
import { ACCOUNTS } from "./accounts";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/** The staff pages' own layout: its header, a phone's bottom bar, the Me page and the Log tab's machine picker. */

const tokenOf = (testInfo: TestInfo) => tokenFor("stafflayout", testInfo.project.name);
const SHOTS = "/tmp/shots/layout";

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

const bottomBar = (page: Page) => page.getByRole("navigation", { name: "Floor" });
const newsletterForm = (page: Page) => page.getByLabel("Get news of tournaments and events");

test("a staff page wears the staff layout: name, Sign Out, no public footer or newsletter; a public page keeps the public one @phone", async ({
  page,
  signIn,
}, testInfo) => {
  test.slow(); // two layouts, one axe run: on a busy machine more than the default 30 s
  const phone = testInfo.project.name === "phone";
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs");
  await waitForHydration(page);
  const header = page.getByRole("banner");
  await expect(header.getByTestId("staff-signed-in")).toContainText(ACCOUNTS.staff.name);
  await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(header.getByRole("link", { name: /View site/ })).toHaveAttribute("href", "/");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(newsletterForm(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  if (phone) {
    await expect(bottomBar(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeHidden();
  } else {
    await expect(bottomBar(page)).toBeHidden();
    const staffNav = page.getByRole("navigation", { name: "Staff" });
    await expect(staffNav.getByRole("link", { name: "Repairs" })).toHaveAttribute("aria-current", "page");
    await staffNav.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(staffNav.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("aria-current", "page");
  }
  await expectNoA11yViolations(page, `${page.url()} (staff layout)`);

  // The same signed-in staff member on a public page: the public header and footer, as before.
  await page.goto("/collection");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Sign Out" })).toBeAttached();
  await expect(newsletterForm(page)).toHaveCount(1);
  await expect(page.getByTestId("staff-signed-in")).toHaveCount(0);
  await expect(bottomBar(page)).toHaveCount(0);
});

test("the bottom bar: each tab opens its page and is marked current, and no content hides behind it @phone-only", async ({
  page,
  signIn,
}) => {
  await signIn("staff");
  const bar = bottomBar(page);
  const tabs = bar.getByRole("link");
  await expect(tabs).toHaveText(["Repairs", "Log", "Parts", "Me"]);
  for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox())))
    expect(box!.height, "a tab is at least 44 px tall").toBeGreaterThanOrEqual(44);

  for (const [name, path, heading] of [
    ["Repairs", "/repairs", "Repair Dashboard"],
    ["Parts", "/repairs/parts", "Parts"],
    ["Me", "/account", "Your Account"],
    ["Log", "/repairs/log", "Log a Repair"],
  ] as const) {
    await bar.getByRole("link", { name }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(bar.locator("[aria-current=page]")).toHaveText(name);
  }

  // The page's end clears the bar: the main area's bottom padding is at least the bar's height.
  const barHeight = (await bar.boundingBox())!.height;
  const padding = await page.locator("main").evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
  expect(padding).toBeGreaterThanOrEqual(barHeight - 1);
});

test("Log: the machine picker finds a machine by name and opens Log New Repair for it, by touch or keyboard @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const [joust, zaxxon] = await insertTestGames(db, [{ name: `Joust ${token}` }, { name: `Zaxxon ${token}` }]);
  await signIn("staff", { openDashboard: false });
  await page.goto("/repairs/log");
  await waitForHydration(page);
  const search = page.getByLabel("Machine name");
  await search.fill(token);
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results).toHaveCount(2);
  await expect(page.getByRole("status")).toContainText("2 of");

  if (testInfo.project.name === "phone") {
    await results.filter({ hasText: "Zaxxon" }).getByRole("link").click();
    await expect(page).toHaveURL(`/repairs/new?gameId=${zaxxon!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Log New Repair" })).toBeVisible();
    await expect(bottomBar(page).locator("[aria-current=page]")).toHaveText("Log");
    return;
  }
  // The keyboard: the arrow keys walk the list from the search; Enter in the search opens the first machine.
  await search.press("ArrowDown");
  await expect(results.first().getByRole("link")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results.nth(1).getByRole("link")).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/repairs/new?gameId=${joust!.id}`);
  await page.goBack();
  await page.getByLabel("Machine name").fill(`zaxxon ${token}`);
  await page.getByLabel("Machine name").press("Enter");
  await expect(page).toHaveURL(`/repairs/new?gameId=${zaxxon!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Log New Repair" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`Zaxxon ${token}`);
});

test("Me: the name is saved and shown in the header, a bad one is refused with its message", async ({
  page,
  db,
  baseURL,
}, testInfo) => {
  const account = await createThrowawayAccount(db, testInfo, "me");
  await page.context().addCookies((await signInOverHttp(baseURL!, account)).cookies);
  await page.goto("/account");
  await waitForHydration(page);
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile).toContainText(account.email);
  await expect(profile).toContainText("Staff");
  const name = profile.getByLabel("Your name");
  await expect(name).toHaveValue(account.name);
  const save = profile.getByRole("button", { name: "Save Name" });
  const storedName = async () =>
    (await db.selectFrom("users").select("name").where("email", "=", account.email).executeTakeFirstOrThrow()).name;

  await name.fill("   ");
  await save.click();
  await expect(name).toHaveAccessibleDescription(/Please enter a name/);
  await expect(name).toBeFocused();
  await name.fill("x".repeat(61));
  await save.click();
  await expect(name).toHaveAccessibleDescription(/Name must be 60 characters or fewer/);
  expect(await storedName()).toBe(account.name);

  await name.fill("Rita Rollover");
  await save.click();
  await expect(profile.getByRole("status")).toHaveText("Name saved: colleagues now see you as Rita Rollover.");
  await expect(page.getByRole("banner").getByTestId("staff-signed-in")).toContainText("Rita Rollover");
  expect(await storedName()).toBe("Rita Rollover");
  await page.reload();
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Your name")).toHaveValue("Rita Rollover");

  // The password keeps its own page, which comes back here; the repair mail choice has moved here from it.
  await page.getByRole("link", { name: "Change Password" }).click();
  await expect(page).toHaveURL("/account/password?redirectTo=%2Faccount");
  await expect(page.getByRole("heading", { level: 1, name: "Change Your Password" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Repair mail" })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshots and axe of the staff layout, ${theme}: the dashboard, the repairs, Me and Log @phone`, async ({
    page,
    signIn,
  }, testInfo) => {
    test.slow(); // four pages and two axe runs
    await useStoredTheme(page, theme);
    await signIn("staff", { openDashboard: false });
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const [path, name, axe] of [
      ["/admin", "admin", false],
      ["/repairs", "repairs", false],
      ["/account", "me", true],
      ["/repairs/log", "log", true],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (axe) await expectNoA11yViolations(page, `${path} (${theme})`);
      // The screen as it opens (the repair list runs to many screens), Me whole.
      await page.screenshot({
        path: `${SHOTS}/${name}-${testInfo.project.name}-${theme}.png`,
        fullPage: name === "me",
      });
    }
  });
}
