import crypto from "node:crypto";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { escapeHtml } from "~/utils/mail-layout.server";
import { sendMail } from "~/utils/mail.server";
import { audit } from "../audit/audit.server";
import { takeAttempt, type ThrottlePolicy } from "../shared/throttle.server";
import { RESET_LINK_LIFETIME_MS, RESET_RATE_LIMIT_MESSAGE } from "./password-reset.schema";
import { passwordProblem } from "./password-rules";
import { findUserByEmail, normalizeEmail, setPassword } from "./user.server";
import { museumName } from "../settings/museum-settings.server";

/**
 * Password reset with our own tokens (docs/departures.md#reset-tokens): 32 random
 * bytes, only their SHA-256 stored, single use, valid one hour, link
 * `{PUBLIC_URL}/reset-password?token=...`.
 *
 * Requests are throttled in the database, so the limits hold across restarts
 * and across servers sharing PostgreSQL. Requests for unknown addresses are
 * counted too, so neither the answer nor the throttle tells whether an account
 * exists.
 */

/**
 * The spec's message says to wait 15 minutes, so that is the window the limits count in. They count per
 * account at one address (3) and per address (10), never per account alone: a stranger elsewhere cannot
 * use up the owner's requests. Taken atomically before any work, like the sign-in throttle.
 */
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;
const RESET_ACCOUNT_AT_ADDRESS: ThrottlePolicy = {
  free: 3,
  waitsMs: [RESET_REQUEST_WINDOW_MS],
  windowMs: RESET_REQUEST_WINDOW_MS,
};
const RESET_ADDRESS: ThrottlePolicy = {
  free: 10,
  waitsMs: [RESET_REQUEST_WINDOW_MS],
  windowMs: RESET_REQUEST_WINDOW_MS,
};
export const MAX_RESET_REQUESTS_PER_ACCOUNT = RESET_ACCOUNT_AT_ADDRESS.free;
export const MAX_RESET_REQUESTS_PER_IP = RESET_ADDRESS.free;

const takeResetRequest = (db: DB, email: string, ip: string, now: Date) =>
  takeAttempt(
    db,
    [
      { key: `reset:address:${ip}`, policy: RESET_ADDRESS },
      { key: `reset:account:${JSON.stringify([email, ip])}`, policy: RESET_ACCOUNT_AT_ADDRESS, account: email },
    ],
    now.getTime(),
  );

const REQUESTED = "password_reset_requested";

export type ResetRequestResult = { ok: true } | { ok: false; message: string };
export type ResetTokenError = "invalid_token" | "weak_password";
export type ConsumeResult = { ok: true; userId: number } | { ok: false; code: ResetTokenError; message?: string };

export const hashResetToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** 32 bytes in base64url are 43 characters; anything else is not one of ours and needs no lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const resetLink = (token: string) =>
  `${getConfig().publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Mails a reset link when the account exists; answers the same either way.
 * Too many requests (for the account from this address, or from this address
 * in all, in the last 15 minutes) give the spec's rate-limit message and send nothing.
 *
 * `inBackground`: the link is made and queued after the answer, so a known
 * address answers after the same work as an unknown one and the timing tells
 * a stranger nothing. A failure there is logged; the visitor can ask again.
 */
export async function requestPasswordReset(
  db: DB,
  rawEmail: string,
  ip: string,
  now: Date = new Date(),
  { inBackground = false }: { inBackground?: boolean } = {},
): Promise<ResetRequestResult> {
  const email = normalizeEmail(rawEmail);
  if (!(await takeResetRequest(db, email, ip, now))) {
    await audit(db, { action: "password_reset_throttled", entity: "user", entityId: email, ip });
    return { ok: false, message: RESET_RATE_LIMIT_MESSAGE };
  }

  const user = await findUserByEmail(db, email);
  await audit(db, { action: REQUESTED, userId: user?.id ?? null, entity: "user", entityId: email, ip });
  // A disabled account gets no link, and the answer is the same as for an unknown address.
  if (!user || user.disabled_at !== null) return { ok: true };
  const issued = issueResetLink(db, user, now);
  if (inBackground) {
    issued.catch((error: unknown) =>
      logger.error({ err: error, userId: user.id }, "password reset link could not be issued"),
    );
    return { ok: true };
  }
  await issued;
  return { ok: true };
}

async function issueResetLink(db: DB, user: { id: number; email: string; name: string | null }, now: Date) {
  const token = crypto.randomBytes(32).toString("base64url");
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Earlier links stay valid until they expire or one is used: a stranger asking for a link must not
    // spoil the one the owner is about to open. Spent and expired ones go.
    await trx
      .deleteFrom("password_reset_tokens")
      .where("user_id", "=", user.id)
      .where((eb) => eb.or([eb("used_at", "is not", null), eb("expires_at", "<=", createdAt)]))
      .execute();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        token_hash: hashResetToken(token),
        user_id: user.id,
        created_at: createdAt,
        expires_at: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
        used_at: null,
      })
      .execute();
  });
  // Queued after the commit so the mail worker can pick it up at once.
  await sendMail(resetMail(user.email, user.name, resetLink(token), await museumName(db)), db);
}

/** Whether a token from a link may still be used, and for which address (shown on the page). */
export async function checkResetToken(
  db: DB,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ valid: true; email: string } | { valid: false }> {
  if (!token || !TOKEN_SHAPE.test(token)) return { valid: false };
  const row = await db
    .selectFrom("password_reset_tokens")
    .innerJoin("users", "users.id", "password_reset_tokens.user_id")
    .select(["users.email"])
    .where("password_reset_tokens.token_hash", "=", hashResetToken(token))
    .where("password_reset_tokens.used_at", "is", null)
    .where("password_reset_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { valid: true, email: row.email } : { valid: false };
}

/**
 * Uses a token once: marks it used (atomically, so two submissions cannot
 * both succeed), sets the password, which also signs the account out
 * everywhere, and drops the user's other links. All or nothing.
 */
export async function consumeResetToken(
  db: DB,
  token: string,
  newPassword: string,
  ip: string | null = null,
  now: Date = new Date(),
): Promise<ConsumeResult> {
  if (!token || !TOKEN_SHAPE.test(token)) return { ok: false, code: "invalid_token" };
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, code: "weak_password", message: problem };

  const tokenHash = hashResetToken(token);
  const result = await db.transaction().execute(async (trx): Promise<ConsumeResult> => {
    const row = await trx
      .selectFrom("password_reset_tokens")
      .select("user_id")
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst();
    if (!row) return { ok: false, code: "invalid_token" };
    const claimed = await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, code: "invalid_token" };
    await setPassword(trx, row.user_id, newPassword, false);
    await trx
      .deleteFrom("password_reset_tokens")
      .where("user_id", "=", row.user_id)
      .where("used_at", "is", null)
      .execute();
    return { ok: true, userId: row.user_id };
  });

  if (!result.ok) {
    await audit(db, { action: "password_reset_failed", entity: "password_reset_token", ip });
    return result;
  }
  await audit(db, {
    action: "password_reset_completed",
    userId: result.userId,
    entity: "user",
    entityId: result.userId,
    ip,
  });
  const user = await db
    .selectFrom("users")
    .select(["email", "name"])
    .where("id", "=", result.userId)
    .executeTakeFirst();
  if (user) await sendMail(changedMail(user.email, user.name, await museumName(db)), db);
  return result;
}

// --- Mails -------------------------------------------------------------------

function resetMail(to: string, name: string | null, link: string, museum: string) {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    `We received a request to reset the password for the ${museum} staff account ${to}.`,
    "",
    "Choose a new password here:",
    link,
    "",
    "This link expires in 1 hour and can be used once.",
    "If you did not ask for this, you can ignore this email: your password stays the same.",
    "",
    museum,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password for the ${escapeHtml(museum)} staff account <strong>${escapeHtml(to)}</strong>.</p>
<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="background:#bb2496;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:999px;display:inline-block">Reset your password</a></p>
<p>Or paste this link into your browser:<br><a href="${escapeHtml(link)}" style="color:#9a1a7a;word-break:break-all">${escapeHtml(link)}</a></p>
<p><strong>This link expires in 1 hour</strong> and can be used once. If you did not ask for this, you can ignore this email: your password stays the same.</p>
<p>${escapeHtml(museum)}</p>`;
  return {
    to,
    subject: `Reset your ${museum} password`,
    text,
    html,
    sensitive: true,
    kind: "password_reset" as const,
  };
}

function changedMail(to: string, name: string | null, museum: string) {
  const greeting = name ? `Hello ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    `The password of the ${museum} staff account ${to} was just changed with a reset link, and every session was signed out.`,
    "",
    "If this was you, there is nothing else to do.",
    "If it was not, contact a museum administrator right away.",
    "",
    museum,
  ].join("\n");
  return { to, subject: `Your ${museum} password was changed`, text, kind: "staff_account" as const };
}
