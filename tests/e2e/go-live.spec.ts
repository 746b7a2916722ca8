import { STAFF_MANIFEST_URL } from "../../app/components/offline/staff-app";
import { expect, expectNoA11yViolations, saveScreenshot, test, useStoredTheme } from "./fixtures";

/**
 * The "Going live" checklist on the Admin Dashboard: a manager of the run's museum (the demo, no mail server,
 * a plain-http address) sees what is left, each line with its state and where it is done; staff never see it.
 * What ticks each item is checked in tests/integration/go-live.test.ts.
 */
for (const theme of ["light", "dark"] as const)
  test(`Going live: a manager sees what is left, line by line; staff do not (${theme}) @phone`, async ({
    page,
    signIn,
  }, testInfo) => {
    await useStoredTheme(page, theme);
    await signIn("manager");
    const checklist = page.getByRole("region", { name: "Going live" });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole("listitem")).toHaveCount(8);
    await expect(checklist).toContainText(/\d of 8 done\./);

    const mail = checklist.getByRole("listitem").filter({ hasText: "Mail set up" });
    await expect(mail).toContainText("Mail set up: to do");
    await expect(mail).toContainText("SMTP_URL");
    const details = checklist.getByRole("listitem").filter({ hasText: "Museum details set" });
    await expect(details.getByRole("link", { name: "Museum Settings" })).toHaveAttribute("href", "/admin/settings");
    // A staff page links the staff app's manifest (docs/design.md#the-staff-app-offline).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", STAFF_MANIFEST_URL);

    await expectNoA11yViolations(page, `the Going live checklist (${theme})`);
    await saveScreenshot(page, testInfo, theme, "go-live");

    await page.context().clearCookies();
    await signIn("staff");
    await expect(page.getByRole("region", { name: "Going live" })).toHaveCount(0);
  });
