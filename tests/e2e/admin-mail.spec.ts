import { MAX_ATTEMPTS } from "../../app/utils/mail.server";
import { expect, expectNoA11yViolations, test } from "./fixtures";

/** Mail the outbox gave up on (docs/departures.md#nothing-lost): a count on the manager's dashboard, the Failed Mail screen, Retry and Dismiss. */

test("a manager sees failed mail on the dashboard, retries a visitor's notice and dismisses a reset link that must not be resent @phone", async ({
  page,
  db,
  signIn,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${testInfo.retry}-${Date.now().toString(36)}`;
  const failed = (fields: { kind: string; to_address: string; subject: string; sensitive: boolean }) =>
    db
      .insertInto("email_outbox")
      .values({
        ...fields,
        reply_to: null,
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
  const notice = await failed({
    kind: "contact",
    to_address: "front-desk@e2e.test",
    subject: `Contact Form Submission from Ann ${tag}`,
    sensitive: false,
  });
  const resetLink = await failed({
    kind: "password_reset",
    to_address: `sam-${tag}@e2e.test`,
    subject: `Reset your password ${tag}`,
    sensitive: true,
  });

  await signIn("manager");
  const failedMail = page.getByRole("link", { name: /^\d+ mails? could not be sent$/ });
  await expect(failedMail).toBeVisible();
  await failedMail.click();
  await expect(page.getByRole("heading", { level: 1, name: "Failed Mail" })).toBeVisible();

  const noticeCard = page.getByTestId("failed-mail").filter({ hasText: `Ann ${tag}` });
  await expect(noticeCard).toContainText("front-desk@e2e.test");
  await expect(noticeCard).toContainText("Jun 3, 2026 11:00 AM"); // 15:00 UTC in museum time
  await expect(noticeCard).toContainText(`Attempts${MAX_ATTEMPTS}`);
  await expect(noticeCard).toContainText("connect ECONNREFUSED 10.0.0.5:587");
  await expect(noticeCard.getByRole("link", { name: "The message itself is in Messages" })).toHaveAttribute(
    "href",
    "/admin/messages",
  );

  const resetCard = page.getByTestId("failed-mail").filter({ hasText: `Reset your password ${tag}` });
  await expect(resetCard).toContainText("This mail held a one-time link, which is never sent again.");
  await expect(resetCard).toContainText(`Ask sam-${tag}@e2e.test to request a new link`);
  await expect(resetCard.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await expectNoA11yViolations(page, "/admin/mail");

  await noticeCard.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Queued again" })).toBeVisible();
  await expect(noticeCard).toHaveCount(0);
  // Back in the queue, the e2e server's outbox (no SMTP: .eml files) sends it on its next run.
  await expect
    .poll(
      async () =>
        (await db.selectFrom("email_outbox").select("status").where("id", "=", notice.id).executeTakeFirstOrThrow())
          .status,
      { timeout: 15_000 },
    )
    .toBe("sent");

  await resetCard.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Dismissed" })).toBeVisible();
  await expect(resetCard).toHaveCount(0);
  const dismissed = await db
    .selectFrom("email_outbox")
    .select(["status", "dismissed_at"])
    .where("id", "=", resetLink.id)
    .executeTakeFirstOrThrow();
  expect(dismissed.status, "a dismissed reset link is never sent").toBe("failed");
  expect(dismissed.dismissed_at).not.toBeNull();
  const audited = await db
    .selectFrom("audit_log")
    .select("action")
    .where("entity", "=", "email_outbox")
    .where("entity_id", "in", [String(notice.id), String(resetLink.id)])
    .execute();
  expect(audited.map((r) => r.action).sort()).toEqual(["mail_dismissed", "mail_retried"]);

  const left = await db
    .selectFrom("email_outbox")
    .select("id")
    .where("status", "=", "failed")
    .where("dismissed_at", "is", null)
    .execute();
  if (left.length === 0) {
    await expect(
      page.getByText("No failed mail. Everything queued has been sent or is still being tried."),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Admin Dashboard" }).click();
    await expect(page.getByText("Signed in as")).toBeVisible();
    await expect(page.getByRole("link", { name: "No failed mail" })).toBeVisible();
  }
});

test("a staff member who is not a manager gets no failed-mail count", async ({ page, db, signIn }) => {
  const { id } = await db
    .insertInto("email_outbox")
    .values({
      kind: "report",
      to_address: "techs@e2e.test",
      reply_to: null,
      subject: "Issue reported: staff view",
      text_body: "x",
      html_body: null,
      status: "failed",
      attempts: MAX_ATTEMPTS,
      last_error: "x",
      next_attempt_at: "2026-06-03T16:00:00.000Z",
      created_at: "2026-06-03T15:00:00.000Z",
      sent_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  try {
    await signIn("staff");
    await expect(page.getByRole("link", { name: /^Repair Dashboard Open/ })).toBeVisible();
    await expect(page.getByText(/could not be sent/)).toHaveCount(0);
  } finally {
    // Off the list again, so no other test's dashboard shows it.
    await db
      .updateTable("email_outbox")
      .set({ dismissed_at: "2026-06-03T17:00:00.000Z" })
      .where("id", "=", id)
      .execute();
  }
});
