import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { OutboxMail } from "~/db/schema";
import { getConfig } from "~/utils/config.server";
import { MAX_ATTEMPTS, processOutbox, retryDelayMs, SENSITIVE_BODY_REMOVED, sendMail } from "~/utils/mail.server";
import { describeEachDatabase } from "./databases";

/** This file's own DATA_DIR, set before anything reads (and caches) the configuration. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "museum-mail-"));
const outboxDir = path.join(dataDir, "outbox");

beforeAll(() => {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
});

afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeEachDatabase("mail outbox", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("email_outbox").execute();
  });

  const outboxRow = (id: number) =>
    getDb().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("sendMail queues a pending row holding the whole message", async () => {
    const before = Date.now();
    const id = await sendMail(
      {
        to: "visitor@example.org",
        subject: "We got your message",
        text: "Thanks!",
        html: "<p>Thanks!</p>",
        replyTo: "staff@replaymuseum.local",
      },
      getDb(),
    );
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      id,
      to_address: "visitor@example.org",
      reply_to: "staff@replaymuseum.local",
      subject: "We got your message",
      text_body: "Thanks!",
      status: "pending",
      attempts: 0,
      last_error: null,
      sent_at: null,
    });
    // The mail's own HTML, in the museum's frame (tests/integration/mail-layout.test.ts).
    expect(row.html_body).toContain("<p>Thanks!</p>");
    expect(row.next_attempt_at).toBe(row.created_at);
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.now());

    const plain = await outboxRow(await sendMail({ to: "a@example.org", subject: "Plain", text: "Body" }, getDb()));
    expect(plain).toMatchObject({ reply_to: null, text_body: "Body", status: "pending" });
    expect(plain.html_body).toContain('<p style="margin:0 0 16px">Body</p>');
  });

  it("processOutbox hands due mail to deliver and marks it sent", async () => {
    const id = await sendMail({ to: "visitor@example.org", subject: "Hello", text: "Body" }, getDb());
    const delivered: OutboxMail[] = [];
    const sent = await processOutbox(getDb(), async (mail) => void delivered.push(mail));
    expect(sent).toBe(1);
    expect(delivered.map((m) => [m.id, m.to_address, m.subject, m.text_body])).toEqual([
      [id, "visitor@example.org", "Hello", "Body"],
    ]);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();

    // Sent mail is never delivered twice.
    expect(await processOutbox(getDb(), async (mail) => void delivered.push(mail))).toBe(0);
    expect(delivered).toHaveLength(1);
  });

  it("a sensitive mail goes out whole, then its stored body is cleared; the row stays as a record", async () => {
    const link = "https://replay.example/reset-password?token=abc";
    const id = await sendMail(
      {
        to: "staff@example.org",
        subject: "Reset",
        text: `Go to ${link}`,
        html: `<a href="${link}">reset</a>`,
        sensitive: true,
      },
      getDb(),
    );
    const ordinary = await sendMail({ to: "visitor@example.org", subject: "Thanks", text: "We got it" }, getDb());
    const delivered: OutboxMail[] = [];
    await processOutbox(getDb(), async (mail) => void delivered.push(mail));
    expect(delivered.find((m) => m.id === id)?.text_body).toContain(link);
    expect(await outboxRow(id)).toMatchObject({
      status: "sent",
      subject: "Reset",
      to_address: "staff@example.org",
      text_body: SENSITIVE_BODY_REMOVED,
      html_body: null,
    });
    expect((await outboxRow(ordinary)).text_body).toBe("We got it");
  });

  it("a failing delivery is retried with backoff and fails for good after the last attempt", async () => {
    const id = await sendMail({ to: "visitor@example.org", subject: "Flaky", text: "Body" }, getDb());
    const failing = vi.fn(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:25");
    });
    let now = new Date(Date.now() + 1000);

    expect(await processOutbox(getDb(), failing, now)).toBe(0);
    let row = await outboxRow(id);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "connect ECONNREFUSED 127.0.0.1:25",
      sent_at: null,
    });
    expect(row.next_attempt_at).toBe(new Date(now.getTime() + retryDelayMs(1)).toISOString());
    expect(retryDelayMs(1)).toBe(30_000);

    // Not due yet: nothing is attempted before next_attempt_at.
    await processOutbox(getDb(), failing, new Date(Date.parse(row.next_attempt_at) - 1));
    expect(failing).toHaveBeenCalledTimes(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = new Date(row.next_attempt_at);
      await processOutbox(getDb(), failing, now);
      row = await outboxRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? "pending" : "failed");
      expect(row.next_attempt_at).toBe(new Date(now.getTime() + retryDelayMs(attempt)).toISOString());
    }
    expect(failing).toHaveBeenCalledTimes(MAX_ATTEMPTS);

    // A failed mail stays failed: it is kept for staff, never retried.
    await processOutbox(getDb(), failing, new Date(now.getTime() + 365 * 24 * 3600_000));
    expect(failing).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect((await outboxRow(id)).status).toBe("failed");
  });

  it("one failing mail does not hold back the others", async () => {
    const good = await sendMail({ to: "good@example.org", subject: "Good", text: "Body" }, getDb());
    const bad = await sendMail({ to: "bad@example.org", subject: "Bad", text: "Body" }, getDb());
    const sent = await processOutbox(getDb(), async (mail) => {
      if (mail.to_address === "bad@example.org") throw new Error("mailbox unavailable");
    });
    expect(sent).toBe(1);
    expect((await outboxRow(good)).status).toBe("sent");
    expect(await outboxRow(bad)).toMatchObject({ status: "pending", attempts: 1, last_error: "mailbox unavailable" });
  });

  it("without SMTP_URL the default delivery writes an .eml file into DATA_DIR/outbox", async () => {
    expect(getConfig().dataDir).toBe(dataDir);
    expect(getConfig().smtpUrl).toBeNull();
    fs.rmSync(outboxDir, { recursive: true, force: true });

    const id = await sendMail(
      {
        to: "guest@example.org",
        subject: "Your visit to Replay",
        text: "See you on Friday night.",
        replyTo: "hello@replaymuseum.local",
      },
      getDb(),
    );
    expect(await processOutbox(getDb())).toBe(1);

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`-${id}-[0-9a-f]{6}\\.eml$`));
    const eml = fs.readFileSync(path.join(outboxDir, files[0]), "utf8");
    expect(eml).toMatch(/^Subject: Your visit to Replay$/m);
    expect(eml).toMatch(/^To: guest@example\.org$/m);
    expect(eml).toMatch(/^Reply-To: hello@replaymuseum\.local$/m);
    expect(eml).toContain(`From: ${getConfig().mailFrom}`);
    expect(eml).toContain("See you on Friday night.");
    expect((await outboxRow(id)).status).toBe("sent");
  });
});
