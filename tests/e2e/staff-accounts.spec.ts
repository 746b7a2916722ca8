import { request as httpClient, type Page, type TestInfo } from "@playwright/test";
import { passwordProblem } from "../../app/models/account/password-rules";
import { CHANGE_PASSWORD_PATH } from "../../app/models/account/password-change.schema";
import { signIn as signInWithPassword } from "../../app/models/account/login.server";
import { ACCOUNT_AT_ADDRESS } from "../../app/models/account/login-throttle.server";
import { createUser } from "../../app/models/account/user.server";
import { ACCOUNTS } from "./accounts";
import {
  expect,
  expectNoA11yViolations,
  httpStatusError,
  signInOverHttp,
  test,
  useStoredTheme,
  waitForHydration,
  type SignIn,
} from "./fixtures";

const PATH = "/admin/password-reset";
const PASSWORD = "Pinball-Wizard7!";

/** An address only this test (and project) uses, so the two workers never meet. */
const uniqueEmail = (testInfo: TestInfo, kind: string) =>
  `${kind}-${testInfo.project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

/** Opens the page with the run's shared manager session (the form itself is tested in auth.spec.ts). */
async function openAsManager(page: Page, signIn: SignIn) {
  await signIn("manager", { openDashboard: false });
  await page.goto(PATH);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Accounts" })).toBeVisible();
}

const SET_OWN_PASSWORD = `${CHANGE_PASSWORD_PATH}?redirectTo=%2Fadmin`;

/**
 * Signs in elsewhere (a client of its own, with the request the sign-in form sends): the password a
 * manager set works, once, and only to choose the account's own; the dashboard sends it there too. No
 * page is drawn for it.
 */
async function expectOneTimeSignIn(baseURL: string, email: string, password: string) {
  const api = await httpClient.newContext({
    baseURL,
    storageState: await signInOverHttp(baseURL, { email, password }, SET_OWN_PASSWORD),
  });
  try {
    const dashboard = await api.get("/admin", { maxRedirects: 0 });
    expect(`${dashboard.status()} ${dashboard.headers()["location"]}`, `/admin for ${email}`).toBe(
      `302 ${SET_OWN_PASSWORD}`,
    );
    expect((await api.get(SET_OWN_PASSWORD, { maxRedirects: 0 })).status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

const accountsList = (page: Page) => page.getByRole("region", { name: "Accounts", exact: true }).getByRole("listitem");

test("a manager creates an account, the list shows it, a mail is queued without the password, and the new account signs in once with it, to choose its own", async ({
  page,
  db,
  signIn,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "new");
  // The browser's timers run on a clock the test can move on: the banner's 3 s pass without waiting for them.
  await page.clock.install();
  await openAsManager(page, signIn);
  await expect(accountsList(page).filter({ hasText: ACCOUNTS.manager.email })).toContainText("You");

  await page.getByLabel("New account email").fill(email);
  await expect(page.getByText("Not created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create New Account" })).toBeVisible();
  // A new manager takes the acting manager's own password; a new staff account does not.
  const currentPassword = page
    .getByRole("region", { name: "Create New Account" })
    .getByLabel("Your Current Password", { exact: true });
  await expect(currentPassword).toBeHidden();
  await page.getByRole("radio", { name: /Manager/ }).check();
  await expect(currentPassword).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Casey Coin-Op");
  await page.getByLabel("New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create New Account" }).click();
  await expect(page.getByText("Please enter your current password")).toBeVisible();
  await expect(currentPassword).toBeFocused();
  await currentPassword.fill(ACCOUNTS.manager.password);
  await page.getByRole("button", { name: "Create New Account" }).click();

  const banner = page
    .getByRole("status")
    .filter({ hasText: `Account created for ${email}. A confirmation email has been sent.` });
  await expect(banner).toBeVisible();
  const row = accountsList(page).filter({ hasText: email });
  await expect(row).toContainText("Casey Coin-Op");
  await expect(row).toContainText("Manager");
  // The form starts afresh, and the success banner hides itself after 3 s.
  await expect(page.getByLabel("New Password")).toHaveValue("");
  await page.clock.runFor(3_000);
  await expect(banner).toBeHidden({ timeout: 3_000 }); // by 6 s of page time at the latest, as before

  const user = await db
    .selectFrom("users")
    .select(["role", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  expect(user.role).toBe("manager");
  expect(user.password_hash).toMatch(/^\$argon2id\$/);
  const mails = await db
    .selectFrom("email_outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", email)
    .execute();
  expect(mails).toHaveLength(1);
  expect(mails[0].text_body).toContain("/login");
  expect(JSON.stringify(mails)).not.toContain(PASSWORD);

  await expectOneTimeSignIn(baseURL!, email, PASSWORD);
});

test("a manager resets another account's password from its row, and it opens the account once, to choose its own", async ({
  page,
  db,
  signIn,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "reset");
  await createUser(db, { email, password: "Old-Password1!", role: "staff" });
  await openAsManager(page, signIn);

  await accountsList(page)
    .filter({ hasText: email })
    .getByRole("link", { name: `Reset password for ${email}` })
    .click();
  await expect(page.getByLabel("Existing account")).toHaveValue(email);
  await expect(page.getByText("Account exists")).toBeVisible();
  await page.getByLabel("New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `Password successfully reset for ${email}. A confirmation email has been sent.` }),
  ).toBeVisible();

  await expectOneTimeSignIn(baseURL!, email, PASSWORD);
});

test("an account held up by wrong passwords says so on its row, and 'Clear delay' lets it in at once", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "delayed");
  await createUser(db, { email, password: PASSWORD, role: "staff" });
  const address = `198.51.100.${testInfo.project.name === "phone" ? 2 : 1}`;
  for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) await signInWithPassword(db, email, "Wrong#Pass1", address);
  await openAsManager(page, signIn);

  const row = accountsList(page).filter({ hasText: email });
  await expect(row.getByText("Sign-in delayed", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Clear delay for ${email}` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `${email} can sign in again at once, from anywhere.` }),
  ).toBeVisible();
  await expect(row.getByText("Sign-in delayed", { exact: true })).toHaveCount(0);
  expect((await signInWithPassword(db, email, PASSWORD, address)).ok).toBe(true);
});

test("validation: an address first, then a password, then each rule in the spec's order, without posting", async ({
  page,
  signIn,
}) => {
  await openAsManager(page, signIn);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  const submit = page.getByRole("button", { name: "Reset Password" });
  await submit.click();
  await expect(page.getByText("Please select an email address")).toBeVisible();
  await expect(page.getByText("Please enter a new password")).toBeVisible();
  await expect(page.getByLabel("Existing account")).toBeFocused();
  await expect(page.getByLabel("Existing account")).toHaveAttribute("aria-invalid", "true");
  // Each field names its own message, after what describes it (the account's status, the password rules).
  await expect(page.getByLabel("Existing account")).toHaveAttribute(
    "aria-describedby",
    "account-status account-email-error",
  );
  await expect(page.locator("#account-email-error")).toHaveText("Please select an email address");
  await expect(page.getByLabel("New account email")).toHaveAttribute("aria-describedby", "account-status");
  await expect(page.getByLabel("New account email")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("New Password")).toHaveAttribute(
    "aria-describedby",
    "account-password-rules account-password-error",
  );
  await expect(page.locator("#account-password-error")).toHaveText("Please enter a new password");

  // A typed address that is not one: the message and the focus are the new email field's own.
  await page.getByLabel("New account email").fill("not-an-address");
  await expect(page.locator("#account-email-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Create New Account" }).click();
  await expect(page.getByLabel("New account email")).toBeFocused();
  await expect(page.getByLabel("New account email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("New account email")).toHaveAttribute(
    "aria-describedby",
    "account-status account-newEmail-error",
  );
  await expect(page.locator("#account-newEmail-error")).toHaveText("Please enter a valid email address");
  await expect(page.getByLabel("Existing account")).toHaveAttribute("aria-describedby", "account-status");
  await page.getByLabel("New account email").fill("");

  await page.getByLabel("Existing account").selectOption(ACCOUNTS.staff.email);
  await expect(page.getByText("Please select an email address")).toHaveCount(0);
  const passwordField = page.getByLabel("New Password");
  for (const [typed, message] of [
    ["short", "Password must be at least 8 characters long"],
    ["lowercase1!", "Password must contain at least one uppercase letter"],
    ["UPPERCASE1!", "Password must contain at least one lowercase letter"],
    ["NoDigits!!", "Password must contain at least one number"],
    ["NoSpecial12", "Password must contain at least one special character"],
  ] as const) {
    await passwordField.fill(typed);
    await submit.click();
    await expect(page.locator("#account-password-error")).toHaveText(message);
    await expect(passwordField).toBeFocused();
  }
  // The checklist follows the typing.
  const checklist = page.getByRole("list", { name: "Password requirements" }).getByRole("listitem");
  await expect(checklist.filter({ hasText: "One special character" })).toHaveAttribute("data-met", "false");
  await passwordField.fill(PASSWORD);
  await expect(checklist.and(page.locator("[data-met=true]"))).toHaveCount(5);
  await expect(page.locator("#account-password-error")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("the password reset email test needs an address", async ({ page, signIn }) => {
  await openAsManager(page, signIn);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const button = page.getByRole("button", { name: "Test Password Reset Email" });
  await button.click();
  await expect(
    page.getByRole("region", { name: "Email Tests" }).getByText("Please select an email address"),
  ).toBeVisible();
  // The message is the button's own, and it is read out as it appears (the focus stays on the button).
  await expect(button).toHaveAccessibleDescription("Please select an email address");
  await expect(page.getByRole("region", { name: "Email Tests" }).getByRole("alert")).toHaveText(
    "Please select an email address",
  );
  // Choosing an address is editing the form's address: the message goes.
  await page.getByLabel("Existing account").selectOption(ACCOUNTS.staff.email);
  await expect(page.getByRole("region", { name: "Email Tests" }).getByRole("alert")).toHaveCount(0);
  await expect(button).not.toHaveAttribute("aria-describedby");
  expect(posts).toEqual([]);
});

test("'Generate Password' fills a valid 12-character password, shows it and copies it", async ({
  page,
  context,
  signIn,
}, testInfo) => {
  await openAsManager(page, signIn);
  if (testInfo.project.name === "desktop") await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Generate Password" }).click();
  const value = await page.getByLabel("New Password").inputValue();
  expect(value).toHaveLength(12);
  expect(passwordProblem(value)).toBeNull();
  expect(value).toMatch(/[!@#$%^&*]/);
  await expect(page.getByTestId("generated-password")).toHaveText(value);
  const checklist = page.getByRole("list", { name: "Password requirements" }).getByRole("listitem");
  await expect(checklist.and(page.locator("[data-met=true]"))).toHaveCount(5);

  await page.getByRole("button", { name: "Generate Password" }).click();
  await expect(page.getByLabel("New Password")).not.toHaveValue(value);

  if (testInfo.project.name === "desktop") {
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByLabel("New Password").inputValue(),
    );
  }
  // Editing it by hand takes the generated box away.
  await page.getByLabel("New Password").press("End");
  await page.getByLabel("New Password").press("Backspace");
  await expect(page.getByTestId("generated-password")).toHaveCount(0);
});

test("a generated password stays on screen after the account is saved, with Copy, until the manager dismisses it", async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "handed");
  // The page's timers run on a clock the test moves on: well past the success banner's 3 s.
  await page.clock.install();
  await openAsManager(page, signIn);
  await page.getByLabel("New account email").fill(email);
  await page.getByLabel("Name", { exact: true }).fill("Robin Reel");
  await page.getByRole("button", { name: "Generate Password" }).click();
  const password = await page.getByLabel("New Password").inputValue();
  await page.getByRole("button", { name: "Create New Account" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Account created for ${email}. A confirmation email has been sent.` }),
  ).toBeVisible();
  await expect(page.getByLabel("New Password")).toHaveValue("");

  await page.clock.runFor(10_000);
  await expect(
    page.getByRole("status").filter({ hasText: `Account created for ${email}. A confirmation email has been sent.` }),
  ).toBeHidden();
  const box = page.getByTestId("generated-password-box");
  await expect(box.getByTestId("generated-password")).toHaveText(password);
  await expect(box).toContainText(`Password for ${email}`);
  if (testInfo.project.name === "desktop") {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await box.getByRole("button", { name: "Copy" }).click();
    await expect(box.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  }
  await page.clock.runFor(10_000);
  await expect(box.getByTestId("generated-password")).toHaveText(password);
  await box.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByTestId("generated-password")).toHaveCount(0);
});

test("a manager disables an account after confirming: it is marked Disabled, its session ends and it cannot sign in; Enable lets it in again", async ({
  page,
  db,
  signIn,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "leaver");
  await createUser(db, { email, password: PASSWORD, role: "staff" });
  const elsewhere = await httpClient.newContext({
    baseURL,
    storageState: await signInOverHttp(baseURL!, { email, password: PASSWORD }),
  });
  try {
    expect((await elsewhere.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
    await openAsManager(page, signIn);
    await expect(
      accountsList(page)
        .filter({ hasText: ACCOUNTS.manager.email })
        .getByRole("button", { name: /Disable/ }),
    ).toHaveCount(0);
    const row = accountsList(page).filter({ hasText: email });

    await row.getByRole("button", { name: `Disable ${email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Disable ${email}?` });
    await expect(dialog).toContainText("will not be able to sign in");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByText("Disabled", { exact: true })).toHaveCount(0);
    await row.getByRole("button", { name: `Disable ${email}` }).click();
    await dialog.getByRole("button", { name: "Disable Account" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `${email} is disabled: it cannot sign in, and its sessions have ended.` }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
    expect(
      (await db.selectFrom("users").select("disabled_at").where("email", "=", email).executeTakeFirstOrThrow())
        .disabled_at,
    ).not.toBeNull();
    const refused = await elsewhere.get("/admin", { maxRedirects: 0 });
    expect(`${refused.status()} ${refused.headers()["location"]}`).toBe("302 /login?redirectTo=%2Fadmin");
    expect(await signInWithPassword(db, email, PASSWORD, "198.51.100.40")).toEqual({
      ok: false,
      code: "invalid_credentials",
    });

    await row.getByRole("button", { name: `Enable ${email}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${email} can sign in again.` })).toBeVisible();
    await expect(row.getByText("Disabled", { exact: true })).toHaveCount(0);
    expect((await signInWithPassword(db, email, PASSWORD, "198.51.100.40")).ok).toBe(true);

    // Making a manager takes the acting manager's own password.
    await row.locator("summary", { hasText: "Make manager" }).click();
    await row.getByLabel("Your Current Password", { exact: true }).fill(ACCOUNTS.manager.password);
    await row.getByRole("button", { name: `Make ${email} a manager` }).click();
    await expect(page.getByRole("status").filter({ hasText: `${email} is now a manager.` })).toBeVisible();
    await expect(row.getByRole("button", { name: `Make staff ${email}` })).toBeVisible();
  } finally {
    await elsewhere.dispose();
  }
});

test("'Send Test Email' queues a mail to the manager and shows its id; each of the form's two buttons posts its own intent", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "mailtest");
  await createUser(db, { email, password: PASSWORD, role: "staff" });
  await openAsManager(page, signIn);
  const intents: (string | null)[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(PATH))
      intents.push(new URLSearchParams(request.postData() ?? "").get("intent"));
  });
  await page.getByRole("button", { name: "Send Test Email" }).click();
  const banner = page.getByRole("status").filter({ hasText: /^Test email queued\. Email ID: \d+$/ });
  await expect(banner).toBeVisible();
  const id = Number(/(\d+)$/.exec((await banner.textContent()) ?? "")?.[1]);
  const mail = await db.selectFrom("email_outbox").select("to_address").where("id", "=", id).executeTakeFirstOrThrow();
  expect(mail.to_address).toBe(ACCOUNTS.manager.email);

  await page.getByLabel("Existing account").selectOption(email);
  await page.getByRole("button", { name: "Test Password Reset Email" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Password reset email queued for ${email}. Email ID: ` }),
  ).toBeVisible();
  expect(intents).toEqual(["test-email", "test-reset-email"]);
});

test("resetting your own password needs your current one and the box ticked, then signs you out to /login with a message", async ({
  page,
  context,
  db,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "self");
  await createUser(db, { email, password: "Old-Password1!", role: "manager", name: "Self Reset" });
  // An account of its own, since this signs it out everywhere; signed in without drawing the login page.
  await context.addCookies((await signInOverHttp(baseURL!, { email, password: "Old-Password1!" })).cookies);
  await page.goto(PATH);
  await waitForHydration(page);

  await page.getByLabel("Existing account").selectOption(email);
  await expect(page.getByText("This is your own account.")).toBeVisible();
  await page.getByLabel("New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Tick the box to confirm that you want to reset your own password")).toBeVisible();
  await expect(page.getByText("Please enter your current password")).toBeVisible();
  await page.getByRole("textbox", { name: "Current Password" }).fill("Old-Password1!");
  await page.getByLabel("I understand: sign me out everywhere").check();
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Password updated successfully. Please sign in with your new password." }),
  ).toBeVisible();
  await page.goto(PATH);
  await expect(page).toHaveURL((url) => url.pathname === "/login");
});

test("a staff account is refused with 'Access Denied' (HTTP 403) @phone", async ({ page, browserErrors, signIn }) => {
  browserErrors.allow(httpStatusError(403), "the refusal is served with status 403");
  await signIn("staff", { openDashboard: false });
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Only managers can manage staff accounts.")).toBeVisible();
  await expect(page.getByLabel("New Password")).toHaveCount(0);
  await expectNoA11yViolations(page, `${PATH} (staff, 403)`);
});

test("a visitor is sent to /login and, after signing in as a manager, lands back on the page", async ({ page }) => {
  await page.goto(PATH);
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login" && url.search === "?redirectTo=%2Fadmin%2Fpassword-reset",
  );
  await waitForHydration(page);
  await page.getByLabel("Email").fill(ACCOUNTS.manager.email);
  await page.getByLabel("Password").fill(ACCOUNTS.manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Staff Accounts" })).toBeVisible();
});

test("without JavaScript: pick an account with Continue, and a bad password is answered by the server", async ({
  browser,
}) => {
  // A context of its own (the fixture's page has JavaScript on), so its 400 answer is not seen by browserErrors.
  // It signs in through the form as well: the only check that signing in works without JavaScript (no hydration to wait for).
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(ACCOUNTS.manager.email);
    await page.getByLabel("Password").fill(ACCOUNTS.manager.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.goto(PATH);
    await expect(page.getByRole("button", { name: "Generate Password" })).toHaveCount(0);
    await page.getByLabel("Existing account").selectOption(ACCOUNTS.staff.email);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Account exists")).toBeVisible();
    await page.getByLabel("New Password").fill("weakpass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    await expect(page.getByLabel("Existing account")).toHaveValue(ACCOUNTS.staff.email);
  } finally {
    await context.close();
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing serious (${theme}): the page, the create form and a generated password @phone`, async ({
    page,
    signIn,
  }, testInfo) => {
    // Three axe runs over the largest back-office page: some 10 s on an idle machine, and it ran past
    // 30 s on a busy one. Triple time rather than a failure on a slow day.
    test.slow();
    await useStoredTheme(page, theme);
    await openAsManager(page, signIn);
    // A row's 'Make manager' open, with its password field.
    await accountsList(page).filter({ hasText: ACCOUNTS.staff.email }).locator("summary").click();
    await expectNoA11yViolations(page, `${PATH} (${theme})`);
    await page.getByLabel("New account email").fill(uniqueEmail(testInfo, "axe"));
    await page.getByRole("radio", { name: /Manager/ }).check();
    await page.getByRole("button", { name: "Generate Password" }).click();
    await page.getByRole("button", { name: "Create New Account" }).focus();
    await expectNoA11yViolations(page, `${PATH} (${theme}, create form)`);
    await page.getByLabel("New account email").fill("");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Please select an email address")).toBeVisible();
    await expectNoA11yViolations(page, `${PATH} (${theme}, errors)`);
  });
}
