import { expect, it } from "vitest";
import { confirmedSubscribers, confirmSubscription, listSubscribers, subscribe, unsubscribe } from "~/models/newsletter.server";
import { describeEachDatabase } from "./databases";

let counter = 0;
const uniqueEmail = () => `links-${Date.now().toString(36)}-${++counter}@example.com`;
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-06-03T16:00:00Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

describeEachDatabase("newsletter links", (getDb) => {
  /** The links of the newest mail to `email`, read as a subscriber would. */
  async function linksFor(email: string) {
    const mail = await getDb().selectFrom("email_outbox").select("text_body").where("to_address", "=", email).orderBy("id", "desc").executeTakeFirstOrThrow();
    const confirm = new URL(/https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(mail.text_body)![0]);
    const unsub = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(mail.text_body)![0]);
    return { token: confirm.searchParams.get("token")!, id: Number(unsub.searchParams.get("id")), unsubToken: unsub.searchParams.get("token")! };
  }
  const row = (email: string) => getDb().selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("the confirmation link confirms once, within 7 days; the token is stored only as a hash", async () => {
    const db = getDb();
    const email = uniqueEmail();
    expect(await subscribe(db, email, T0)).toBe(true);
    const { token } = await linksFor(email);
    expect((await row(email)).confirm_token_hash).not.toContain(token);
    expect(await subscribe(db, email, later(DAY)), "a repeat sign-up while the link is valid mails nothing").toBe(false);

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
    const { token, id, unsubToken } = await linksFor(email);
    await confirmSubscription(db, token, T0);
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
});
