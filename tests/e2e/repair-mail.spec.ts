import fs from "node:fs";
import { expect, expectNoA11yViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { ACCOUNTS } from "./accounts";
import { signInOverHttp } from "./sessions";

/** "Repair mail" on the Me page (/account) (docs/departures.md#report-mail-choice): which new reports are mailed to me, and the daily digest. */

const choiceOf = (db: import("../../app/utils/db.server").DB) =>
  db
    .selectFrom("users")
    .select(["notify_reports", "notify_digest"])
    .where("email", "=", ACCOUNTS.staff.email)
    .executeTakeFirstOrThrow();

test.describe.configure({ mode: "serial" });

test("the Me page's Repair mail section: its choices and no axe violations @phone", async ({ page, signIn }) => {
  await signIn("staff", { openDashboard: false });
  await page.goto("/account");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Repair mail" });
  for (const choice of ["Every new report", "Only safety and Unplayable", "Nothing"])
    await expect(section.getByRole("radio", { name: new RegExp(`^${choice}`) })).toBeVisible();
  await expect(section.getByRole("checkbox", { name: /^A daily digest at opening time/ })).toBeVisible();
  await expectNoA11yViolations(page, "/account (Repair mail)");
});

// Desktop only: it changes the shared staff account's choice (and puts it back), which a phone run beside it would see.
test("the repair mail choice is saved for the signed-in staff member and shown after a reload", async ({
  page,
  signIn,
  db,
}) => {
  const before = await choiceOf(db);
  try {
    await signIn("staff");
    // The header's name leads to the Me page, where the choice lives.
    await page.getByRole("banner").getByTestId("staff-signed-in").click();
    await expect(page).toHaveURL((url) => url.pathname === "/account");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Repair mail" });
    await expect(section).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Account");

    const urgent = section.getByRole("radio", { name: /Only safety and Unplayable/ });
    const every = section.getByRole("radio", { name: /Every new report/ });
    const nothing = section.getByRole("radio", { name: /^Nothing/ });
    const digest = section.getByRole("checkbox", { name: /A daily digest at opening time/ });
    await expect(urgent).toBeChecked(); // the defaults
    await expect(digest).toBeChecked();

    await every.check();
    await digest.uncheck();
    await section.getByRole("button", { name: "Save Repair Mail" }).click();
    await expect(section.getByRole("status")).toHaveText("Repair mail saved.");
    await expect.poll(() => choiceOf(db)).toMatchObject({ notify_reports: "all" });
    expect(Boolean((await choiceOf(db)).notify_digest)).toBe(false);

    await page.reload();
    await expect(every).toBeChecked();
    await expect(digest).not.toBeChecked();
    await expect(urgent).not.toBeChecked();

    await nothing.check();
    await digest.check();
    await section.getByRole("button", { name: "Save Repair Mail" }).click();
    await expect(section.getByRole("status")).toHaveText("Repair mail saved.");
    await page.reload();
    await expect(nothing).toBeChecked();
    await expect(digest).toBeChecked();
  } finally {
    await db
      .updateTable("users")
      .set({ notify_reports: before.notify_reports, notify_digest: Boolean(before.notify_digest) })
      .where("email", "=", ACCOUNTS.staff.email)
      .execute();
  }
});

test("without JavaScript the repair mail form is a plain post answered on the page", async ({
  browser,
  db,
  baseURL,
}) => {
  const before = await choiceOf(db);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await context.addCookies((await signInOverHttp(baseURL!, ACCOUNTS.staff)).cookies);
    const page = await context.newPage();
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Repair mail" });
    await section.getByRole("radio", { name: /^Nothing/ }).check();
    await section.getByRole("button", { name: "Save Repair Mail" }).click();
    await expect(section.getByRole("status")).toHaveText("Repair mail saved.");
    // The name form is not answered by it.
    await expect(page.getByRole("region", { name: "Profile" }).getByRole("status")).toHaveCount(0);
    expect((await choiceOf(db)).notify_reports).toBe("none");
    await page.goto("/account");
    await expect(section.getByRole("radio", { name: /^Nothing/ })).toBeChecked();
  } finally {
    await context.close();
    await db
      .updateTable("users")
      .set({ notify_reports: before.notify_reports, notify_digest: Boolean(before.notify_digest) })
      .where("email", "=", ACCOUNTS.staff.email)
      .execute();
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`screenshot of the Me page's Repair mail, ${theme} @phone`, async ({ page, signIn }, testInfo) => {
    await useStoredTheme(page, theme);
    await signIn("staff", { openDashboard: false });
    await page.goto("/account");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Repair mail" })).toBeVisible();
    fs.mkdirSync("/tmp/shots-dashboard", { recursive: true });
    await page.screenshot({
      path: `/tmp/shots-dashboard/account-repair-mail-${testInfo.project.name}-${theme}.png`,
      fullPage: true,
    });
  });
}
