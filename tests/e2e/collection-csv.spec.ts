import type { Page, TestInfo } from "@playwright/test";
import type { DB } from "../../app/utils/db.server";
import { expect, expectNoA11yViolations, httpStatusError, test, useStoredTheme } from "./fixtures";
import { deleteTestGames, insertTestGames, tokenFor } from "./game-data";

/**
 * Collection CSV (managers only): a file is checked first, the dry run names what it would add and change and
 * each row it refuses, and only the confirm writes. The dry run's own rules are the integration tests'.
 */

const FILE_LABEL = "CSV file (UTF-8, at most 5 MB and 5,000 rows)";

/** A machine to update, and a file that adds one, updates it and has two rows to refuse. */
async function seed(db: DB, testInfo: TestInfo) {
  const token = tokenFor("collectioncsv", testInfo.project.name);
  await deleteTestGames(db, token);
  await insertTestGames(db, [{ name: `Galaxian ${token}`, asset_id: `GX-${token}`, year_made: 1979 }]);
  const rows = [
    "asset_id,name,type,location,year_made,for_sale",
    `,Robotron ${token},Arcade,Replay,1982,no`,
    `GX-${token},Galaxian ${token},Arcade,Replay,1980,no`,
    `,Jukebox ${token},Jukebox,Replay,,no`,
    `,Joust ${token},Arcade,Replay,1982,maybe`,
  ];
  return { token, file: { name: "museum.csv", mimeType: "text/csv", buffer: Buffer.from(`${rows.join("\r\n")}\r\n`) } };
}

async function checkFile(page: Page, file: Awaited<ReturnType<typeof seed>>["file"]) {
  await page.getByLabel(FILE_LABEL).setInputFiles(file);
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByTestId("dry-run")).toBeVisible();
}

test("a manager checks a file, sees what it would add, change and refuse, confirms it and sees what it did; staff are refused", async ({
  page,
  db,
  signIn,
  browserErrors,
}, testInfo) => {
  browserErrors.allow(httpStatusError(403), "the staff member's refusal is served with status 403");
  const { token, file } = await seed(db, testInfo);
  try {
    await signIn("manager");
    await page.getByRole("link", { name: /^Collection CSV Export/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Collection CSV" })).toBeVisible();
    await checkFile(page, file);

    const adds = page.getByRole("region", { name: "Machines to add, scrollable" });
    await expect(adds.getByRole("row")).toHaveCount(2);
    await expect(adds.getByRole("row").nth(1)).toContainText(`2Robotron ${token}ArcadeReplayOperational1982no`);
    const updates = page.getByRole("region", { name: "Machines to update, scrollable" });
    await expect(updates.getByRole("row").nth(1)).toHaveText(`3Galaxian ${token}year_made19791980`);
    const rejected = page.getByRole("region", { name: "Rejected rows, scrollable" }).getByRole("row");
    await expect(rejected).toHaveText([
      "RowColumnWhy",
      "4typeMust be one of Arcade, Pinball, Skeeball or Other",
      "5for_saleMust be yes or no (or empty, for no)",
    ]);
    await expect(page.getByRole("heading", { name: "Rejected: 2 rows, left out of the import" })).toBeVisible();
    await expectNoA11yViolations(page, "/admin/collection dry run");
    const galaxian = () =>
      db.selectFrom("games").select("year_made").where("asset_id", "=", `GX-${token}`).executeTakeFirstOrThrow();
    expect((await galaxian()).year_made).toBe(1979);

    await page.getByRole("button", { name: "Import: add 1, update 1" }).click();
    await expect(page.getByText("Imported: 1 machine added, 1 updated.")).toBeInViewport();
    await expect(page.getByTestId("dry-run")).toHaveCount(0);
    expect((await galaxian()).year_made).toBe(1980);
    const robotron = await db.selectFrom("games").select("name").where("name", "=", `Robotron ${token}`).execute();
    expect(robotron).toHaveLength(1);

    await signIn("staff", { openDashboard: false });
    expect((await page.goto("/admin/collection"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access Denied");
    await expect(page.getByText("Only managers can import and export the collection.", { exact: true })).toBeVisible();
  } finally {
    await deleteTestGames(db, token);
  }
});

// The flow above runs on the desktop; the phone checks its screen with a dry run, which scrolls in its own boxes.
for (const theme of ["light", "dark"] as const) {
  test(`axe on a phone: the dry run, ${theme} @phone-only`, async ({ page, db, signIn }, testInfo) => {
    const { token, file } = await seed(db, testInfo);
    try {
      await useStoredTheme(page, theme);
      await signIn("manager", { openDashboard: false });
      await page.goto("/admin/collection");
      await checkFile(page, file);
      const pageWidth = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageWidth).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page, `/admin/collection dry run (${theme})`);
    } finally {
      await deleteTestGames(db, token);
    }
  });
}
