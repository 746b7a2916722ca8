import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import {
  clearAccount,
  forgetKey,
  giveBackAttempt,
  takeAttempt,
  type ThrottleKey,
  type ThrottlePolicy,
} from "../shared/throttle.server";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Sign-in throttle (ASVS 6.1.1: slow a guesser, never lock the owner out), with OWASP's device cookies.
 *
 * A browser that has signed in as the account before (a valid device cookie, utils/device-cookie.server.ts)
 * is counted on its own: after five wrong passwords on that browser, each further try waits longer (1, 2, 4
 * ... 60 minutes), and nothing anyone else does, at its address or elsewhere, makes it wait.
 *
 * Every other attempt is counted per account at one address, with the same waits, so a stranger elsewhere
 * cannot make the owner wait; and one address trying many accounts is slowed after SIGN_IN_ADDRESS_LIMIT
 * (20) failures in an hour: an hour, not a day, because a museum's staff share one address. That address
 * wait slows only browsers that never signed in there.
 *
 * A count starts again a day after its first attempt; a right password clears the count it was taken on
 * and is no failure for the address. A manager (Staff Accounts) or `npm run user -- unblock` clears the rest.
 */
export const ACCOUNT_AT_ADDRESS: ThrottlePolicy = {
  free: 5,
  waitsMs: [1, 2, 4, 8, 16, 32, 60].map((m) => m * MINUTE_MS),
  windowMs: DAY_MS,
};
export const addressPolicy = (): ThrottlePolicy => ({
  free: getConfig().signInAddressLimit,
  waitsMs: ACCOUNT_AT_ADDRESS.waitsMs,
  windowMs: 60 * MINUTE_MS,
});

const ADDRESS_PREFIX = "login:address:";
const addressKey = (ip: string): ThrottleKey => ({
  key: `${ADDRESS_PREFIX}${ip}`,
  policy: addressPolicy(),
});
const accountKey = (email: string, ip: string): ThrottleKey => ({
  key: `login:account:${JSON.stringify([email, ip])}`,
  policy: ACCOUNT_AT_ADDRESS,
  account: email,
});
/** The same policy as an account at one address: one browser is one place the owner signs in from. */
const deviceKey = (email: string, device: string): ThrottleKey => ({
  key: `login:device:${device}`,
  policy: ACCOUNT_AT_ADDRESS,
  account: email,
});

/** `device`: the browser's device id for the account tried, when it carries a valid one; `now` for tests. */
export type SignInFrom = { device?: string | null; now?: number };

const keysFor = (email: string, ip: string, device: string | null | undefined) =>
  device ? [deviceKey(email, device)] : [addressKey(ip), accountKey(email, ip)];

/** Takes a sign-in attempt before the password is checked; false when this browser (or account at this address, or address) must wait. */
export const takeSignInAttempt = (db: DB, email: string, ip: string, { device, now = Date.now() }: SignInFrom = {}) =>
  takeAttempt(db, keysFor(email, ip, device), now);

/** A right password: the attempt was no failure, for the browser, the account at this address nor the address. */
export async function signInSucceeded(db: DB, email: string, ip: string, device?: string | null) {
  if (device) return forgetKey(db, deviceKey(email, device).key);
  await forgetKey(db, accountKey(email, ip).key);
  await giveBackAttempt(db, addressKey(ip).key);
}

/** Sign-in outcomes in the audit log whose address shows where an account's attempts came from. */
const ATTEMPT_ACTIONS = ["login_failed", "login_throttled"] as const;

/** The addresses where browsers that never signed in must wait right now, with the time each wait ends (ms), latest first. */
export async function addressWaits(db: DB, now = Date.now()) {
  const rows = await db
    .selectFrom("throttle")
    .select(["key", "blocked_until"])
    .where("key", "like", `${ADDRESS_PREFIX}%`)
    .where("blocked_until", ">", now)
    .orderBy("blocked_until", "desc")
    .execute();
  return rows.map((row) => ({ address: row.key.slice(ADDRESS_PREFIX.length), until: Number(row.blocked_until) }));
}

/** Of `accounts`, those refused or failed in the last day at an address that must wait now. */
export async function accountsAtWaitingAddresses(db: DB, accounts: readonly string[], now = Date.now()) {
  const waiting = (await addressWaits(db, now)).map((wait) => wait.address);
  if (accounts.length === 0 || waiting.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom("audit_log")
    .select("entity_id")
    .distinct()
    .where("action", "in", ATTEMPT_ACTIONS)
    .where("entity_id", "in", accounts)
    .where("ip", "in", waiting)
    .where("created_at", ">=", new Date(now - DAY_MS).toISOString())
    .execute();
  return new Set(rows.map((row) => String(row.entity_id)));
}

/**
 * Lets an account sign in again at once (a manager's or the shell's decision): clears its own counts at
 * every address and on every browser, and the waits of the addresses its sign-ins failed or were refused
 * at in the last day. Only those addresses: they are the ones holding this person up, while clearing
 * every address would also free guessers elsewhere who have nothing to do with them.
 */
export async function clearSignInWaits(db: DB, email: string, now = Date.now()) {
  const tried = await db
    .selectFrom("audit_log")
    .select("ip")
    .distinct()
    .where("action", "in", ATTEMPT_ACTIONS)
    .where("entity_id", "=", email)
    .where("created_at", ">=", new Date(now - DAY_MS).toISOString())
    .execute();
  const keys = tried.flatMap((row) => (row.ip ? [addressKey(row.ip).key] : []));
  const accountRows = await clearAccount(db, email);
  const addresses =
    keys.length === 0
      ? []
      : await db
          .deleteFrom("throttle")
          .where("key", "in", keys)
          .where("blocked_until", ">", now)
          .returning("key")
          .execute();
  return { accountRows, addresses: addresses.map((row) => row.key.slice(ADDRESS_PREFIX.length)) };
}
