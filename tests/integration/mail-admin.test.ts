import { beforeEach, expect, it } from "vitest";
import {
  dismissFailedMail,
  failedMailCount,
  listFailedMail,
  retryFailedMail,
} from "~/models/operations/mail-admin.server";
import { action as mailAction, loader as mailLoader } from "~/routes/admin.mail";
import { MAX_ATTEMPTS, processOutbox, SENSITIVE_BODY_DROPPED, sendMail, type MailInput } from "~/utils/mail.server";
import { postTo, routeArgs, signedIn } from "./actions";
import { describeEachDatabase } from "./databases";

const HOUR = 3600_000;

describeEachDatabase("failed mail (managers)", (getDb) => {
  let clock: number;
  const row = (id: number) =>
    getDb().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const auditRows = (action: string) =>
    getDb().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();

  /** Queues the mails, then lets every delivery fail MAX_ATTEMPTS times, an hour apart (past every backoff). */
  async function failForGood(...mails: MailInput[]) {
    const ids: number[] = [];
    for (const mail of mails) ids.push(await sendMail(mail, getDb()));
    const refused = async () => {
      throw new Error("535 5.7.8 authentication failed");
    };
    for (let i = 0; i < MAX_ATTEMPTS; i++) await processOutbox(getDb(), refused, new Date((clock += HOUR)));
    return ids;
  }

  beforeEach(async () => {
    await getDb().deleteFrom("email_outbox").execute();
    await getDb().deleteFrom("audit_log").execute();
    clock = Date.now() + 1000;
  });

  const contact: MailInput = {
    kind: "contact",
    to: "front-desk@museum.test",
    subject: "Contact Form Submission from Ann",
    text: "Name: Ann\nMessage: hello",
  };
  const inquiry: MailInput = {
    kind: "inquiry",
    to: "front-desk@museum.test",
    subject: "Offer for Galaga from Bo",
    text: "Buyer name: Bo",
  };
  const reset: MailInput = {
    kind: "password_reset",
    to: "sam@museum.test",
    subject: "Reset your Replay Museum password",
    text: "https://x/reset-password?token=SECRET",
    sensitive: true,
  };

  it("lists what failed for good, newest first, without bodies; a reset link's body is dropped when it fails", async () => {
    const [contactId, inquiryId, resetId] = await failForGood(contact, inquiry, reset);
    const pendingId = await sendMail({ to: "later@example.com", subject: "Still trying", text: "x" }, getDb());

    expect(await failedMailCount(getDb())).toBe(3);
    const listed = await listFailedMail(getDb());
    expect(listed.map((m) => m.id)).toEqual([resetId, inquiryId, contactId].sort((a, b) => b - a));
    expect(listed.find((m) => m.id === contactId)).toEqual({
      id: contactId,
      to: "front-desk@museum.test",
      subject: contact.subject,
      kind: "contact",
      resendable: true,
      attempts: MAX_ATTEMPTS,
      lastError: "535 5.7.8 authentication failed",
      createdAt: expect.any(String),
    });
    expect(listed.find((m) => m.id === resetId)).toMatchObject({ kind: "password_reset", resendable: false });
    expect(listed.some((m) => m.id === pendingId)).toBe(false);
    expect(JSON.stringify(listed)).not.toContain("hello");

    expect((await row(resetId)).text_body, "the one-time link is not kept once it can never be sent").toBe(
      SENSITIVE_BODY_DROPPED,
    );
    expect((await row(contactId)).text_body).toBe(contact.text);
  });

  it("retrying one puts it back in the queue for the next run, with an audit row; the next run sends it", async () => {
    const manager = await signedIn(getDb(), "manager");
    const [contactId, inquiryId] = await failForGood(contact, inquiry);
    const now = new Date((clock += HOUR));

    expect(await retryFailedMail(getDb(), contactId, manager, now)).toEqual({ ok: true, count: 1 });
    expect(await row(contactId)).toMatchObject({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() });
    expect((await row(inquiryId)).status).toBe("failed");
    expect(await auditRows("mail_retried")).toMatchObject([
      { user_id: manager.id, entity: "email_outbox", entity_id: String(contactId), ip: manager.ip },
    ]);

    const delivered: number[] = [];
    await processOutbox(getDb(), async (mail) => void delivered.push(mail.id), now);
    expect(delivered).toEqual([contactId]);
    expect((await row(contactId)).status).toBe("sent");
    expect(await retryFailedMail(getDb(), contactId, manager, now), "no longer failed").toEqual({
      ok: false,
      code: "gone",
    });
    expect(await retryFailedMail(getDb(), 999_999, manager, now)).toEqual({ ok: false, code: "gone" });
  });

  it("a mail with a one-time link is never resent, alone or in Retry all; Retry all queues every other one", async () => {
    const manager = await signedIn(getDb(), "manager");
    const [contactId, inquiryId, resetId] = await failForGood(contact, inquiry, reset);
    const now = new Date((clock += HOUR));

    expect(await retryFailedMail(getDb(), resetId, manager, now)).toEqual({ ok: false, code: "sensitive" });
    expect(await row(resetId)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });

    expect(await retryFailedMail(getDb(), "all", manager, now)).toEqual({ ok: true, count: 2 });
    expect((await row(contactId)).status).toBe("pending");
    expect((await row(inquiryId)).status).toBe("pending");
    expect((await row(resetId)).status).toBe("failed");
    const [retried] = await auditRows("mail_retried");
    expect(JSON.parse(retried.details!)).toEqual({ ids: expect.arrayContaining([contactId, inquiryId]), count: 2 });

    const delivered: number[] = [];
    await processOutbox(getDb(), async (mail) => void delivered.push(mail.id), now);
    expect(delivered.sort()).toEqual([contactId, inquiryId].sort());
    expect(await failedMailCount(getDb())).toBe(1);
  });

  it("dismissing takes a failed mail off the list and the count, keeps the row and audits it", async () => {
    const manager = await signedIn(getDb(), "manager");
    const [resetId] = await failForGood(reset);
    expect(await dismissFailedMail(getDb(), resetId, manager)).toBe(true);
    expect(await dismissFailedMail(getDb(), resetId, manager), "only once").toBe(false);
    expect(await failedMailCount(getDb())).toBe(0);
    expect(await listFailedMail(getDb())).toEqual([]);
    expect(await row(resetId)).toMatchObject({ status: "failed", dismissed_at: expect.any(String) });
    expect(await auditRows("mail_dismissed")).toMatchObject([{ user_id: manager.id, entity_id: String(resetId) }]);
  });

  it("the screen and its posts are for managers: a staff member is refused and nothing changes", async () => {
    const staff = await signedIn(getDb(), "staff");
    const manager = await signedIn(getDb(), "manager");
    const [contactId] = await failForGood(contact);

    await expect(mailLoader(routeArgs("/admin/mail", staff.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(
      mailAction(routeArgs("/admin/mail", staff.cookie, { intent: "retry", id: String(contactId) })),
    ).rejects.toMatchObject({ status: 403 });
    expect((await row(contactId)).status).toBe("failed");

    const page = (await mailLoader(routeArgs("/admin/mail", manager.cookie))) as { mails: { id: number }[] };
    expect(page.mails.map((m) => m.id)).toEqual([contactId]);
    expect(await postTo(mailAction, "/admin/mail", manager.cookie, { intent: "retry", id: "abc" })).toMatchObject({
      status: 400,
    });
    expect(
      await postTo(mailAction, "/admin/mail", manager.cookie, { intent: "retry", id: String(contactId) }),
    ).toMatchObject({ status: 200, body: { ok: true } });
    expect((await row(contactId)).status).toBe("pending");
  });
});
