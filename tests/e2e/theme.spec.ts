import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Records, in every document, whether <html> already had the dark class when
 * the parser first created <body>: before any stylesheet or module script,
 * long before React hydrates. A theme applied later would show a flash.
 */
async function recordThemeAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __darkAtBody?: boolean };
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      w.__darkAtBody = document.documentElement.classList.contains("dark");
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const darkAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody);
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("darkMode"));
const html = (page: Page) => page.locator("html");

test("the toggle switches to dark, is kept across reloads without a flash, and switches back @phone", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await recordThemeAtFirstPaint(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBeNull();

  const toggle = page.getByTestId("theme-toggle");
  await expect(toggle).toHaveAccessibleName("Switch to dark mode");
  await toggle.click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBe("true");
  await expect(toggle).toHaveAccessibleName("Switch to light mode");

  await page.reload();
  expect(await darkAtBody(page), "<html> must be dark before <body> is parsed").toBe(true);
  await expect(html(page)).toHaveClass(/\bdark\b/);

  // Another page of the site, opened fresh, is dark from the first paint as well.
  await page.goto("/login");
  expect(await darkAtBody(page)).toBe(true);

  await waitForHydration(page);
  await expect(toggle).toHaveAccessibleName("Switch to light mode");
  await toggle.click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBe("false");
  await page.reload();
  expect(await darkAtBody(page)).toBe(false);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test("without a stored choice the system preference decides", async ({ page }) => {
  await recordThemeAtFirstPaint(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  expect(await darkAtBody(page)).toBe(true);
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect(await storedTheme(page)).toBeNull();

  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  expect(await darkAtBody(page)).toBe(false);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test("a stored choice beats the system preference", async ({ page }) => {
  await recordThemeAtFirstPaint(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("darkMode", "false"));
  await page.reload();
  expect(await darkAtBody(page)).toBe(false);
  await expect(html(page)).not.toHaveClass(/\bdark\b/);

  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => localStorage.setItem("darkMode", "true"));
  await page.reload();
  expect(await darkAtBody(page)).toBe(true);
  await expect(html(page)).toHaveClass(/\bdark\b/);
});
