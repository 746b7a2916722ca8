import {
  expect,
  expectHomeHoursAtPinnedTime,
  expectNoA11yViolations,
  httpStatusError,
  pinBrowserClock,
  test,
  useStoredTheme,
  waitForHydration,
} from "./fixtures";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await useStoredTheme(page, theme);
    });

    test("home @phone", async ({ page }) => {
      // The Hours card's state (open or closed, today's row) comes from the browser's clock.
      await pinBrowserClock(page);
      await page.goto("/");
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectHomeHoursAtPinnedTime(page);
      await expectNoA11yViolations(page);
    });

    test("login, sign-in and forgot-password modes @phone", async ({ page }) => {
      await page.goto("/login");
      await waitForHydration(page);
      await expectNoA11yViolations(page, "/login (sign in)");
      // A link (so it works before hydration) in the current app; the text is what the spec fixes.
      await page.getByText("Forgot your password?", { exact: true }).click();
      await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
      await expect(page.getByLabel("Password")).toHaveCount(0);
      await expectNoA11yViolations(page, "/login (forgot password)");
    });

    test("admin dashboard, signed in @phone", async ({ page, signIn }) => {
      await signIn("manager");
      await expectNoA11yViolations(page);
    });

    test("404 page @phone", async ({ page, browserErrors }) => {
      browserErrors.allow(httpStatusError(404), "the page under test is served with status 404");
      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test("phone menu open @phone-only", async ({ page }) => {
      await pinBrowserClock(page);
      await page.goto("/");
      await expectHomeHoursAtPinnedTime(page);
      await page.getByTestId("mobile-menu-button").click();
      await expect(page.getByTestId("mobile-menu")).toBeVisible();
      await expectNoA11yViolations(page, "/ (phone menu open)");
    });
  });
}

test("every axe check runs axe's experimental rules: a paragraph styled as a heading fails it", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Figures</title></head><body><main><h1>Figures</h1>
     <p style="font-size: 30px; font-weight: 800">85.2%</p>
     <p style="font-size: 14px">Playable for 12 h of 14 h machine opening hours.</p></main></body></html>`,
  );
  await expect(expectNoA11yViolations(page, "a paragraph styled as a heading")).rejects.toThrow(/p-as-heading/);
});
