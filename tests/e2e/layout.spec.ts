import type { Locator, Page } from "@playwright/test";
import { expect, httpStatusError, saveScreenshot, test, useStoredTheme, waitForHydration } from "./fixtures";
import { EXPECTED_HOURS } from "./seeded-hours";

const NAV = ["Games", "Events", "Shop", "About", "FAQ", "Sell/Donate"] as const;

const isPhone = (projectName: string) => projectName === "phone";

/** The main navigation: the header's nav on desktop, the menu behind the button on a phone. */
async function openNavigation(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole("navigation", { name: "Main" });
  await waitForHydration(page);
  await page.getByTestId("mobile-menu-button").click();
  return page.getByTestId("mobile-menu");
}

/** The body's background as drawn (any CSS colour syntax, oklch included), with its relative luminance 0..1. */
function bodyLuminance() {
  const bg = getComputedStyle(document.body).backgroundColor;
  const ctx = document.createElement("canvas").getContext("2d")!;
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return { bg, luminance: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 };
}

const decorationLine = (link: Locator) => link.evaluate((el) => getComputedStyle(el).textDecorationLine);

test.describe("header", () => {
  test("logo links home and the navigation fits the viewport @phone", async ({ page }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await page.goto("/login");
    const logo = page.getByRole("banner").getByRole("link", { name: "Replay Museum Arcade & Pinball, home" });
    await expect(logo).toHaveAttribute("href", "/");

    const mainNav = page.getByRole("navigation", { name: "Main" });
    const menuButton = page.getByTestId("mobile-menu-button");
    if (phone) {
      await expect(mainNav).toBeHidden();
      await expect(menuButton).toBeVisible();
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
    } else {
      await expect(mainNav).toBeVisible();
      await expect(menuButton).toBeHidden();
    }
    const nav = await openNavigation(page, phone);
    await expect(nav).toBeVisible();
    for (const label of NAV) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Games", exact: true })).toHaveAttribute("href", "/collection");
    await expect(nav.getByRole("link", { name: "Shop", exact: true })).toHaveAttribute("href", "/shop");

    // No sideways scrolling at either width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.keyboard.press("Escape");
    await logo.click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("only the current page's link is underlined @phone", async ({ page, browserErrors }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await page.goto("/");
    let nav = await openNavigation(page, phone);
    for (const label of NAV)
      expect(await decorationLine(nav.getByRole("link", { name: label, exact: true }))).not.toContain("underline");

    // NavLink is active by URL; /collection is drawn (as a 404 until the collection page exists) with the same layout.
    browserErrors.allow(httpStatusError(404), "/collection may not be built yet; its 404 page still has the header");
    for (const [path, current] of [
      ["/collection", "Games"],
      ["/shop", "Shop"],
    ] as const) {
      await page.goto(path);
      nav = await openNavigation(page, phone);
      const link = nav.getByRole("link", { name: current, exact: true });
      await expect(link).toHaveAttribute("aria-current", "page");
      expect(await decorationLine(link)).toContain("underline");
      for (const label of NAV.filter((l) => l !== current)) {
        expect(await decorationLine(nav.getByRole("link", { name: label, exact: true }))).not.toContain("underline");
      }
    }
  });

  test("the seeded announcement shows once, above the header @phone", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toHaveCount(1);
    await expect(banner).toBeVisible();
    await expect(banner).not.toHaveText("");
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.getByRole("banner").boundingBox();
    expect(bannerBox && headerBox && bannerBox.y < headerBox.y).toBe(true);
  });
});

test.describe("footer", () => {
  test("address, phone, contact, seven days of hours and the date-night note", async ({ page, db }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    const map = footer.getByRole("link", { name: /412 Orange Avenue/ });
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\//);
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", /noopener/);
    await expect(footer.getByRole("link", { name: "(772) 555-0142" })).toHaveAttribute("href", "tel:+17725550142");
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/about#contact");

    const rows = footer.getByTestId("footer-hours").locator("> div");
    await expect(rows).toHaveCount(7);
    for (const [i, [day, hours]] of EXPECTED_HOURS.entries()) {
      await expect(rows.nth(i).locator("dt")).toHaveText(day);
      await expect(rows.nth(i).locator("dd")).toHaveText(hours);
    }
    // The hours come from the database, not from text in the page.
    const stored = await db
      .selectFrom("business_hours")
      .select(["day_of_week", "open_time", "is_closed"])
      .where("day_of_week", "=", 5)
      .executeTakeFirst();
    expect(stored).toMatchObject({ open_time: expect.stringMatching(/^11:00/), is_closed: false });

    await expect(footer.getByText("Late Night Date Night after 8pm Fri-Sat!")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Museum Information" })).toHaveAttribute("href", "/museum-info");
  });

  test("staff links change with the session", async ({ page, signIn }) => {
    await page.goto("/");
    const footerNav = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });
    await expect(footerNav.getByRole("link", { name: "Employee Login" })).toHaveAttribute("href", "/login");
    await expect(footerNav.getByRole("link", { name: "Games for Sale" })).toHaveAttribute("href", "/games-for-sale");
    await expect(footerNav.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
    await expect(footerNav.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

    await signIn("staff", { openDashboard: false });
    await page.goto("/");
    await expect(footerNav.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(footerNav.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(footerNav.getByRole("link", { name: "Games for Sale" })).toBeVisible();
    await expect(footerNav.getByRole("link", { name: "Employee Login" })).toHaveCount(0);
  });
});

test("signed in, the header leads to the Admin Dashboard and Repairs and QR Labels lead back to it @phone", async ({
  page,
  signIn,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  await page.goto("/collection");
  let nav = await openNavigation(page, phone);
  await expect(nav.getByRole("link", { name: "Games", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);

  await signIn("staff", { openDashboard: false });
  await page.goto("/collection");
  nav = await openNavigation(page, phone);
  await nav.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByText("Signed in as")).toBeVisible();
  // The header still fits beside the extra link, down to the width where the phone menu takes over.
  if (!phone) await page.setViewportSize({ width: 768, height: 800 });
  const overflow = await page.getByRole("banner").evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  for (const [path, title] of [
    ["/repairs", "Repair Dashboard"],
    ["/qr-codes", "QR Code Labels"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
  }
});

test("an unknown address shows the styled 404 page inside the layout @phone", async ({ page, browserErrors }) => {
  browserErrors.allow(httpStatusError(404), "the page under test is served with status 404");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // Styled: the site stylesheet is applied (the primary button is a filled pill).
  const radius = await page
    .getByRole("link", { name: "Return to Homepage" })
    .evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius));
  expect(radius).toBeGreaterThan(8);
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshots in ${theme} mode: home, login, admin, 404 @phone`, async ({
    page,
    browserErrors,
    signIn,
  }, testInfo) => {
    // Four full-page screenshots (the phone's at twice the pixels) and a signed-in page: well over the
    // usual budget on a busy machine.
    test.slow();
    browserErrors.allow(httpStatusError(404), "the 404 page is one of the pages photographed");
    await useStoredTheme(page, theme);
    const pages: [string, () => Promise<unknown>][] = [
      ["home", () => page.goto("/")],
      ["login", () => page.goto("/login")],
      ["admin", () => signIn("manager")],
      ["404", () => page.goto("/no-such-page")],
    ];
    for (const [name, open] of pages) {
      await open();
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // The body really is painted in the theme's colours.
      const { bg, luminance } = await page.evaluate(bodyLuminance);
      if (theme === "dark") expect(luminance, `${name} body background ${bg}`).toBeLessThan(0.2);
      else expect(luminance, `${name} body background ${bg}`).toBeGreaterThan(0.9);
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, testInfo, theme, name);
    }
  });
}
