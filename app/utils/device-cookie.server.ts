import crypto from "node:crypto";
import { getConfig } from "./config.server";
import { isSecureRequest, readCookie, serverCookie } from "./session.server";

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"). A browser that has
 * signed in as an account carries a token naming that account and a random id, signed with an HMAC of the
 * session secret. The signature only turns junk away cheaply: a token counts once its id is also on the
 * server's list of browsers that signed in (models/account/sign-in-device.server.ts), so whoever holds the
 * secret still cannot make one. A sign-in attempt that carries a valid token for the account being tried is
 * counted for that browser alone (login-throttle.server.ts): strangers sharing its address, however many
 * wrong passwords they send, never hold it up.
 *
 * A shared front-desk browser may be used by several people, so the cookie keeps the tokens of the last
 * few accounts signed in on it, the newest first. It stays a year (browsers cap a cookie at 400 days);
 * it opens nothing by itself: it only decides how attempts are counted.
 */
export type Device = { email: string; id: string };

export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** At most a few hundred bytes each (a long e-mail address), so six stay well under a cookie's 4 KB. */
export const MAX_DEVICE_ACCOUNTS = 6;

const cookieName = (secure: boolean) => (secure ? "__Host-museum_device" : "museum_device");
const normalize = (email: string) => email.trim().toLowerCase();

function signature(email: string, id: string) {
  // Its own label, so no other HMAC of the session secret (session ids) can pass for a device token.
  return crypto
    .createHmac("sha256", getConfig().sessionSecret)
    .update(`device-cookie\0${email}\0${id}`)
    .digest("base64url");
}

const encode = ({ email, id }: Device) => `${Buffer.from(email).toString("base64url")}.${id}.${signature(email, id)}`;

function decode(token: string): Device | null {
  const [encodedEmail, id, mac, ...rest] = token.split(".");
  if (!encodedEmail || !id || !mac || rest.length > 0) return null;
  const email = Buffer.from(encodedEmail, "base64url").toString();
  const expected = Buffer.from(signature(email, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? { email, id } : null;
}

/** The devices this browser has validly signed in as; forged or damaged tokens are left out. */
export function readDevices(request: Request): Device[] {
  const value = readCookie(request, cookieName(isSecureRequest(request)));
  if (!value) return [];
  return value
    .split("~")
    .slice(0, MAX_DEVICE_ACCOUNTS)
    .map(decode)
    .filter((device): device is Device => device !== null);
}

/** This browser's device id for `email`, or null when it has never signed in as that account. */
export function deviceIdFor(request: Request, email: string) {
  const wanted = normalize(email);
  return readDevices(request).find((device) => device.email === wanted)?.id ?? null;
}

/**
 * The Set-Cookie value after a successful sign-in as `email` (`header`): a fresh token for it (a new id,
 * `device`, so the failures of the old one are behind it), then the other accounts' tokens this browser
 * already had. The caller records the new id; it counts for nothing until then.
 */
export function deviceCookie(request: Request, email: string) {
  const account = normalize(email);
  const fresh: Device = { email: account, id: crypto.randomBytes(16).toString("base64url") };
  const others = readDevices(request).filter((device) => device.email !== account);
  const value = [fresh, ...others].slice(0, MAX_DEVICE_ACCOUNTS).map(encode).join("~");
  const secure = isSecureRequest(request);
  return { header: serverCookie(cookieName(secure), value, DEVICE_COOKIE_MAX_AGE_S, secure), device: fresh };
}
