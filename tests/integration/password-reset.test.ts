import crypto from "node:crypto";
import { beforeAll, expect, it, vi } from "vitest";
import { RESET_RATE_LIMIT_MESSAGE } from "~/models/account/password-reset.schema";
import { checkResetToken, consumeResetToken, requestPasswordReset } from "~/models/account/password-reset.server";
import { createUser } from "~/models/account/user.server";
import { getConfig } from "~/utils/config.server";
import { verifyPassword } from "~/utils/password.server";
import { createSession } from "~/utils/session.server";
import { describeEachDatabase } from "./databases";

const OLD_PASSWORD = "Old-Password1!";
const NEW_PASSWORD = "Pinball-Wizard9?";
const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

describeEachDatabase("password reset", (getDb) => {
  let seq = 0;
  /** Each test gets its own account and IP, so the hourly limits of one test do not reach another. */
  const fresh = () => {
    seq++;
    return { email: `staff${seq}@replaymuseum.test`, ip: `203.0.113.${seq}` };
  };
  const newAccount = async () => {
    const { email, ip } = fresh();
    const user = await createUser(getDb(), { email, password: OLD_PASSWORD, role: "staff", name: "Sam Tilt" });
    return { user, email, ip };
  };
  const mailsTo = (email: string) =>
    getDb().selectFrom("email_outbox").selectAll().where("to_address", "=", email).orderBy("id").execute();
  const tokensOf = (userId: number) =>
    getDb().selectFrom("password_reset_tokens").selectAll().where("user_id", "=", userId).execute();
  const tokenFrom = (text: string) => {
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no reset link in:\n${text}`);
    return match[1];
  };

  beforeAll(() => {
    // The link is built from PUBLIC_URL; the test environment leaves it at its default.
    expect(getConfig().publicUrl).toMatch(/^https?:\/\//);
  });

  it("stores only a hash of the token and queues one mail with the link, saying it expires in 1 hour", async () => {
    const { user, email, ip } = await newAccount();
    const before = Date.now();
    expect(await requestPasswordReset(getDb(), email.toUpperCase(), ip)).toEqual({ ok: true });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].status).toBe("pending");
    expect(mails[0].text_body).toContain(`${getConfig().publicUrl}/reset-password?token=`);
    expect(mails[0].text_body).toContain("expires in 1 hour");
    const token = tokenFrom(mails[0].text_body);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const tokens = await tokensOf(user.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].token_hash).toBe(sha256(token));
    expect(tokens[0].token_hash).not.toContain(token);
    expect(tokens[0].used_at).toBeNull();
    const lifetime = Date.parse(tokens[0].expires_at) - Date.parse(tokens[0].created_at);
    expect(lifetime).toBe(60 * 60 * 1000);
    expect(Date.parse(tokens[0].created_at)).toBeGreaterThanOrEqual(before - 1000);

    // The raw token is nowhere in the database: not in the tokens table, not in the audit log.
    const audit = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "password_reset_requested")
      .where("entity_id", "=", email)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
    expect(await checkResetToken(getDb(), token)).toEqual({ valid: true, email });
  });

  it("answers the same for an unknown address, and stores and queues nothing", async () => {
    const { email, ip } = fresh();
    const tokensBefore = await getDb().selectFrom("password_reset_tokens").select("token_hash").execute();
    const mailsBefore = await getDb().selectFrom("email_outbox").select("id").execute();

    expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: true });

    expect(await getDb().selectFrom("password_reset_tokens").select("token_hash").execute()).toHaveLength(
      tokensBefore.length,
    );
    expect(await getDb().selectFrom("email_outbox").select("id").execute()).toHaveLength(mailsBefore.length);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("refuses the 4th request for an account from one address within 15 minutes with the spec's message, and sends nothing more", async () => {
    const { email, ip } = await newAccount();
    for (let i = 1; i <= 3; i++) expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: true });
    expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: false, message: RESET_RATE_LIMIT_MESSAGE });
    expect(await mailsTo(email)).toHaveLength(3);

    // 15 minutes later, as the message says, the account may ask again.
    const later = new Date(Date.now() + 16 * 60 * 1000);
    expect(await requestPasswordReset(getDb(), email, ip, later)).toEqual({ ok: true });
  });

  it("a stranger elsewhere cannot use up the owner's requests nor spoil the link the owner already has", async () => {
    const { user, email, ip } = await newAccount();
    expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: true });
    const ownersLink = tokenFrom((await mailsTo(email))[0].text_body);
    const stranger = `192.0.2.${200 + seq}`;
    for (let i = 0; i < 3; i++) expect(await requestPasswordReset(getDb(), email, stranger)).toEqual({ ok: true });
    expect(await requestPasswordReset(getDb(), email, stranger)).toEqual({
      ok: false,
      message: RESET_RATE_LIMIT_MESSAGE,
    });
    // The owner may still ask, and the link from before still works.
    expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: true });
    expect(await consumeResetToken(getDb(), ownersLink, NEW_PASSWORD, ip)).toEqual({ ok: true, userId: user.id });
    // Using one link ends every other.
    expect((await tokensOf(user.id)).filter((t) => t.used_at === null)).toHaveLength(0);
  });

  it("in the background (the sign-in page) the answer comes first and the link is still made and mailed", async () => {
    const { email, ip } = await newAccount();
    expect(await requestPasswordReset(getDb(), email, ip, new Date(), { inBackground: true })).toEqual({ ok: true });
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 5000 });
    const tokens = await getDb()
      .selectFrom("password_reset_tokens")
      .innerJoin("users", "users.id", "password_reset_tokens.user_id")
      .select("token_hash")
      .where("users.email", "=", email)
      .execute();
    expect(tokens).toHaveLength(1);
  });

  it("throttles unknown addresses the same way, so the limit does not reveal which accounts exist", async () => {
    const { email, ip } = fresh();
    for (let i = 0; i < 3; i++) expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: true });
    expect(await requestPasswordReset(getDb(), email, ip)).toEqual({ ok: false, message: RESET_RATE_LIMIT_MESSAGE });
  });

  it("limits one IP to 10 requests in 15 minutes across addresses", async () => {
    const { ip } = fresh();
    for (let i = 0; i < 10; i++) {
      expect(await requestPasswordReset(getDb(), `someone${seq}-${i}@example.test`, ip)).toEqual({ ok: true });
    }
    expect(await requestPasswordReset(getDb(), `someone${seq}-10@example.test`, ip)).toEqual({
      ok: false,
      message: RESET_RATE_LIMIT_MESSAGE,
    });
  });

  it("changes the password with the token from the mail, signs the account out everywhere, and works only once", async () => {
    const { user, email, ip } = await newAccount();
    await createSession(user.id, "phone", getDb());
    await createSession(user.id, "laptop", getDb());
    expect(
      await getDb().selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute(),
    ).toHaveLength(2);

    await requestPasswordReset(getDb(), email, ip);
    const token = tokenFrom((await mailsTo(email))[0].text_body);

    expect(await consumeResetToken(getDb(), token, NEW_PASSWORD, ip)).toEqual({ ok: true, userId: user.id });

    const stored = await getDb()
      .selectFrom("users")
      .select(["password_hash", "must_change_password"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(stored.password_hash, OLD_PASSWORD)).toBe(false);
    expect(stored.must_change_password).toBe(false);
    expect(
      await getDb().selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute(),
    ).toHaveLength(0);
    expect((await tokensOf(user.id))[0].used_at).not.toBeNull();

    // Spent: neither the page nor a second submission accepts it.
    expect(await checkResetToken(getDb(), token)).toEqual({ valid: false });
    expect(await consumeResetToken(getDb(), token, "Another-Pass2!", ip)).toEqual({ ok: false, code: "invalid_token" });
    const after = await getDb()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(after.password_hash, NEW_PASSWORD)).toBe(true);

    // The user is told by mail that the password changed.
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Reset your Replay Museum password",
      "Your Replay Museum password was changed",
    ]);
  });

  it("refuses an expired token and leaves the password alone", async () => {
    const { user, email, ip } = await newAccount();
    await requestPasswordReset(getDb(), email, ip);
    const token = tokenFrom((await mailsTo(email))[0].text_body);
    const justBefore = new Date(Date.now() + 59 * 60 * 1000);
    const expired = new Date(Date.now() + 61 * 60 * 1000);

    expect(await checkResetToken(getDb(), token, justBefore)).toEqual({ valid: true, email });
    expect(await checkResetToken(getDb(), token, expired)).toEqual({ valid: false });
    expect(await consumeResetToken(getDb(), token, NEW_PASSWORD, ip, expired)).toEqual({
      ok: false,
      code: "invalid_token",
    });

    const stored = await getDb()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password_hash, OLD_PASSWORD)).toBe(true);
    expect((await tokensOf(user.id))[0].used_at).toBeNull();
  });

  it("an earlier link keeps working after a later request; using either ends the other", async () => {
    const { user, email, ip } = await newAccount();
    await requestPasswordReset(getDb(), email, ip);
    await requestPasswordReset(getDb(), email, ip);
    const [first, second] = (await mailsTo(email)).map((m) => tokenFrom(m.text_body));
    expect(first).not.toBe(second);
    expect(await tokensOf(user.id)).toHaveLength(2);
    expect(await consumeResetToken(getDb(), first, NEW_PASSWORD, ip)).toEqual({ ok: true, userId: user.id });
    expect(await consumeResetToken(getDb(), second, "Another-Pass2!", ip)).toEqual({
      ok: false,
      code: "invalid_token",
    });
  });

  it("rejects made-up tokens and weak passwords without changing anything", async () => {
    const { user, email, ip } = await newAccount();
    expect(await checkResetToken(getDb(), "")).toEqual({ valid: false });
    expect(await checkResetToken(getDb(), "not-a-token")).toEqual({ valid: false });
    expect(await consumeResetToken(getDb(), crypto.randomBytes(32).toString("base64url"), NEW_PASSWORD, ip)).toEqual({
      ok: false,
      code: "invalid_token",
    });

    await requestPasswordReset(getDb(), email, ip);
    const token = tokenFrom((await mailsTo(email))[0].text_body);
    expect(await consumeResetToken(getDb(), token, "weakpass", ip)).toEqual({
      ok: false,
      code: "weak_password",
      message: "Password must contain at least one uppercase letter",
    });
    // The token is still good after a refused password.
    expect(await checkResetToken(getDb(), token)).toEqual({ valid: true, email });
    expect((await tokensOf(user.id))[0].used_at).toBeNull();
  });
});
