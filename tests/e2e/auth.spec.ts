import type { Page } from "@playwright/test";
import { ACCOUNTS } from "./accounts";
import { createThrowawayAccount, expect, expectNoA11yViolations, httpStatusError, test, waitForHydration } from "./fixtures";

const WRONG_PASSWORD = "Invalid email or password. Please check your credentials and try again.";
const TOO_MANY = "Too many login attempts. Please wait a few minutes before trying again.";

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const dashboard = (page: Page) => page.getByText("Admin Dashboard", { exact: true }).first();

/**
 * The one test that signs a seeded account in through the form just to be signed in. Tests that only need
 * a signed-in page reuse a session made once per run (the signIn fixture); the few others that go through
 * the form do so because the form itself is what they test (busy state, throttle, redirect back, no script).
 */
test("a visitor sent from /admin to /login comes back to /admin, and the login page leaves history", async ({ page }) => {
  await page.goto("/");
  await page.goto("/admin");
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.search === "?redirectTo=%2Fadmin");
  await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Admin Dashboard")).toHaveCount(0);

  await waitForHydration(page);
  await fillSignIn(page, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("main").getByText("Admin Dashboard", { exact: true })).toBeVisible();
  await expect(page.getByText("Signed in as")).toContainText(ACCOUNTS.manager.name);

  // The login entry was replaced: Back goes to the page before, not to a filled-in form.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByLabel("Password")).toHaveCount(0);
});

test("a signed-in visitor to /login goes straight to the dashboard", async ({ page, signIn }) => {
  await signIn("staff", { openDashboard: false });
  await page.goto("/login");
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByText("Signed in as")).toContainText(ACCOUNTS.staff.name);
});

test("a wrong password is refused with the spec's message and no session", async ({ page, browserErrors, context, db }, testInfo) => {
  browserErrors.allow(httpStatusError(401), "the refused sign-in is answered with 401");
  const account = await createThrowawayAccount(db, testInfo, "wrong-password");
  await page.goto("/login");
  await waitForHydration(page);
  await fillSignIn(page, account.email, "Not-the-password-9!");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(WRONG_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  expect((await context.cookies()).filter((c) => c.name.includes("museum_session"))).toEqual([]);

  const failures = await db.selectFrom("audit_log").select("id").where("action", "=", "login_failed").where("entity_id", "=", account.email).execute();
  expect(failures.length).toBeGreaterThanOrEqual(1);
});

test("empty fields show messages and nothing is sent", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter your email address");

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toEqual([]);
});

test("the button reads 'Signing in...' and is disabled while the request runs", async ({ page }) => {
  await page.goto("/login?redirectTo=%2Fadmin");
  await waitForHydration(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/login\.data/, async (route) => {
    if (route.request().method() === "POST") {
      held = true;
      await released;
    }
    await route.continue();
  });
  await fillSignIn(page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
  const busy = page.getByRole("button", { name: "Signing in..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  expect(held).toBe(true);
  release();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
});

// Signing out ends the session in use, so each of these tests signs in with a session of its own.
test.describe("sign-out", () => {
  test("from the dashboard: Back shows no admin page and /admin asks to sign in again", async ({ page, context, signIn }) => {
    await page.goto("/");
    await signIn("staff", { fresh: true });
    await page.getByRole("contentinfo").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Employee Login" })).toBeVisible();
    expect((await context.cookies()).filter((c) => c.name.includes("museum_session"))).toEqual([]);

    await page.goBack();
    await expect(page.getByRole("main").getByText("Admin Dashboard", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Signed in as")).toHaveCount(0);

    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
  });

  test("with the dashboard earlier in history: Back does not bring it back", async ({ page, signIn }) => {
    await signIn("staff", { fresh: true });
    // History: ..., /admin, / (then signed out on /).
    await page.getByRole("banner").getByRole("link", { name: "Replay Museum Arcade & Pinball, home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Employee Login" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/admin");
    await expect(dashboard(page)).toBeHidden();
    await expect(page.getByText("Signed in as")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
  });

  test("after full page loads: Back does not restore the dashboard from the browser's cache", async ({ page, signIn }) => {
    await signIn("staff", { fresh: true, openDashboard: false });
    // Whole documents this time, so the browser could keep /admin in its back-forward cache.
    await page.goto("/admin");
    await expect(page.getByText("Signed in as")).toBeVisible();
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Employee Login" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByText("Signed in as")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
  });
});

test.describe("roles", () => {
  test("the dashboard marks manager-only cards for staff, not for managers", async ({ page, signIn }) => {
    await signIn("staff");
    const main = page.getByRole("main");
    const badges = main.getByText("Managers only", { exact: true });
    await expect(badges).toHaveCount(5);
    for (const title of ["Hours & Announcements", "Chatbot", "Newsletter", "Staff Accounts", "Activity"]) {
      await expect(main.getByRole("link", { name: new RegExp(title) })).toContainText("Managers only");
    }
    await expect(main.getByRole("link", { name: /Add a Game/ })).not.toContainText("Managers only");
    await expect(main.getByText("staff", { exact: true })).toBeVisible();
  });

  test("a manager sees no 'Managers only' badges", async ({ page, signIn }) => {
    await signIn("manager");
    await expect(page.getByRole("main").getByText("Managers only")).toHaveCount(0);
    await expect(page.getByRole("main").getByText("manager", { exact: true })).toBeVisible();
  });

  /**
   * Manager-only screens answer a signed-in staff member with 403 and
   * 'Access Denied'. A screen not built yet answers 404 and is listed as an
   * annotation; at least one of them must exist for this test to pass.
   */
  test("a staff account is refused on manager-only routes", async ({ page, browserErrors, signIn }, testInfo) => {
    browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
    browserErrors.allow(httpStatusError(404), "a manager-only screen that is not built yet answers 404");
    await signIn("staff", { openDashboard: false });
    const checked: string[] = [];
    for (const path of ["/admin/hours", "/admin/password-reset", "/admin/subscribers", "/admin/mail", "/admin/activity"]) {
      const response = await page.goto(path);
      if (response?.status() === 404) {
        testInfo.annotations.push({ type: "not built yet", description: `${path} answered 404` });
        console.log(`[${testInfo.project.name}] ${path} answered 404 (not built yet): not checked`);
        continue;
      }
      expect(response?.status(), `${path} for staff`).toBe(403);
      await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
      await expect(page).toHaveTitle(/Access Denied/);
      await expect(page.getByRole("banner")).toBeVisible();
      await expectNoA11yViolations(page, `${path} (Access Denied)`);
      checked.push(path);
    }
    expect(checked, "no manager-only route exists yet (/admin/hours, /admin/password-reset)").not.toEqual([]);
  });

  test("a manager is let through on manager-only routes", async ({ page, browserErrors, signIn }, testInfo) => {
    browserErrors.allow(httpStatusError(404), "a manager-only screen that is not built yet answers 404");
    await signIn("manager", { openDashboard: false });
    const checked: string[] = [];
    for (const path of ["/admin/hours", "/admin/password-reset", "/admin/subscribers", "/admin/mail", "/admin/activity"]) {
      const response = await page.goto(path);
      if (response?.status() === 404) {
        testInfo.annotations.push({ type: "not built yet", description: `${path} answered 404` });
        console.log(`[${testInfo.project.name}] ${path} answered 404 (not built yet): not checked`);
        continue;
      }
      expect(response?.status(), `${path} for a manager`).toBe(200);
      await expect(page.getByText("Access Denied")).toHaveCount(0);
      checked.push(path);
    }
    expect(checked, "no manager-only route exists yet (/admin/hours, /admin/password-reset)").not.toEqual([]);
  });
});

test("after five wrong passwords even the right one is refused for a while", async ({ page, browserErrors, context, db }, testInfo) => {
  browserErrors.allow(httpStatusError(401), "each refused sign-in is answered with 401");
  browserErrors.allow(httpStatusError(429), "the throttled sign-in is answered with 429");
  const account = await createThrowawayAccount(db, testInfo, "throttle");
  await page.goto("/login");
  await waitForHydration(page);
  const alert = page.getByRole("alert");
  for (let attempt = 1; attempt <= 5; attempt++) {
    await fillSignIn(page, account.email, `Wrong-pass-${attempt}!`);
    await expect(alert).toHaveText(WRONG_PASSWORD);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await fillSignIn(page, account.email, account.password);
  await expect(alert).toHaveText(TOO_MANY);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  expect((await context.cookies()).filter((c) => c.name.includes("museum_session"))).toEqual([]);

  const throttled = await db.selectFrom("audit_log").select("id").where("action", "=", "login_throttled").where("entity_id", "=", account.email).execute();
  expect(throttled.length).toBe(1);

  // Other accounts are not locked out by it.
  await fillSignIn(page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
});
