import crypto from "node:crypto";
import { normalizeEmail } from "~/models/account/user.server";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { sendMail, type MailInput } from "~/utils/mail.server";
import { CONFIRM_LINK_LIFETIME_MS, type SubscriberStatus } from "./newsletter";
import { museumName } from "../settings/museum-settings.server";

/**
 * Newsletter sign-ups. An address is confirmed by a link in its first mail: a random token kept
 * only as a hash, valid for 7 days, cleared when used. Every mail to a confirmed subscriber carries an
 * unsubscribe link that needs no sign-in: an HMAC of the subscriber's id under the site's secret, so it needs
 * no storage and keeps working for as long as the mail is kept. Opening it only asks; a POST unsubscribes.
 */

const sha256 = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
const unsubscribeToken = (id: number) =>
  crypto.createHmac("sha256", getConfig().sessionSecret).update(`newsletter-unsubscribe:${id}`).digest("base64url");

export const unsubscribeUrl = (id: number) =>
  `${getConfig().publicUrl}/newsletter/unsubscribe?${new URLSearchParams({ id: String(id), token: unsubscribeToken(id) })}`;

/**
 * Signs an address up, or does nothing for one already confirmed or waiting on a link still valid, so a
 * repeat sign-up mails no one twice. An unsubscribed or expired address gets a new link. Returns whether a
 * confirmation mail was queued.
 */
export async function subscribe(db: DB, rawEmail: string, now = new Date()) {
  const email = normalizeEmail(rawEmail);
  const token = crypto.randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS).toISOString();
  const fresh = {
    confirmed: false,
    confirm_token_hash: sha256(token),
    confirm_expires_at: expires,
    confirmed_at: null,
    unsubscribed_at: null,
  };
  const row = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "confirmed", "confirm_expires_at", "unsubscribed_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!existing) {
      return trx
        .insertInto("newsletter_subscribers")
        .values({ email, created_at: now.toISOString(), ...fresh })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
    }
    const waiting =
      !existing.confirmed && existing.confirm_expires_at !== null && existing.confirm_expires_at > now.toISOString();
    if (existing.unsubscribed_at === null && (existing.confirmed || waiting)) return undefined;
    await trx.updateTable("newsletter_subscribers").set(fresh).where("id", "=", existing.id).execute();
    return { id: existing.id };
  });
  if (!row) return false;
  const { publicUrl } = getConfig();
  const museum = await museumName(db);
  await sendMail(
    {
      to: email,
      subject: `Confirm your ${museum} newsletter sign-up`,
      text: [
        `Thanks for subscribing to the ${museum} newsletter!`,
        "",
        "Please confirm your address (the link works once, for 7 days):",
        `${publicUrl}/newsletter/confirm?token=${token}`,
        "",
        "You'll hear from us about tournaments, events, newly restored machines and late-night specials.",
        `Upcoming events: ${publicUrl}/events`,
        "",
        // No unsubscribe link here: a mail scanner opening it would spoil the confirmation. Every newsletter
        // mail after this one carries one (newsletterMail).
        "If you did not sign up, ignore this message: without confirming you will not be contacted again.",
      ].join("\n"),
      sensitive: true,
      kind: "newsletter_confirm",
    },
    db,
  );
  return true;
}

export type ConfirmResult = "confirmed" | "invalid";

/**
 * A mail to a subscriber: its text ends with the unsubscribe link, and its List-Unsubscribe headers let the
 * mail app offer one-click unsubscribing (RFC 8058), which POSTs to the same link.
 */
export function newsletterMail(subscriber: { id: number; email: string }, subject: string, lines: string[]): MailInput {
  const link = unsubscribeUrl(subscriber.id);
  return {
    to: subscriber.email,
    subject,
    text: [...lines, "", `Unsubscribe at any time: ${link}`].join("\n"),
    kind: "newsletter",
    listUnsubscribe: link,
  };
}

/** Confirms the address a link was sent to, once: the token is cleared as it is used. Then welcomes it. */
export async function confirmSubscription(db: DB, token: string, now = new Date()): Promise<ConfirmResult> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return "invalid";
  const confirmed = await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed: true, confirmed_at: now.toISOString(), confirm_token_hash: null, confirm_expires_at: null })
    .where("confirm_token_hash", "=", sha256(token))
    .where("confirm_expires_at", ">", now.toISOString())
    .where("unsubscribed_at", "is", null)
    .returning(["id", "email"])
    .executeTakeFirst();
  if (!confirmed) return "invalid";
  try {
    const museum = await museumName(db);
    await sendMail(
      newsletterMail(confirmed, `Welcome to the ${museum} newsletter`, [
        `You're subscribed to the ${museum} newsletter.`,
        "",
        "You'll hear from us about tournaments, events, newly restored machines and late-night specials.",
        `Upcoming events: ${getConfig().publicUrl}/events`,
      ]),
      db,
    );
  } catch (error) {
    logger.error({ err: error, subscriberId: confirmed.id }, "newsletter welcome mail could not be queued");
  }
  return "confirmed";
}

export type UnsubscribeLink = "valid" | "unsubscribed" | "invalid";

/** What an unsubscribe link leads to, changing nothing: a GET only shows the page with its button. */
export async function checkUnsubscribeLink(db: DB, id: number, token: string): Promise<UnsubscribeLink> {
  if (!genuineUnsubscribeToken(id, token)) return "invalid";
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("unsubscribed_at")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return "invalid";
  return row.unsubscribed_at ? "unsubscribed" : "valid";
}

function genuineUnsubscribeToken(id: number, token: string) {
  const expected = Buffer.from(unsubscribeToken(id));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Unsubscribes by the link in a mail; true for a genuine link, also when it was used before. */
export async function unsubscribe(db: DB, id: number, token: string, now = new Date()) {
  if (!genuineUnsubscribeToken(id, token)) return false;
  await db
    .updateTable("newsletter_subscribers")
    .set({ unsubscribed_at: now.toISOString(), confirmed: false, confirm_token_hash: null, confirm_expires_at: null })
    .where("id", "=", id)
    .where("unsubscribed_at", "is", null)
    .execute();
  return (
    (await db.selectFrom("newsletter_subscribers").select("id").where("id", "=", id).executeTakeFirst()) !== undefined
  );
}

const statusOf = (row: { confirmed: boolean; unsubscribed_at: string | null }): SubscriberStatus =>
  row.unsubscribed_at ? "unsubscribed" : row.confirmed ? "confirmed" : "pending";

/** Every address with its status, newest first, and the count of each status. */
export async function listSubscribers(db: DB) {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "confirmed", "created_at", "confirmed_at", "unsubscribed_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const subscribers = rows.map((r) => ({
    id: r.id,
    email: r.email,
    status: statusOf(r),
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    unsubscribedAt: r.unsubscribed_at,
  }));
  const counts: Record<SubscriberStatus, number> = { confirmed: 0, pending: 0, unsubscribed: 0 };
  for (const s of subscribers) counts[s.status]++;
  return { subscribers, counts };
}

/** The confirmed addresses, oldest first, for the manager's CSV export. */
export function confirmedSubscribers(db: DB) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["email", "confirmed_at", "created_at"])
    .where("confirmed", "=", true)
    .where("unsubscribed_at", "is", null)
    .orderBy("confirmed_at")
    .orderBy("id")
    .execute();
}
