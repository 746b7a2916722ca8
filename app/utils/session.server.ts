import crypto from "node:crypto";
import { parse, serialize } from "cookie";
import type { SessionUser } from "~/models/account/user.server";
import { getConfig } from "./config.server";
import { getDb, type DB } from "./db.server";
import { logger } from "./logger.server";

/** A staff session ends after 12 hours without use and 7 days after sign-in, whichever comes first. */
export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so browsing does not mean a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * The cookie is Secure (and __Host- prefixed) whenever the request came over HTTPS: the scheme Express
 * saw, which behind a trusted proxy is X-Forwarded-Proto. A production site whose PUBLIC_URL is https
 * always uses it, even on a request that reached us as plain HTTP.
 */
const httpsSite = () => getConfig().isProduction && getConfig().publicUrl.startsWith("https://");
export const isSecureRequest = (request: Request) => new URL(request.url).protocol === "https:" || httpsSite();
const cookieName = (secure: boolean) => (secure ? "__Host-museum_session" : "museum_session");
/** Both names the session cookie goes by, for code that only asks whether a browser carries one. */
export const SESSION_COOKIE_NAMES = [cookieName(false), cookieName(true)];

function hashSessionId(id: string) {
  return crypto.createHmac("sha256", getConfig().sessionSecret).update(id).digest("hex");
}

/** Undecodable values read as empty, so a mangled cookie counts as no cookie rather than as its raw text. */
function decodeOrEmpty(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

/** The value of cookie `name` on the request (its first, if sent twice), or null when missing, empty or not decodable. */
export function readCookie(request: Request, name: string) {
  return parse(request.headers.get("cookie") ?? "", { decode: decodeOrEmpty })[name] || null;
}

const readSessionId = (request: Request) => readCookie(request, cookieName(isSecureRequest(request)));

/** The Set-Cookie of one of the server's own cookies: HttpOnly, SameSite=Lax, the whole site, Secure over HTTPS. */
export function serverCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean) {
  return serialize(name, value, { path: "/", httpOnly: true, sameSite: "lax", maxAge: maxAgeSeconds, secure });
}

const serializeCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  serverCookie(cookieName(secure), value, maxAgeSeconds, secure);

/**
 * A fresh random id at every sign-in; only its HMAC is stored. Returns the Set-Cookie value, Secure when
 * `request` (the sign-in) came over HTTPS.
 */
export async function createSession(userId: number, userAgent: string | null, db: DB = getDb(), request?: Request) {
  const id = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  await db
    .insertInto("sessions")
    .values({
      id_hash: hashSessionId(id),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS).toISOString(),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  const secure = request ? isSecureRequest(request) : httpsSite();
  return serializeCookie(id, Math.floor(ABSOLUTE_TIMEOUT_MS / 1000), secure);
}

/**
 * The account behind the request's session cookie, or null; a database failure throws. Pages read who is signed
 * in through readSignedInUser (auth.server.ts), the guards through require*: this is the lookup under both.
 */
export async function lookUpSessionUser(request: Request, db: DB = getDb()): Promise<SessionUser | null> {
  const id = readSessionId(request);
  if (!id) return null;
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.last_seen_at",
      "sessions.expires_at",
      "users.id",
      "users.email",
      "users.name",
      "users.role",
      "users.must_change_password",
    ])
    .where("sessions.id_hash", "=", idHash)
    // Disabling ends an account's sessions; this refuses any that slipped past it.
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now || lastSeen + IDLE_TIMEOUT_MS <= now) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    mustChangePassword: Boolean(row.must_change_password),
  };
}

/**
 * Deletes the session row (if any) and returns the Set-Cookie value that clears the cookie. Sign-out always
 * clears the cookie, even when the row cannot be deleted: the browser is signed out at once,
 * and the row left behind ends with its idle timeout (12 hours at most).
 */
export async function destroySession(request: Request, db: DB = getDb()) {
  const id = readSessionId(request);
  if (id) {
    try {
      await db.deleteFrom("sessions").where("id_hash", "=", hashSessionId(id)).execute();
    } catch (error) {
      logger.error({ err: error }, "sign-out could not delete the session row; the cookie is cleared all the same");
    }
  }
  return serializeCookie("", 0, isSecureRequest(request));
}
