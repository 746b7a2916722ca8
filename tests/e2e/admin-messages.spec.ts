import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoA11yViolations, test, waitForHydration } from "./fixtures";
import { tokenFor } from "./game-data";

/** Contact messages in the back office: read, unread, archived, search, reply, and the hub's unread count. */

const tokenOf = (testInfo: TestInfo) => tokenFor("adminmessages", testInfo.project.name);
const cards = (page: Page) => page.getByRole("list", { name: "Messages, newest first" }).getByTestId("message");

test.afterAll(async ({ db }, testInfo) => {
  await db
    .deleteFrom("contact_messages")
    .where("name", "like", `%${tokenOf(testInfo)}%`)
    .execute();
});

test("a message sent from the site: counted unread on the hub, read, archived, found by search, answered by e-mail @phone", async ({
  page,
  signIn,
  db,
}, testInfo) => {
  const token = tokenOf(testInfo);
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 3, 15, minutes)).toISOString();
  const [older, newer] = await db
    .insertInto("contact_messages")
    .values([
      {
        name: `Rosa ${token}`,
        email: "rosa@example.org",
        subject: "Group visit",
        message: "We are 14 kids on March 3rd.",
        source_page: "/about",
        created_at: at(0),
      },
      {
        name: `Sam ${token}`,
        email: "sam@example.org",
        subject: "Donating a Galaga",
        message: "It works, the monitor is a bit dim.",
        source_page: "/sell-donate",
        created_at: at(5),
      },
    ])
    .returning(["id"])
    .execute();
  const statusOf = async (id: number) =>
    (await db.selectFrom("contact_messages").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  await signIn("staff");
  const unread = page.getByRole("link", { name: /^\d+ unread$/ });
  await expect(unread).toBeVisible();
  await unread.click();
  await expect(page).toHaveURL("/admin/messages?status=unread");
  await page.goto(`/admin/messages?q=${token}`);
  await waitForHydration(page);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText("Donating a Galaga");
  await expect(cards(page).nth(0)).toContainText("sent from the Sell/Donate page");
  await expect(cards(page).nth(0).getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:sam@example.org?subject=${encodeURIComponent("Re: Donating a Galaga")}`,
  );
  await expectNoA11yViolations(page, "/admin/messages");

  const sam = cards(page).filter({ hasText: `Sam ${token}` });
  await sam.getByRole("button", { name: "Mark as Read" }).click();
  await expect(sam.getByRole("button", { name: "Mark as Unread" })).toBeVisible();
  await expect.poll(() => statusOf(newer.id), "stored").toBe("read");
  await sam.getByRole("button", { name: "Archive" }).click();
  await expect(sam.getByRole("button", { name: "Archive" })).toHaveCount(0);
  await expect.poll(() => statusOf(newer.id), "stored").toBe("archived");

  await page.getByLabel("Show").selectOption("archived");
  await expect(page).toHaveURL(new RegExp(`q=${token}&status=archived`));
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel("Show").selectOption("unread");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(`Rosa ${token}`);
  await expect.poll(() => statusOf(older.id), "stored").toBe("unread");
  await page.getByLabel("Search messages").fill(`${token} nothing like this`);
  await expect(page.getByText("No messages found matching your criteria")).toBeVisible();
});
