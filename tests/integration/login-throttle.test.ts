import { expect, it } from "vitest";
import { signIn } from "~/models/account/login.server";
import {
  accountsAtWaitingAddresses,
  ACCOUNT_AT_ADDRESS,
  addressPolicy,
  addressWaits,
  clearSignInWaits,
  takeSignInAttempt,
} from "~/models/account/login-throttle.server";
import { accountsWaiting } from "~/models/shared/throttle.server";
import { createUser } from "~/models/account/user.server";
import { describeEachDatabase } from "./databases";

const PASSWORD = "Right#Pass1";
const WRONG = "Wrong#Pass1";
const MINUTE = 60_000;

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@throttle.local`;
const uniqueAddress = () => `198.51.100.${++counter % 250}-${counter}`;

describeEachDatabase("sign-in throttle", (getDb) => {
  const account = async (prefix: string) => {
    const email = uniqueEmail(prefix);
    await createUser(getDb(), { email, password: PASSWORD, role: "manager" });
    return email;
  };
  const auditCount = async (action: string, email: string) =>
    Number(
      (
        await getDb()
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("action", "=", action)
          .where("entity_id", "=", email)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("five wrong passwords slow that address down for that account only: the owner elsewhere signs in at once", async () => {
    const db = getDb();
    const email = await account("owner");
    const attacker = uniqueAddress();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) {
      expect(await signIn(db, email, WRONG, attacker)).toEqual({
        ok: false,
        code: "invalid_credentials",
      });
    }
    // Even the right password waits at the attacker's address...
    expect(await signIn(db, email, PASSWORD, attacker)).toEqual({
      ok: false,
      code: "too_many_requests",
    });
    // ...while the owner, anywhere else, is never held up.
    const owner = await signIn(db, email, PASSWORD, uniqueAddress());
    expect(owner.ok).toBe(true);
    expect(await auditCount("login_failed", email)).toBe(ACCOUNT_AT_ADDRESS.free);
    expect(await auditCount("login_throttled", email)).toBe(1);
  });

  it("50 parallel wrong sign-ins check the password only as often as the limit allows", async () => {
    const db = getDb();
    const email = await account("burst");
    const address = uniqueAddress();
    const results = await Promise.all(Array.from({ length: 50 }, () => signIn(db, email, WRONG, address)));
    const codes = results.map((r) => (r.ok ? "ok" : r.code));
    expect(codes.filter((c) => c === "invalid_credentials")).toHaveLength(ACCOUNT_AT_ADDRESS.free);
    expect(codes.filter((c) => c === "too_many_requests")).toHaveLength(50 - ACCOUNT_AT_ADDRESS.free);
    // Each checked password left a login_failed row: at most the limit were checked.
    expect(await auditCount("login_failed", email)).toBe(ACCOUNT_AT_ADDRESS.free);
  });

  it("each further attempt waits longer (1, 2, 4 ... minutes), and a day after the first the count starts again", async () => {
    const db = getDb();
    const email = uniqueEmail("waits");
    const address = uniqueAddress();
    const t0 = Date.UTC(2026, 5, 3, 16);
    const take = (at: number) => takeSignInAttempt(db, email, address, { now: at });
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) expect(await take(t0)).toBe(true);
    expect(await take(t0)).toBe(false);
    expect(await take(t0 + MINUTE - 1)).toBe(false);
    expect(await take(t0 + MINUTE)).toBe(true); // the 6th, then 2 minutes
    expect(await take(t0 + 3 * MINUTE - 1)).toBe(false);
    expect(await take(t0 + 3 * MINUTE)).toBe(true); // the 7th, then 4 minutes
    expect(await take(t0 + 7 * MINUTE - 1)).toBe(false);
    expect(await take(t0 + 7 * MINUTE)).toBe(true);
    // The longest wait is an hour, however many attempts came before.
    let at = t0 + 7 * MINUTE;
    for (const wait of ACCOUNT_AT_ADDRESS.waitsMs.slice(3)) {
      at += wait;
      expect(await take(at)).toBe(true);
    }
    expect(await take(at + 60 * MINUTE - 1)).toBe(false);
    expect(await take(at + 60 * MINUTE)).toBe(true);
    // A day after the window's first attempt, five free attempts again.
    const nextDay = t0 + ACCOUNT_AT_ADDRESS.windowMs + 120 * MINUTE;
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) expect(await take(nextDay)).toBe(true);
    expect(await take(nextDay)).toBe(false);
  });

  it("a right password clears the count for the account at that address", async () => {
    const db = getDb();
    const email = await account("typo");
    const address = uniqueAddress();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free - 1; i++) await signIn(db, email, WRONG, address);
    expect((await signIn(db, email, PASSWORD, address)).ok).toBe(true);
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) {
      expect(await signIn(db, email, WRONG, address)).toEqual({
        ok: false,
        code: "invalid_credentials",
      });
    }
    expect(await signIn(db, email, WRONG, address)).toEqual({
      ok: false,
      code: "too_many_requests",
    });
  });

  it("one address trying many accounts waits after twenty failures in an hour; right passwords do not count against it", async () => {
    const db = getDb();
    const address = uniqueAddress();
    const t0 = Date.UTC(2026, 5, 3, 16);
    const staff = uniqueEmail("staff");
    // A busy front desk: many good sign-ins from the museum's one address never add up.
    const good = await account("desk");
    for (let i = 0; i < 25; i++) expect((await signIn(db, good, PASSWORD, address, { now: t0 })).ok).toBe(true);
    for (let i = 0; i < addressPolicy().free; i++)
      expect(await takeSignInAttempt(db, uniqueEmail("spray"), address, { now: t0 })).toBe(true);
    expect(await takeSignInAttempt(db, staff, address, { now: t0 })).toBe(false);
    expect(await takeSignInAttempt(db, staff, uniqueAddress(), { now: t0 })).toBe(true);
    expect(await takeSignInAttempt(db, staff, address, { now: t0 + MINUTE })).toBe(true);
  });

  it("clearing an account's waits lets it in at once from the address that was held up", async () => {
    const db = getDb();
    const email = await account("cleared");
    const address = uniqueAddress();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) await signIn(db, email, WRONG, address);
    expect(await signIn(db, email, PASSWORD, address)).toEqual({
      ok: false,
      code: "too_many_requests",
    });
    expect(await clearSignInWaits(db, email)).toEqual({ accountRows: 1, addresses: [] });
    expect((await signIn(db, email, PASSWORD, address)).ok).toBe(true);
  });

  /** A stranger on `address` sends `count` wrong passwords for made-up e-mails. */
  const spray = async (address: string, count: number, now?: number) => {
    for (let i = 0; i < count; i++) await signIn(getDb(), uniqueEmail("made-up"), WRONG, address, { now });
  };

  it("100 wrong passwords for made-up e-mails from one address: a browser that signed in before gets in at once there, one that never did waits", async () => {
    const db = getDb();
    const email = await account("device");
    const address = uniqueAddress();
    const device = "device-id-of-the-staff-browser";
    await spray(address, 100);
    expect(await signIn(db, email, PASSWORD, address)).toEqual({ ok: false, code: "too_many_requests" });
    const signedIn = await signIn(db, email, PASSWORD, address, { device });
    expect(signedIn.ok).toBe(true);
    // Only the first SIGN_IN_ADDRESS_LIMIT guesses were checked; the rest were refused unread.
    const failed = await getDb()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "=", "login_failed")
      .where("ip", "=", address)
      .executeTakeFirstOrThrow();
    expect(Number(failed.n)).toBe(addressPolicy().free);
  });

  it("wrong passwords on a browser that signed in before are counted for that browser alone", async () => {
    const db = getDb();
    const email = await account("own-device");
    const address = uniqueAddress();
    const t0 = Date.UTC(2026, 5, 3, 16);
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++)
      expect(await signIn(db, email, WRONG, address, { device: "laptop", now: t0 })).toEqual({
        ok: false,
        code: "invalid_credentials",
      });
    // That browser now waits, a minute first, like an account at one address...
    expect(await takeSignInAttempt(db, email, address, { device: "laptop", now: t0 })).toBe(false);
    expect(await takeSignInAttempt(db, email, address, { device: "laptop", now: t0 + MINUTE })).toBe(true);
    // ...and it shows as a delay of the account, which a manager can clear.
    expect(await accountsWaiting(db, [email], t0 + MINUTE)).toEqual(new Set([email]));
    // Another browser of the owner's, or one that never signed in at the same address, is not held up by it.
    expect(await takeSignInAttempt(db, email, address, { device: "phone", now: t0 })).toBe(true);
    expect(await takeSignInAttempt(db, email, address, { now: t0 })).toBe(true);
    // None of those failures counted against the address.
    expect(await addressWaits(db, t0)).not.toContainEqual(expect.objectContaining({ address }));
    expect(await clearSignInWaits(db, email, t0 + MINUTE)).toEqual({ accountRows: 3, addresses: [] });
    expect(await takeSignInAttempt(db, email, address, { device: "laptop", now: t0 + MINUTE })).toBe(true);
  });

  it("a right password on a browser clears that browser's count", async () => {
    const db = getDb();
    const email = await account("device-typo");
    const address = uniqueAddress();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free - 1; i++) await signIn(db, email, WRONG, address, { device: "tablet" });
    expect((await signIn(db, email, PASSWORD, address, { device: "tablet" })).ok).toBe(true);
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++)
      expect((await signIn(db, email, WRONG, address, { device: "tablet" })).ok).toBe(false);
    expect(await signIn(db, email, WRONG, address, { device: "tablet" })).toEqual({
      ok: false,
      code: "too_many_requests",
    });
  });

  it("address waits are listed with their end; clearing an account's delay clears the addresses it was refused at, and only those", async () => {
    const db = getDb();
    const email = await account("refused");
    const bystander = await account("bystander");
    const museum = uniqueAddress();
    const elsewhere = uniqueAddress();
    const t0 = Date.now();
    await spray(museum, addressPolicy().free, t0);
    await spray(elsewhere, addressPolicy().free, t0);
    const waits = await addressWaits(db);
    const until = (address: string) => waits.find((wait) => wait.address === address)?.until;
    // The last guess from each started the first wait: a minute.
    expect(until(museum)).toBeGreaterThanOrEqual(t0 + ACCOUNT_AT_ADDRESS.waitsMs[0]);
    expect(until(museum)).toBeLessThanOrEqual(Date.now() + ACCOUNT_AT_ADDRESS.waitsMs[0]);
    expect(until(elsewhere)).toBeDefined();

    // The staff member is refused at the museum's address: their row says they are held up.
    expect(await signIn(db, email, PASSWORD, museum)).toEqual({ ok: false, code: "too_many_requests" });
    expect(await accountsAtWaitingAddresses(db, [email, bystander])).toEqual(new Set([email]));

    expect(await clearSignInWaits(db, email)).toEqual({ accountRows: 0, addresses: [museum] });
    expect((await addressWaits(db)).map((wait) => wait.address)).toContain(elsewhere);
    expect((await addressWaits(db)).map((wait) => wait.address)).not.toContain(museum);
    expect(await accountsAtWaitingAddresses(db, [email, bystander])).toEqual(new Set());
    expect((await signIn(db, email, PASSWORD, museum)).ok).toBe(true);
    expect(await signIn(db, bystander, PASSWORD, elsewhere)).toEqual({ ok: false, code: "too_many_requests" });
  });
});
