import type { TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";
import { decodeQr, renderPdf } from "./pdf";

/** QR labels: choose machines by location and name, print one scannable label each on Letter pages. */

const tokenOf = (testInfo: TestInfo) => tokenFor("qrlabels", testInfo.project.name);

test.afterAll(async ({ db }, testInfo) => {
  await deleteTestGames(db, tokenOf(testInfo));
});

test("filter by location and name, select, clear, and print scannable labels on Letter pages, four to a page and none split @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  test.slow();
  const token = tokenOf(testInfo);
  const games = await insertTestGames(db, [
    { name: `Joust ${token}`, location: "Warehouse" },
    { name: `Tempest ${token}`, location: "Warehouse" },
    { name: `Zaxxon ${token}`, location: "Warehouse" },
    { name: `Berzerk ${token}`, location: "Replay" },
    { name: `Qix ${token}`, location: "Replay" },
  ]);
  const idOf = (name: string) => games.find((g) => g.name === `${name} ${token}`)!.id;
  await signIn("staff", { openDashboard: false });

  await page.goto(`/qr-codes?q=${token}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "QR Code Labels" })).toBeVisible();
  const list = page.getByRole("list", { name: "Games" }).getByRole("listitem");
  const status = page.getByTestId("labels-status");
  const locations = page.getByRole("group", { name: "Location" });
  await expect(list).toHaveCount(5);
  // Other specs add and remove games meanwhile: the total is whatever the collection holds now.
  await expect(status).toHaveText(/^0 selected · 5 of \d+ games shown$/);
  await expectNoA11yViolations(page, "/qr-codes");

  // Location filter and search, kept in the URL through a reload.
  await locations.getByText("Warehouse", { exact: true }).click();
  await expect(list).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`location=Warehouse.*q=${token}|q=${token}.*location=Warehouse`));
  await page.reload();
  await waitForHydration(page);
  await expect(list).toHaveCount(3);
  await expect(locations.getByRole("radio", { name: "Warehouse" })).toBeChecked();
  await expect(page.getByLabel("Search games")).toHaveValue(token);

  // Select all shown, then Clear.
  const print = page.getByRole("button", { name: /^Print/ });
  await expect(print).toBeDisabled();
  await page.getByRole("button", { name: "Select all shown" }).click();
  await expect(status).toContainText("3 selected");
  await expect(print).toHaveText("Print 3 labels");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(status).toContainText("0 selected");
  await expect(print).toBeDisabled();

  // Two machines ticked: two labels, each a QR code for its own report page.
  await page.getByLabel(`Joust ${token}`).check();
  await page.getByLabel(`Zaxxon ${token}`).check();
  const labels = page.getByTestId("qr-label");
  await expect(labels).toHaveCount(2);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  for (const [index, name] of ["Joust", "Zaxxon"].entries()) {
    await expect(labels.nth(index)).toContainText(`${name} ${token}`);
    await expect(labels.nth(index)).toContainText("Not working? Scan to tell us.");
  }
  const printed = async () =>
    renderPdf(page.context(), await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const sheet = await printed();
  expect(
    sheet.map(({ width, height }) => ({ width, height })),
    "one Letter page",
  ).toEqual([{ width: 612, height: 792 }]);
  // Two labels side by side: each half of the page holds one code, and each opens its own machine's report page.
  const halves = [0, 0.5].map((left) => decodeQr(sheet[0].png, { left, top: 0, width: 0.5, height: 1 }));
  expect(await Promise.all(halves)).toEqual(
    ["Joust", "Zaxxon"].map((name) =>
      expect.stringMatching(new RegExp(`^https?://[^/]+/report-issue\\?gameId=${idOf(name)}$`)),
    ),
  );

  // Five labels: four fit a Letter page inside 2-inch margins, the fifth goes whole onto a second page.
  await page.emulateMedia({ media: "screen" });
  await locations.getByText("All", { exact: true }).click();
  await expect(list).toHaveCount(5);
  await page.getByRole("button", { name: "Select all shown" }).click();
  await expect(labels).toHaveCount(5);
  await page.emulateMedia({ media: "print" });
  const five = await printed();
  expect(
    five.map(({ width, height }) => ({ width, height })),
    "two Letter pages",
  ).toEqual([
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ]);
  // The fifth label is whole on the second page: its code decodes there.
  expect(await decodeQr(five[1].png)).toMatch(/\/report-issue\?gameId=\d+$/);
  await page.emulateMedia({ media: "screen" });

  await page.getByLabel("Search games").fill(`${token}-nothing`);
  await expect(page.getByText("No games match your search")).toBeVisible();
  await expect(status).toContainText("5 selected (5 not shown)");
});
