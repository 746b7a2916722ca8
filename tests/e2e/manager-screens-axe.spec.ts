import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

/**
 * The screens where a manager makes the site the museum's own, as each first opens, checked by axe in both
 * themes on the phone and on the desktop. What a screen shows after an action (a dry run, a preview, a
 * message, a dialog) is checked by that screen's own spec.
 */
const SCREENS = [
  { path: "/admin/settings", heading: "Museum Settings" },
  { path: "/admin/texts", heading: "Page Texts" },
  { path: "/admin/collection", heading: "Collection CSV" },
  { path: "/admin/demo-content", heading: "Demo Content" },
];

for (const theme of ["light", "dark"] as const)
  test(`axe on every screen that makes the site the museum's own (${theme}) @phone`, async ({ page, signIn }) => {
    await useStoredTheme(page, theme);
    await signIn("manager", { openDashboard: false });
    for (const { path, heading } of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await waitForHydration(page);
      await expectNoA11yViolations(page, `${path} (${theme})`);
    }
  });
