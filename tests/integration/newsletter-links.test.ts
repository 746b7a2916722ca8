import { expect, it } from "vitest";
import nodemailer from "nodemailer";
import {
  confirmedSubscribers,
  confirmSubscription,
  listSubscribers,
  subscribe,
  unsubscribe,
} from "~/models/newsletter/newsletter.server";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter.unsubscribe";
import { getConfig } from "~/utils/config.server";
import { messageOf, processOutbox } from "~/utils/mail.server";
import { describeEachDatabase } from "./databases";

let counter = 0;
const uniqueEmail = () => `links-${Date.now().toString(36)}-${++counter}@example.com`;
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-06-03T16:00:00Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

describeEachDatabase("newsletter links", (getDb) => {
  const newestMail = (email: string) =>
    getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_address", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
  /** The confirmation link of the newest mail to `email`, read as a subscriber would. */
  async function linksFor(email: string) {
    const mail = await newestMail(email);
    const confirm = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(mail.text_body)![0]);
    return { token: confirm.searchParams.get("token")! };
  }
  /** The unsubscribe link of the newest mail to `email` (the welcome mail, once confirmed). */
  async function unsubscribeLinkFor(email: string) {
    const mail = await newestMail(email);
    const unsub = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(mail.text_body)![0]);
    return { url: unsub, id: Number(unsub.searchParams.get("id")), unsubToken: unsub.searchParams.get("token")! };
  }
  const row = (email: string) =>
    getDb().selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("the confirmation link confirms once, within 7 days; the token is stored only as a hash", async () => {
    const db = getDb();
    const email = uniqueEmail();
    expect(await subscribe(db, email, T0)).toBe(true);
    const { token } = await linksFor(email);
    expect((await row(email)).confirm_token_hash).not.toContain(token);
    expect(await subscribe(db, email, later(DAY)), "a repeat sign-up while the link is valid mails nothing").toBe(
      false,
    );

    expect(await confirmSubscription(db, token, later(DAY))).toBe("confirmed");
    expect(await row(email)).toMatchObject({ confirmed: true, confirm_token_hash: null, unsubscribed_at: null });
    expect(await confirmSubscription(db, token, later(DAY)), "single use").toBe("invalid");
    expect(await confirmSubscription(db, "not-a-token", later(DAY))).toBe("invalid");
    expect((await confirmedSubscribers(db)).map((s) => s.email)).toContain(email);
  });

  it("an expired link confirms nothing, and signing up again sends a new one", async () => {
    const db = getDb();
    const email = uniqueEmail();
    await subscribe(db, email, T0);
    const { token } = await linksFor(email);
    expect(await confirmSubscription(db, token, later(7 * DAY + 1000))).toBe("invalid");
    expect((await row(email)).confirmed).toBe(false);
    expect(await subscribe(db, email, later(8 * DAY))).toBe(true);
    const fresh = await linksFor(email);
    expect(fresh.token).not.toBe(token);
    expect(await confirmSubscription(db, fresh.token, later(8 * DAY))).toBe("confirmed");
  });

  it("the unsubscribe link works without signing in, again and again, and only with its own token; the address may sign up afresh", async () => {
    const db = getDb();
    const email = uniqueEmail();
    await subscribe(db, email, T0);
    const { token } = await linksFor(email);
    await confirmSubscription(db, token, T0);
    const { id, unsubToken } = await unsubscribeLinkFor(email);
    expect(await unsubscribe(db, id, `${unsubToken.slice(0, -1)}x`)).toBe(false);
    expect(await unsubscribe(db, id + 1, unsubToken)).toBe(false);
    expect((await row(email)).unsubscribed_at).toBeNull();

    expect(await unsubscribe(db, id, unsubToken, later(DAY))).toBe(true);
    expect(await unsubscribe(db, id, unsubToken, later(2 * DAY))).toBe(true);
    expect(await row(email)).toMatchObject({ confirmed: false, unsubscribed_at: later(DAY).toISOString() });
    expect((await confirmedSubscribers(db)).map((s) => s.email)).not.toContain(email);
    const { subscribers } = await listSubscribers(db);
    expect(subscribers.find((s) => s.email === email)?.status).toBe("unsubscribed");

    expect(await subscribe(db, email, later(3 * DAY))).toBe(true);
    expect(await row(email)).toMatchObject({ unsubscribed_at: null, confirmed: false });
  });

  it("the confirmation mail has no unsubscribe link; the welcome mail after confirming has the link and the one-click headers (RFC 8058)", async () => {
    const db = getDb();
    const email = uniqueEmail();
    await subscribe(db, email, T0);
    const confirmation = await newestMail(email);
    expect(confirmation.text_body).not.toContain("/newsletter/unsubscribe");
    expect(confirmation.list_unsubscribe).toBeNull();

    await confirmSubscription(db, (await linksFor(email)).token, T0);
    const welcome = await newestMail(email);
    const { url } = await unsubscribeLinkFor(email);
    expect(welcome).toMatchObject({ kind: "newsletter", list_unsubscribe: url.toString() });
    expect(Boolean(welcome.sensitive), "it holds no one-time link").toBe(false);
    expect(url.origin).toBe(new URL(getConfig().publicUrl).origin);

    // The mail as it leaves: its raw headers, as nodemailer writes them to SMTP or the .eml outbox.
    const raw: string[] = [];
    const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    await processOutbox(db, async (mail) => {
      if (mail.to_address === email)
        raw.push(String((await writer.sendMail(messageOf(mail, "Replay <no-reply@museum.test>"))).message));
    });
    const [confirmationRaw, welcomeRaw] = raw;
    expect(confirmationRaw).not.toMatch(/^List-Unsubscribe/im);
    const unfolded = welcomeRaw.replace(/\n[ \t]+/g, " ");
    expect(unfolded).toContain(`List-Unsubscribe: <${url.toString()}>`);
    expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("opening the unsubscribe link (GET) changes nothing; a POST of List-Unsubscribe=One-Click unsubscribes", async () => {
    const db = getDb();
    const email = uniqueEmail();
    await subscribe(db, email, T0);
    await confirmSubscription(db, (await linksFor(email)).token, T0);
    const { url } = await unsubscribeLinkFor(email);
    const path = `${url.pathname}${url.search}`;
    const args = (init?: RequestInit) =>
      ({
        request: new Request(`http://localhost${path}`, init),
        params: {},
        context: { ip: "192.0.2.1", cspNonce: "" },
      }) as never;

    expect(await unsubscribeLoader(args())).toEqual({ state: "valid" });
    expect(await unsubscribeLoader(args())).toEqual({ state: "valid" });
    expect(await row(email)).toMatchObject({ confirmed: true, unsubscribed_at: null });

    const empty = new URLSearchParams();
    expect(
      await unsubscribeAction(args({ method: "POST", body: empty })),
      "a POST without the one-click body",
    ).toMatchObject({ data: { state: "invalid" }, init: { status: 400 } });
    expect(await row(email)).toMatchObject({ confirmed: true, unsubscribed_at: null });

    const oneClick = new URLSearchParams({ "List-Unsubscribe": "One-Click" });
    expect(await unsubscribeAction(args({ method: "POST", body: oneClick }))).toEqual({ state: "unsubscribed" });
    expect(await row(email)).toMatchObject({ confirmed: false, unsubscribed_at: expect.any(String) });
    expect(await unsubscribeLoader(args()), "the link now says so").toEqual({ state: "unsubscribed" });

    const forged = `${url.pathname}?id=${url.searchParams.get("id")}&token=${"x".repeat(43)}`;
    const forgedArgs = {
      request: new Request(`http://localhost${forged}`),
      params: {},
      context: { ip: "192.0.2.1", cspNonce: "" },
    } as never;
    expect(await unsubscribeLoader(forgedArgs)).toEqual({ state: "invalid" });
  });
});
