import { expect, expectNoA11yViolations, saveScreenshot, test, useStoredTheme, waitForHydration } from "./fixtures";
import { decodeQr } from "./pdf";

// A new board link comes with its QR code, to open on the TV's browser or a phone by scanning.
for (const theme of ["light", "dark"] as const)
  test(`a new board link's QR code encodes the link, behind a keyboard disclosure named for the board (${theme}) @phone`, async ({
    page,
    signIn,
  }, testInfo) => {
    await useStoredTheme(page, theme);
    await signIn("manager", { openDashboard: false });
    await page.goto("/admin/board-links");
    await waitForHydration(page);
    const label = `QR TV ${testInfo.project.name} ${theme} ${testInfo.retry}`;
    await page.getByLabel("Label").fill(label);
    await page.getByRole("button", { name: "Create link" }).click();
    await expect(page.getByText(`Board link for ${label} created.`)).toBeVisible();
    const link = await page.getByLabel("Board link", { exact: true }).inputValue();

    const toggle = page.getByRole("button", { name: `Show QR code for ${label}` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("board-link-qr")).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const hide = page.getByRole("button", { name: `Hide QR code for ${label}` });
    await expect(hide).toHaveAttribute("aria-expanded", "true");
    const qr = page.getByTestId("board-link-qr");
    await expect(qr).toHaveAttribute("data-qr-value", link);
    await expect(qr.locator("svg title")).toHaveText(`QR code: board link for ${label}`);
    await expect(qr.locator("svg path").first()).toBeVisible();
    // What a phone would read: the drawn symbol, on its white quiet zone, decodes to the link.
    // In the middle of the screen, clear of a phone's bottom bar, which a screenshot of the element would include.
    const symbol = qr.getByTestId("board-link-qr-symbol");
    await symbol.evaluate((element) => element.scrollIntoView({ block: "center" }));
    expect(await decodeQr(await symbol.screenshot())).toBe(link);
    await expectNoA11yViolations(page, `/admin/board-links with a link's QR code (${theme})`);
    await saveScreenshot(page, testInfo, theme, "board-link-qr");

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(qr).toBeHidden();
  });
