import type { Page } from "@playwright/test";
import type { DB } from "../../app/utils/db.server";
import { MAX_ATTEMPTS } from "../../app/utils/mail.server";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/**
 * The Admin Dashboard's live counts, grouped by what staff do: each as the database holds it, each linking to
 * its list filtered so, and the managers' figures (failed mail, mail not set up) for managers only. Other
 * workers write repairs and messages meanwhile, so a count is compared with the database read just before
 * and just after the page, and read again when those two differ.
 */

const GROUPS = ["Floor", "Collection", "Visitors", "Content", "People", "System"];

/** What each count should read, written out here rather than taken from the code under test. */
function expectedFigures(n: Awaited<ReturnType<typeof countsInDb>>) {
  const s = (count: number) => (count === 1 ? "" : "s");
  return {
    "Repair Dashboard now": [
      n.open ? `${n.open} open` : "No open repairs",
      n.untriaged ? `${n.untriaged} to triage` : "None to triage",
      n.safety ? `${n.safety} safety issue${s(n.safety)}` : "No safety issues",
    ],
    "Parts now": [n.parts ? `${n.parts} part${s(n.parts)} waiting` : "No parts waiting"],
    "Messages now": [n.unread ? `${n.unread} unread` : "No unread messages"],
    "Buyer Inquiries now": [n.pending ? `${n.pending} pending` : "None pending"],
  };
}

/** The database's own answer, row by row: open repairs and parts of machines and repairs out of the Trash. */
async function countsInDb(db: DB) {
  const open = await db
    .selectFrom("repairs")
    .innerJoin("games", "games.id", "repairs.game_id")
    .select(["repairs.id", "repairs.source", "repairs.triaged_at", "repairs.safety"])
    .where("repairs.resolved", "=", false)
    .where("repairs.deleted_at", "is", null)
    .where("games.deleted_at", "is", null)
    .execute();
  const openIds = new Set(open.map((r) => r.id));
  const parts = await db.selectFrom("repair_parts").select(["repair_id", "status"]).execute();
  const inquiries = await db
    .selectFrom("buyer_inquiries")
    .innerJoin("games", "games.id", "buyer_inquiries.game_id")
    .select("buyer_inquiries.status")
    .where("games.deleted_at", "is", null)
    .execute();
  const messages = await db.selectFrom("contact_messages").select("status").execute();
  const failed = await db
    .selectFrom("email_outbox")
    .select("id")
    .where("status", "=", "failed")
    .where("dismissed_at", "is", null)
    .execute();
  return {
    open: open.length,
    untriaged: open.filter((r) => r.source === "visitor" && r.triaged_at === null).length,
    safety: open.filter((r) => Boolean(r.safety)).length,
    parts: parts.filter((p) => openIds.has(p.repair_id) && (p.status === "requested" || p.status === "ordered")).length,
    unread: messages.filter((m) => m.status === "unread").length,
    pending: inquiries.filter((i) => i.status === "pending").length,
    failedMail: failed.length,
  };
}

const figuresOf = (page: Page, label: string) => page.getByRole("list", { name: label }).getByRole("listitem");

async function figuresShown(page: Page, labels: string[]) {
  return Object.fromEntries(
    await Promise.all(labels.map(async (label) => [label, await figuresOf(page, label).allInnerTexts()] as const)),
  );
}

/** Reloads until the page and the database agree on a moment with no write in between, then checks them. */
async function expectCountsOfDatabase(page: Page, db: DB) {
  await expect(async () => {
    const before = await countsInDb(db);
    await page.reload();
    const expected = expectedFigures(before);
    const shown = await figuresShown(page, Object.keys(expected));
    expect(await countsInDb(db), "the database changed while the page was read").toEqual(before);
    expect(shown).toEqual(expected);
  }).toPass({ timeout: 20_000 });
}

test("a staff member sees the counts the database holds, grouped, each linking to its filtered list @phone", async ({
  page,
  db,
  signIn,
}) => {
  await signIn("staff");
  for (const name of GROUPS) await expect(page.getByRole("region", { name })).toBeVisible();
  await expectCountsOfDatabase(page, db);

  // No manager's figure reaches a staff member: the Failed Mail card is marked and counts nothing.
  await expect(page.getByRole("list", { name: "Failed Mail now" })).toHaveCount(0);
  await expect(page.getByText(/could not be sent|no failed mail|mail is not set up/i)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Failed Mail/ })).toContainText("Managers only");
  await expectNoA11yViolations(page, "/admin as staff");

  const repairs = figuresOf(page, "Repair Dashboard now").getByRole("link");
  await expect(repairs.nth(0)).toHaveAttribute("href", "/repairs");
  await expect(repairs.nth(1)).toHaveAttribute("href", "/repairs?untriaged=1");
  await expect(repairs.nth(2)).toHaveAttribute("href", "/repairs?severity=safety");
  await expect(figuresOf(page, "Parts now").getByRole("link")).toHaveAttribute("href", "/repairs/parts");
  await expect(figuresOf(page, "Messages now").getByRole("link")).toHaveAttribute(
    "href",
    "/admin/messages?status=unread",
  );
  await expect(figuresOf(page, "Buyer Inquiries now").getByRole("link")).toHaveAttribute(
    "href",
    "/admin/buyer-inquiries?status=pending",
  );
  await repairs.nth(1).click();
  await expect(page).toHaveURL("/repairs?untriaged=1");
  await expect(page.getByRole("heading", { level: 1, name: "Repair Dashboard" })).toBeVisible();
});

test("a manager sees failed mail as the outbox holds it, and that mail is not set up @phone", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const { id } = await db
    .insertInto("email_outbox")
    .values({
      kind: "contact",
      to_address: "front-desk@e2e.test",
      reply_to: null,
      subject: `Dashboard count ${testInfo.project.name}`,
      text_body: "(body)",
      html_body: null,
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: "connect ECONNREFUSED 10.0.0.5:587",
      next_attempt_at: "2026-06-03T16:00:00.000Z",
      created_at: "2026-06-03T15:00:00.000Z",
      sent_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    await signIn("manager");
    await expect(page.getByRole("main").getByText("Managers only")).toHaveCount(0);
    const mail = figuresOf(page, "Failed Mail now");
    await expect(mail.first()).toHaveText("Mail is not set up: SMTP_URL is missing");
    await expect(async () => {
      const before = (await countsInDb(db)).failedMail;
      await page.reload();
      const shown = await mail.nth(1).innerText();
      expect((await countsInDb(db)).failedMail).toBe(before);
      expect(shown).toBe(`${before} mail${before === 1 ? "" : "s"} could not be sent`);
    }).toPass({ timeout: 20_000 });
    await expectNoA11yViolations(page, "/admin as a manager");
    await mail.nth(1).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: "Failed Mail" })).toBeVisible();
  } finally {
    // Off the list again, so no other test's dashboard counts it.
    await db
      .updateTable("email_outbox")
      .set({ dismissed_at: "2026-06-03T17:00:00.000Z" })
      .where("id", "=", id)
      .execute();
  }
});

test("Quick Tips send staff where the work is done today, each screen a link", async ({ page, signIn }) => {
  await signIn("staff");
  const tips = page.getByRole("complementary", { name: "Quick Tips" });
  await expect(tips).toContainText("Resolve it in its thread");
  await expect(tips).not.toContainText("from the game page");
  await expect(tips.getByRole("link", { name: "Repair Dashboard" })).toHaveAttribute("href", "/repairs");
  await expect(tips.getByRole("link", { name: "QR Labels" })).toHaveAttribute("href", "/qr-codes");
  await expect(tips.getByRole("link", { name: "Hours & Announcements" })).toHaveAttribute("href", "/admin/hours");
});
