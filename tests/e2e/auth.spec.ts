import path from "node:path";
import { request, type Page } from "@playwright/test";
import { createUser } from "../../app/models/account/user.server";
import { createDb } from "../../app/utils/db.server";
import { ACCOUNTS } from "./accounts";
import {
  BrowserErrors,
  createThrowawayAccount,
  expect,
  expectNoA11yViolations,
  httpStatusError,
  signInOverHttp,
  test,
  waitForHydration,
} from "./fixtures";
import { startOwnServer } from "./own-server";

const WRONG_PASSWORD = "Invalid email or password. Please check your credentials and try again.";
const TOO_MANY = "Too many login attempts. Please wait a few minutes before trying again.";

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const dashboard = (page: Page) => page.getByRole("main").getByText("Admin Dashboard", { exact: true }).first();

/**
 * The one test that signs a seeded account in through the form just to be signed in. Tests that only need
 * a signed-in page reuse a session made once per run (the signIn fixture); the few others that go through
 * the form do so because the form itself is what they test (busy state, throttle, redirect back, no script).
 */
test("a visitor sent from /admin to /login comes back to /admin, and the login page leaves history", async ({
  page,
}) => {
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

test("a wrong password is refused with the spec's message and no session", async ({
  page,
  browserErrors,
  context,
  db,
}, testInfo) => {
  browserErrors.allow(httpStatusError(401), "the refused sign-in is answered with 401");
  const account = await createThrowawayAccount(db, testInfo, "wrong-password");
  await page.goto("/login");
  await waitForHydration(page);
  await fillSignIn(page, account.email, "Not-the-password-9!");
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText(WRONG_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  expect((await context.cookies()).filter((c) => c.name.includes("museum_session"))).toEqual([]);

  const failures = await db
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", "login_failed")
    .where("entity_id", "=", account.email)
    .execute();
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
  // The button changes on the click; the request reaches the route a moment later.
  await expect.poll(() => held).toBe(true);
  release();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
});

// Signing out ends the session in use, so each of these tests signs in with a session of its own.
test.describe("sign-out", () => {
  test("from the dashboard: Back shows no admin page and /admin asks to sign in again", async ({
    page,
    context,
    signIn,
  }) => {
    await page.goto("/");
    await signIn("staff", { fresh: true });
    // The staff layout's header: staff pages have no public footer.
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
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
    await page
      .getByRole("banner")
      .getByRole("link", { name: /View site/ })
      .click();
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

  test("after full page loads: Back does not restore the dashboard from the browser's cache", async ({
    page,
    signIn,
  }) => {
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
    const managerCards = [
      "Collection CSV",
      "Hours & Announcements",
      "Chatbot",
      "Newsletter",
      "Museum Settings",
      "Staff Accounts",
      "Activity",
      "Page Texts",
      "Home Page Slides",
      "Board Links",
      "Trash",
      "Failed Mail",
      "Demo Content",
    ];
    await expect(badges).toHaveCount(managerCards.length);
    for (const title of managerCards) {
      // The card's link (its name goes on with its text), not Quick Tips' link of the same screen.
      await expect(main.getByRole("link", { name: new RegExp(`^${title} `) })).toContainText("Managers only");
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
   * One Access Denied (docs/departures.md#access-denied): every manager-only screen answers a signed-in
   * staff member with 403, the page naming the role it takes, the managers to ask and the way back to the Admin
   * Dashboard; a visitor is sent to sign in, remembering the page. The CSV is a download, not a page: it leads
   * to its list's refusal.
   */
  const MANAGER_ONLY = [
    { path: "/admin/hours", reason: "Only managers can change the opening hours." },
    { path: "/admin/chatbot", reason: "Only managers can set up the chatbot." },
    { path: "/admin/password-reset", reason: "Only managers can manage staff accounts." },
    { path: "/admin/subscribers", reason: "Only managers can see the newsletter subscribers." },
    { path: "/admin/subscribers.csv", reason: "Only managers can see the newsletter subscribers." },
    { path: "/admin/board-links", reason: "Only managers can manage board links." },
    { path: "/admin/mail", reason: "Only managers can see and resend failed mail." },
    { path: "/admin/activity", reason: "Only managers can read the activity log." },
    { path: "/admin/trash", reason: "Only managers can restore deleted games and repairs." },
    { path: "/admin/demo-content", reason: "Only managers can remove the demo content." },
    { path: "/admin/texts", reason: "Only managers can change the public pages' texts." },
    { path: "/admin/collection", reason: "Only managers can import and export the collection." },
    { path: "/admin/settings", reason: "Only managers can change the museum settings." },
    { path: "/admin/hero", reason: "Only managers can change the home page's slides." },
  ];

  test("a visitor to a manager-only screen is sent to /login, remembering it", async ({ page }) => {
    for (const { path } of MANAGER_ONLY) {
      await page.goto(path);
      await expect(page, path).toHaveURL(
        (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === path,
      );
    }
  });

  test("a staff member sees Access Denied, the role it takes, the managers to ask and the way back on every manager-only screen", async ({
    page,
    browserErrors,
    signIn,
  }) => {
    browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
    await signIn("staff", { openDashboard: false });
    for (const { path, reason } of MANAGER_ONLY) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Access Denied");
      await expect(page.getByText(reason, { exact: true }), path).toBeVisible();
      await expect(page).toHaveTitle(/^Access Denied \|/);
      await expect(page.getByRole("banner")).toBeVisible();
      const ask = page.getByRole("region", { name: /^Ask (a|the) manager$/ });
      await expect(ask.getByText(ACCOUNTS.manager.name, { exact: true }), path).toBeVisible();
      await expect(ask.getByRole("link", { name: ACCOUNTS.manager.email })).toHaveAttribute(
        "href",
        `mailto:${ACCOUNTS.manager.email}`,
      );
      await expect(ask.getByText(ACCOUNTS.staff.email), "staff are not listed").toHaveCount(0);
      await expect(page.getByRole("link", { name: "Back to Admin Dashboard" }), path).toBeVisible();
    }
    await expectNoA11yViolations(page, "Access Denied");
    await page.getByRole("link", { name: "Back to Admin Dashboard" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(dashboard(page)).toBeVisible();
  });

  // The screens above run on the desktop; they share one Access Denied page, which the phone checks.
  test("axe on a phone: Access Denied @phone-only", async ({ page, browserErrors, signIn }) => {
    browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
    await signIn("staff", { openDashboard: false });
    await page.goto(MANAGER_ONLY[0].path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(page.getByRole("link", { name: "Back to Admin Dashboard" })).toBeVisible();
    await expectNoA11yViolations(page, "Access Denied");
  });

  test("a manager is let through on manager-only screens", async ({ page, signIn }) => {
    await signIn("manager", { openDashboard: false });
    for (const { path } of MANAGER_ONLY.filter((screen) => !screen.path.endsWith(".csv"))) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} for a manager`).toBe(200);
      await expect(page.getByText("Access Denied")).toHaveCount(0);
    }
  });
});

test("after five wrong passwords even the right one is refused for a while", async ({
  page,
  browserErrors,
  context,
  db,
}, testInfo) => {
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

  const throttled = await db
    .selectFrom("audit_log")
    .select("id")
    .where("action", "=", "login_throttled")
    .where("entity_id", "=", account.email)
    .execute();
  expect(throttled.length).toBe(1);

  // Other accounts are not locked out by it.
  await fillSignIn(page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
});

/**
 * OWASP's device cookies, on a server of its own (the run's server lifts the address limit): a stranger on
 * the museum's network sends 100 wrong passwords for made-up e-mails. Staff whose browser has signed in
 * there before get in at once; a browser that never did is slowed, until a manager clears the delay.
 */
test("a stranger's wrong passwords from the staff's address do not keep out a browser that signed in there before", async ({
  browser,
}) => {
  // A server's start, 100 posts (20 of them checked with argon2) and five pages: well over the default on a busy machine.
  test.setTimeout(120_000);
  const server = await startOwnServer();
  const db = createDb({ kind: "sqlite", file: path.join(server.dataDir, "museum.db") });
  const opened: { close: () => Promise<void> }[] = [];
  const openPage = async (storageState?: Awaited<ReturnType<typeof signInOverHttp>>) => {
    const context = await browser.newContext({ baseURL: server.url, storageState });
    opened.push(context);
    const page = await context.newPage();
    return { page, errors: new BrowserErrors(page) };
  };
  try {
    await createUser(db, ACCOUNTS.staff);
    await createUser(db, ACCOUNTS.manager);
    const manager = await signInOverHttp(server.url, ACCOUNTS.manager);

    // The staff member's own browser signed in here before, and signed out.
    const own = await openPage();
    await own.page.goto("/login");
    await waitForHydration(own.page);
    await fillSignIn(own.page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
    await expect(own.page).toHaveURL((url) => url.pathname === "/admin");
    await own.page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(own.page).toHaveURL((url) => url.pathname === "/");

    const stranger = await request.newContext({ baseURL: server.url });
    opened.push({ close: () => stranger.dispose() });
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      const response = await stranger.post("/login", {
        form: { email: `guess-${i}@example.org`, password: `Wrong-guess-${i}!` },
        headers: { Origin: server.url },
        maxRedirects: 0,
      });
      answers.push(response.status());
    }
    expect(answers.filter((status) => status === 401)).toHaveLength(20);
    expect(answers.filter((status) => status === 429)).toHaveLength(80);

    // The browser that signed in before: in at once, from the same address.
    await own.page.goto("/login");
    await waitForHydration(own.page);
    await fillSignIn(own.page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
    await expect(own.page).toHaveURL((url) => url.pathname === "/admin");
    await expect(own.page.getByText("Signed in as")).toContainText(ACCOUNTS.staff.name);
    expect(own.errors.unexpected()).toEqual([]);

    // The same account on a browser that never signed in here waits, even with the right password.
    const other = await openPage();
    other.errors.allow(httpStatusError(429), "the throttled sign-in is answered with 429");
    await other.page.goto("/login");
    await waitForHydration(other.page);
    await fillSignIn(other.page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
    await expect(other.page.getByRole("alert")).toHaveText(TOO_MANY);
    await expect(other.page).toHaveURL((url) => url.pathname === "/login");

    // Staff Accounts says which address waits and until when; 'Clear delay' on the account lets that browser in.
    const desk = await openPage(manager);
    await desk.page.goto("/admin/password-reset");
    await waitForHydration(desk.page);
    const waits = desk.page.getByRole("region", { name: "Addresses waiting" });
    await expect(waits.getByRole("listitem")).toHaveCount(1);
    await expect(waits.getByRole("listitem")).toContainText(/^127\.0\.0\.1\s*until \d{1,2}:\d{2} [AP]M$/);
    const row = desk.page
      .getByRole("region", { name: "Accounts", exact: true })
      .getByRole("listitem")
      .filter({ hasText: ACCOUNTS.staff.email });
    await expect(row.getByText("Sign-in delayed", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Clear delay for ${ACCOUNTS.staff.email}` }).click();
    await expect(row.getByText("Sign-in delayed", { exact: true })).toHaveCount(0);
    await expect(waits).toHaveCount(0);
    expect(desk.errors.unexpected()).toEqual([]);

    await fillSignIn(other.page, ACCOUNTS.staff.email, ACCOUNTS.staff.password);
    await expect(other.page).toHaveURL((url) => url.pathname === "/admin");
    expect(other.errors.unexpected()).toEqual([]);
  } finally {
    for (const context of opened) await context.close();
    await db.destroy();
    await server.stop();
  }
});
