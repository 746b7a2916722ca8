import { signIn as signInWithPassword } from "../../app/models/account/login.server";
import { createThrowawayAccount, expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { latestMailText, linkTo } from "./mail";

/** The reset link from the 'Forgot password' mail, followed to a new password. */

test("the mailed reset link sets a new password with the live checklist, once @phone", async ({
  page,
  db,
}, testInfo) => {
  test.slow();
  const account = await createThrowawayAccount(db, testInfo, "reset");
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const asked = await page.request.post("/login", {
    form: { intent: "forgot", email: account.email },
    headers: { Origin: origin, Accept: "application/json" },
  });
  expect(asked.status()).toBeLessThan(400);
  const link = linkTo(await latestMailText(db, account.email), "/reset-password");

  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Reset Your Password" })).toBeVisible();
  const fresh = page.getByLabel("New Password", { exact: true });
  const confirm = page.getByLabel("Confirm New Password", { exact: true });
  // Nothing typed: the new password names its checklist, then its own message.
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(fresh).toBeFocused();
  const [rules, message, ...more] = ((await fresh.getAttribute("aria-describedby")) ?? "").split(" ");
  expect(more).toEqual([]);
  await expect(page.locator(`[id="${rules}"]`)).toHaveAccessibleName("Password requirements");
  await expect(page.locator(`[id="${message}"]`)).toHaveText("Please enter a new password");
  await expect(confirm).not.toHaveAttribute("aria-describedby");
  await fresh.fill("Brand-New#Pass4");
  await expect(page.getByRole("list").filter({ hasText: "At least 8 characters" })).toBeVisible();
  await confirm.fill("Brand-New#Pass");
  await expect(page.getByText("Passwords do not match yet")).toBeVisible();
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(confirm).toHaveAccessibleDescription(/Passwords do not match/);
  await confirm.fill("Brand-New#Pass4");
  await expect(page.getByText("Passwords match", { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, "/reset-password (filled)");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password Updated!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  await expect(page.getByText("Password updated successfully. Please sign in with your new password.")).toBeVisible();
  expect((await signInWithPassword(db, account.email, "Brand-New#Pass4", "198.51.100.90")).ok).toBe(true);
});
