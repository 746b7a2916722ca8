import { normalizeEmail } from "~/models/user.server";
import { getConfig } from "~/utils/config.server";
import { nowIso, type DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";

/**
 * Idempotent per e-mail: a repeat sign-up changes nothing and sends no second
 * mail. Returns whether the address was new.
 */
export async function subscribe(db: DB, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const inserted = await db
    .insertInto("newsletter_subscribers")
    .values({ email, confirmed: false, created_at: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return false;
  const { publicUrl } = getConfig();
  await sendMail(
    {
      to: email,
      subject: "You're on the Replay Museum list",
      text: [
        "Thanks for subscribing to the Replay Museum newsletter!",
        "",
        "You'll hear from us about tournaments, events, newly restored machines and late-night specials.",
        "",
        `Upcoming events: ${publicUrl}/events`,
        "",
        "If you did not sign up, you can ignore this message and you will not be contacted again.",
      ].join("\n"),
    },
    db,
  );
  return true;
}
