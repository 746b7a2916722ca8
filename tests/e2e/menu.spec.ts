import { expect, httpStatusError, test, waitForHydration } from "./fixtures";

// The menu button exists only below the md breakpoint; the desktop layout is covered in layout.spec.ts.
test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("the button opens the menu and a link in it navigates and closes it @phone-only", async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(httpStatusError(404), "/events may not be built yet; its 404 page keeps the layout");
  const button = page.getByTestId("mobile-menu-button");
  const menu = page.getByTestId("mobile-menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toHaveAccessibleName("Open menu");
  await expect(menu).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(button).toHaveAccessibleName("Close menu");
  await expect(menu).toBeVisible();
  expect(await button.getAttribute("aria-controls")).toBe(await menu.getAttribute("id"));

  await menu.getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/events");
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Reopened on the new page, the current page's link is marked.
  await button.click();
  await expect(menu.getByRole("link", { name: "Events", exact: true })).toHaveAttribute("aria-current", "page");
});

test("Escape and the button close the menu @phone-only", async ({ page }) => {
  const button = page.getByTestId("mobile-menu-button");
  const menu = page.getByTestId("mobile-menu");
  await button.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toBeHidden();
  expect(page.url()).toMatch(/\/$/);
});
