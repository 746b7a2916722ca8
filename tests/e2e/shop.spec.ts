import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";

/** The demo seed's shop (products in stock by name, then active gift cards): the spec's four items. */
const ITEMS = [
  { name: "Annual Family Membership", price: "$199.99", category: "Memberships", button: "Add to Cart" },
  { name: "Pinball Wizard Cap", price: "$19.99", category: "Apparel", button: "Add to Cart" },
  { name: "Replay Museum T-Shirt", price: "$24.99", category: "Apparel", button: "Add to Cart" },
  { name: "$50 Gift Card", price: "$50", category: "Gift Cards", button: "Purchase Gift Card" },
];

const chips = (page: Page) => page.getByRole("navigation", { name: "Shop categories" });
const items = (page: Page) => page.getByTestId("shop-item");

test("shows the four items of the demo shop with their prices and buttons @phone", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Museum Shop");
  await expect(items(page)).toHaveCount(4);
  await expect(items(page).getByRole("heading", { level: 2 })).toHaveText(ITEMS.map((i) => i.name));
  await expect(page.getByTestId("shop-item-price")).toHaveText(ITEMS.map((i) => i.price));
  for (const item of ITEMS) {
    const card = items(page).filter({ has: page.getByRole("heading", { name: item.name }) });
    await expect(card.getByText(item.category, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: item.button })).toHaveAttribute("type", "button");
  }
  // No picture box may shift or overflow the phone width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("category chips filter the items and live in the URL", async ({ page }) => {
  await page.goto("/shop");
  await expect(chips(page).getByRole("link")).toHaveText(["All", "Apparel", "Gift Cards", "Memberships"]);
  await expect(chips(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await waitForHydration(page);

  for (const category of ["Apparel", "Gift Cards", "Memberships"]) {
    await chips(page).getByRole("link", { name: category }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === category);
    await expect(chips(page).getByRole("link", { name: category })).toHaveAttribute("aria-current", "page");
    const expected = ITEMS.filter((i) => i.category === category);
    await expect(page.getByTestId("shop-item-price")).toHaveText(expected.map((i) => i.price));
  }

  await page.goto("/shop?category=Apparel");
  await expect(page.getByTestId("shop-item-price")).toHaveText(["$19.99", "$24.99"]);
  await chips(page).getByRole("link", { name: "All" }).click();
  await expect(items(page)).toHaveCount(4);
  await expect(page).toHaveURL((url) => url.pathname === "/shop" && url.search === "");
});

test("Add to Cart and Purchase Gift Card do nothing (the spec gives them no behaviour)", async ({ page }) => {
  await page.goto("/shop");
  await waitForHydration(page);
  // Any navigation, data load or post would be behaviour (route-manifest prefetches are the router's own).
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() || request.method() !== "GET" || /\.data(\?|$)/.test(request.url()))
      requests.push(request.url());
  });
  await items(page).getByRole("button", { name: "Purchase Gift Card" }).click();
  await items(page).getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === "/shop" && url.search === "");
  expect(requests).toEqual([]);
  await expect(page.getByText("available at the front desk")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe, ${theme} mode @phone`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await page.goto("/shop");
    await expectNoA11yViolations(page, `/shop (${theme})`);
    await page.goto("/shop?category=Gift%20Cards");
    await expectNoA11yViolations(page, `/shop?category=Gift Cards (${theme})`);
  });
}
