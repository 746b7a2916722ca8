import crypto from "node:crypto";
import type { DB } from "~/utils/db.server";
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookie, deviceIdFor } from "~/utils/device-cookie.server";
import { normalizeEmail } from "./user.server";

/**
 * The browsers that signed in, as the server knows them: a device cookie counts for the sign-in throttle
 * only while its id is recorded here for its account. Its signature alone would let whoever holds the
 * session secret (a backup taken `--with-secrets`) make cookie after cookie, each with five fresh password
 * guesses. The ids are kept as SHA-256 hashes, so a copy of this table makes no cookie either.
 */

const hashId = (id: string) => crypto.createHash("sha256").update(id).digest("base64url");

/** This browser's device id for `email` when it carries one the server gave it, else null. */
export async function knownDeviceId(db: DB, request: Request, email: string) {
  const id = deviceIdFor(request, email);
  if (!id) return null;
  const row = await db
    .selectFrom("sign_in_devices")
    .select("email")
    .where("id_hash", "=", hashId(id))
    .executeTakeFirst();
  return row?.email === normalizeEmail(email) ? id : null;
}

/**
 * After a right password: records a fresh id for this browser and account, forgets the one it replaces, and
 * returns the Set-Cookie value that carries it.
 */
export async function issueDeviceCookie(db: DB, request: Request, email: string, now = new Date()) {
  const previous = deviceIdFor(request, email);
  const { header, device } = deviceCookie(request, email);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sign_in_devices")
      .values({ id_hash: hashId(device.id), email: device.email, created_at: now.toISOString() })
      .execute();
    if (previous) await trx.deleteFrom("sign_in_devices").where("id_hash", "=", hashId(previous)).execute();
  });
  return header;
}

/** Forgets the browsers whose cookie has expired (it lives a year from its sign-in). Returns how many. */
export async function pruneSignInDevices(db: DB, now = new Date()) {
  const result = await db
    .deleteFrom("sign_in_devices")
    .where("created_at", "<", new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_S * 1000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
