import { request as httpClient, type TestInfo } from "@playwright/test";
import { signIn as signInWithPassword } from "../../app/models/account/login.server";
import { createUser } from "../../app/models/account/user.server";
import { expect, expectNoA11yViolations, httpStatusError, signInOverHttp, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/** A safe first sign-in: a one-time password opens nothing but the page that replaces it. */

const ONE_TIME = "One-Time#Pass9";
const OWN = "My-Own#Choice7";
const SET_OWN = "/account/password?redirectTo=%2Fadmin";
const tokenOf = (testInfo: TestInfo) => tokenFor("firstsignin", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

test("signing in with a one-time password: only the password page opens, no staff POST is taken, and the new password ends every other session", async ({
  page,
  db,
  baseURL,
  browserErrors,
}, testInfo) => {
  test.slow();
  browserErrors.allow(httpStatusError(400), "the wrong one-time password is refused with 400");
  const email = `onetime-${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}@e2e.test`;
  await createUser(db, { email, password: ONE_TIME, role: "staff", name: "Olu First", mustChangePassword: true });
  const [game] = await insertTestGames(db, [{ name: `Galaxian ${tokenOf(testInfo)}` }]);
  // Another device signed in with the same one-time password, to be signed out by the change.
  const elsewhere = await httpClient.newContext({
    baseURL,
    storageState: await signInOverHttp(baseURL!, { email, password: ONE_TIME }, SET_OWN),
  });

  try {
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(ONE_TIME);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(SET_OWN);
    await expect(page.getByRole("heading", { level: 1, name: "Set Your Own Password" })).toBeVisible();
    await expectNoA11yViolations(page, "/account/password (one-time)");

    // Every staff page leads back here, remembering where it was going; a staff POST changes nothing.
    await page.goto("/repairs");
    await expect(page).toHaveURL("/account/password?redirectTo=%2Frepairs");
    const post = await page.request.post(`/repairs/new?gameId=${game.id}`, {
      form: { comment: "Coin mech jammed" },
      maxRedirects: 0,
    });
    expect(`${post.status()} ${post.headers()["location"]}`).toBe(
      `302 /account/password?redirectTo=%2Frepairs%2Fnew%3FgameId%3D${game.id}`,
    );
    expect(await db.selectFrom("repairs").select("id").where("game_id", "=", game.id).execute()).toEqual([]);
    await page.goto(`/game/${game.slug}`);
    await expect(page.getByRole("button", { name: "Log Repair" })).toHaveCount(0);

    // The form's checks, then a wrong one-time password refused by the server.
    await page.goto(SET_OWN);
    await waitForHydration(page);
    const current = page.getByLabel("One-Time Password", { exact: true });
    const fresh = page.getByLabel("New Password", { exact: true });
    const confirm = page.getByLabel("Confirm New Password", { exact: true });
    const submit = page.getByRole("button", { name: "Update Password" });
    await submit.click();
    await expect(current).toHaveAccessibleDescription("Please enter your current password");
    await current.fill(ONE_TIME);
    await fresh.fill(ONE_TIME);
    await confirm.fill(ONE_TIME);
    await submit.click();
    await expect(fresh).toHaveAccessibleDescription(/Choose a password different from your current one/);
    await fresh.fill(OWN);
    await confirm.fill(`${OWN}x`);
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription(/Passwords do not match/);
    await current.fill("Not-It#Guess1");
    await confirm.fill(OWN);
    await submit.click();
    await expect(current).toHaveAccessibleDescription("Current password is incorrect");
    await expect(current).toBeFocused();

    await current.fill(ONE_TIME);
    await submit.click();
    await expect(page.getByRole("heading", { level: 1, name: "Password Updated!" })).toBeFocused();
    await expect(
      page.getByText(
        "Your password has been changed. Every other device signed in to your account has been signed out.",
      ),
    ).toBeVisible();
    await expectNoA11yViolations(page, "/account/password (changed)");
    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByText("Signed in as")).toBeVisible();

    const other = await elsewhere.get("/admin", { maxRedirects: 0 });
    expect(`${other.status()} ${other.headers()["location"]}`, "the other device is signed out").toBe(
      "302 /login?redirectTo=%2Fadmin",
    );
    const stored = await db
      .selectFrom("users")
      .select("must_change_password")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored.must_change_password).toBe(false);
    expect((await signInWithPassword(db, email, ONE_TIME, "198.51.100.77")).ok, "the one-time password is gone").toBe(
      false,
    );
  } finally {
    await elsewhere.dispose();
  }
});

// The flow above runs on the desktop; the phone checks the two states of its page.
test("axe on a phone: the page that replaces a one-time password, before and after @phone-only", async ({
  page,
  db,
  baseURL,
}, testInfo) => {
  const email = `onetime-axe-${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}@e2e.test`;
  await createUser(db, { email, password: ONE_TIME, role: "staff", name: "Olu First", mustChangePassword: true });
  await page.context().addCookies((await signInOverHttp(baseURL!, { email, password: ONE_TIME }, SET_OWN)).cookies);
  await page.goto(SET_OWN);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Set Your Own Password" })).toBeVisible();
  await expectNoA11yViolations(page, "/account/password (one-time)");
  await page.getByLabel("One-Time Password", { exact: true }).fill(ONE_TIME);
  await page.getByLabel("New Password", { exact: true }).fill(OWN);
  await page.getByLabel("Confirm New Password", { exact: true }).fill(OWN);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password Updated!" })).toBeFocused();
  await expectNoA11yViolations(page, "/account/password (changed)");
});
