import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { clearAccount, forgetKey, giveBackAttempt, takeAttempt, type ThrottleKey, type ThrottlePolicy } from "./throttle.server";

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Sign-in throttle (ASVS 6.1.1: slow a guesser, never lock the owner out). Wrong passwords are counted
 * per account at one address, so a stranger elsewhere cannot make the owner wait: after five, each
 * further try waits longer (1, 2, 4 ... 60 minutes). One address trying many accounts is slowed after
 * SIGN_IN_ADDRESS_LIMIT (20) in an hour: an hour, not a day, because a museum's staff share one
 * address. An account's count starts again a day after its first attempt; a right password clears
 * the account's count at that address and is no failure for the address. A manager (Staff Accounts) or `npm run user -- unblock` clears the rest.
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

const addressKey = (ip: string): ThrottleKey => ({
  key: `login:address:${ip}`,
  policy: addressPolicy(),
});
const accountKey = (email: string, ip: string): ThrottleKey => ({
  key: `login:account:${JSON.stringify([email, ip])}`,
  policy: ACCOUNT_AT_ADDRESS,
  account: email,
});

/** Takes a sign-in attempt before the password is checked; false when this account or address must wait. */
export const takeSignInAttempt = (db: DB, email: string, ip: string, now = Date.now()) => takeAttempt(db, [addressKey(ip), accountKey(email, ip)], now);

/** A right password: the attempt was no failure, for the account at this address nor for the address. */
export async function signInSucceeded(db: DB, email: string, ip: string) {
  await forgetKey(db, accountKey(email, ip).key);
  await giveBackAttempt(db, addressKey(ip).key);
}

/** Lets an account sign in again at once from every address (a manager's or the shell's decision). */
export const clearSignInWaits = clearAccount;
