import type { TestInfo } from "@playwright/test";
import type { DB } from "../../app/utils/db.server";
import { createUser } from "../../app/models/account/user.server";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/** The Activity screen: a manager reads who changed what, filters by person and kind, and pages back. */

/** 60 edits by the staff account, newer than anything else in the run's database, then one by the manager. */
async function seedActivity(db: DB, testInfo: TestInfo) {
  const tag = `${testInfo.project.name}${testInfo.retry}${Date.now().toString(36)}`;
  const manager = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "boss@e2e.test")
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "staff@e2e.test")
    .executeTakeFirstOrThrow();
  const base = Date.parse("2099-01-01T15:00:00Z");
  const rows = Array.from({ length: 60 }, (_, i) => ({
    action: "game_updated",
    user_id: staff.id,
    entity: "game",
    entity_id: String(i),
    details: JSON.stringify({ name: `Machine ${tag} ${i}` }),
    ip: "192.0.2.1",
    created_at: new Date(base + i * 60_000).toISOString(),
  }));
  rows.push({
    action: "faq_created",
    user_id: manager.id,
    entity: "faq",
    entity_id: "1",
    details: JSON.stringify({ question: `Parking ${tag}?` }),
    ip: "192.0.2.1",
    created_at: new Date(base + 61 * 60_000).toISOString(),
  });
  await db.insertInto("audit_log").values(rows).execute();
  return { tag, base, staff };
}

test("a manager reads the activity, filters it by person and kind and pages through it", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const { tag, base, staff } = await seedActivity(db, testInfo);

  try {
    await signIn("manager");
    await page.getByRole("link", { name: /^Activity/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
    const list = page.getByRole("list", { name: "Changes, newest first" });
    const first = list.getByRole("listitem").first();
    await expect(first).toContainText(`Added the FAQ "Parking ${tag}?"`);
    await expect(first).toContainText("by Morgan Manager");
    await expect(first).toContainText("Jan 1, 2099 11:01 AM"); // 16:01 UTC in museum time
    await expect(list.getByRole("listitem").nth(1)).toContainText(`Edited the game "Machine ${tag} 59"`);
    await expectNoA11yViolations(page, "/admin/activity");

    // The kind is chosen while the person's page is still loading (its data held back): it adds to the person.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/admin/activity.data?user=${staff.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Person").selectOption({ label: "Sam Staff (staff@e2e.test)" });
    await expect(page.getByLabel("Person")).toHaveValue(String(staff.id));
    await page.getByLabel("Kind of change").selectOption({ label: "Game edited" });
    release();
    await expect(page).toHaveURL(new RegExp(`user=${staff.id}&action=game_updated$`));
    await expect(list.getByRole("listitem")).toHaveCount(50);
    await expect(list.getByRole("listitem").first()).toContainText(`Machine ${tag} 59`);
    await expect(list.getByRole("listitem").last()).toContainText(`Machine ${tag} 10`);
    await expect(page.getByText(`Parking ${tag}?`)).toHaveCount(0);

    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole("listitem").first()).toContainText(`Machine ${tag} 9`);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.getByRole("link", { name: "Newer" }).click();
    await expect(list.getByRole("listitem").first()).toContainText(`Machine ${tag} 59`);
  } finally {
    await db.deleteFrom("audit_log").where("created_at", ">=", new Date(base).toISOString()).execute();
  }
});

// The flow above runs on the desktop; the phone checks its screen.
test("axe on a phone: the activity list @phone-only", async ({ page, db, signIn }, testInfo) => {
  const { tag, base } = await seedActivity(db, testInfo);
  try {
    await signIn("manager", { openDashboard: false });
    await page.goto("/admin/activity");
    const list = page.getByRole("list", { name: "Changes, newest first" });
    await expect(list.getByRole("listitem").first()).toContainText(`Added the FAQ "Parking ${tag}?"`);
    await expectNoA11yViolations(page, "/admin/activity");
  } finally {
    await db.deleteFrom("audit_log").where("created_at", ">=", new Date(base).toISOString()).execute();
  }
});

test("the log names a colleague, never their address; the people filter adds it to tell namesakes apart @phone", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const tag = `${testInfo.project.name}${testInfo.retry}${Date.now().toString(36)}`;
  // An account made without a name, as the shell or an older version made them.
  const email = `riley.reel+${tag}@e2e.test`;
  const riley = await createUser(db, { email, password: "Reel-E2e-pass5!", role: "staff" });
  await db
    .insertInto("audit_log")
    .values({
      action: "faq_created",
      user_id: riley.id,
      entity: "faq",
      entity_id: "1",
      details: JSON.stringify({ question: `Lockers ${tag}?` }),
      ip: "192.0.2.1",
      created_at: "2099-02-01T15:00:00.000Z",
    })
    .execute();
  try {
    await signIn("manager", { openDashboard: false });
    await page.goto(`/admin/activity?user=${riley.id}`);
    const list = page.getByRole("list", { name: "Changes, newest first" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem").first()).toContainText(`Added the FAQ "Lockers ${tag}?"`);
    await expect(list.getByRole("listitem").first()).toContainText("by Riley Reel");
    await expect(list).not.toContainText(email);
    await expect(page.getByLabel("Person").locator("option:checked")).toHaveText(`Riley Reel (${email})`);
    await expectNoA11yViolations(page, "/admin/activity filtered to a colleague");
  } finally {
    await db.deleteFrom("audit_log").where("user_id", "=", riley.id).execute();
    await db.deleteFrom("users").where("id", "=", riley.id).execute();
  }
});
