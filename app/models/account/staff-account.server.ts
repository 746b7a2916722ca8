import type { UserRole } from "~/db/schema";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { lockForWrite, nowIso, type DB } from "~/utils/db.server";
import { sendMail } from "~/utils/mail.server";
import { audit } from "../audit/audit.server";
import { accountsAtWaitingAddresses, addressWaits, clearSignInWaits } from "./login-throttle.server";
import { requestPasswordReset } from "./password-reset.server";
import { ACCOUNT_MISSING_MESSAGE, type AddressWait, type StaffAccountSummary } from "./staff-account.schema";
import { accountsWaiting } from "../shared/throttle.server";
import { createUser, findUserByEmail, setPassword, setRole } from "./user.server";
import { museumName } from "../settings/museum-settings.server";
import { queue, resetMail, testMail, welcomeMail } from "./staff-account-mail.server";

/**
 * The staff roster managers manage (docs/departures.md#roles-on-server). Passwords are
 * only ever handed to createUser/setPassword, which store an argon2 hash;
 * they are never audited, logged or mailed.
 */

/** The signed-in manager doing the work, for the audit log and the mails. */
export type Actor = { id: number; email: string; name: string | null; ip: string | null };

/** Managers first, then by address. `createdLabel` is the creation day in museum time ('Mar 4, 2025'). */
export async function listStaffAccounts(db: DB): Promise<StaffAccountSummary[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "name", "role", "created_at", "disabled_at"])
    .orderBy("role")
    .orderBy("email")
    .execute();
  const emails = rows.map((row) => row.email);
  const [own, atAddresses] = await Promise.all([accountsWaiting(db, emails), accountsAtWaitingAddresses(db, emails)]);
  const waiting = new Set([...own, ...atAddresses]);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.created_at,
    createdLabel: formatMuseumDate(row.created_at, "day"),
    signInDelayed: waiting.has(row.email),
    disabled: row.disabled_at !== null,
  }));
}

/** The addresses whose browsers that never signed in must wait now, latest end first. */
export async function listAddressWaits(db: DB): Promise<AddressWait[]> {
  return (await addressWaits(db)).map(({ address, until }) => ({
    address,
    until: new Date(until).toISOString(),
    untilLabel: formatMuseumDate(until, "time"),
  }));
}

export type CreateResult =
  { ok: true; user: { id: number; email: string; role: UserRole }; mailed: boolean } | { ok: false; code: "exists" };

export async function createStaffAccount(
  db: DB,
  input: { email: string; password: string; role: UserRole; name: string | null },
  actor: Actor,
): Promise<CreateResult> {
  if (await findUserByEmail(db, input.email)) return { ok: false, code: "exists" };
  let user;
  try {
    user = await db.transaction().execute(async (trx) => {
      // The manager knows this password: it opens the account once, then its owner chooses their own.
      const created = await createUser(trx, {
        email: input.email,
        password: input.password,
        role: input.role,
        name: input.name,
        mustChangePassword: true,
      });
      await audit(trx, {
        action: "staff_account_created",
        userId: actor.id,
        entity: "user",
        entityId: created.id,
        details: { email: created.email, role: created.role, by: actor.email },
        ip: actor.ip,
      });
      return created;
    });
  } catch (error) {
    // Two managers creating the same address at once: the unique index decides, the loser is told it exists.
    if (await findUserByEmail(db, input.email)) return { ok: false, code: "exists" };
    throw error;
  }
  const mailed = await queue(db, welcomeMail(user.email, user.name, user.role, actor, await museumName(db)));
  return { ok: true, user: { id: user.id, email: user.email, role: user.role }, mailed };
}

export type ResetResult =
  { ok: true; user: { id: number; email: string }; self: boolean; mailed: boolean } | { ok: false; code: "missing" };

/** Sets the password, which signs the account out everywhere, and drops its unused reset links. */
export async function resetStaffPassword(
  db: DB,
  input: { email: string; password: string },
  actor: Actor,
): Promise<ResetResult> {
  const user = await findUserByEmail(db, input.email);
  if (!user) return { ok: false, code: "missing" };
  await db.transaction().execute(async (trx) => {
    // A password a manager set for someone else is one-time, like a new account's; one's own is not.
    await replacePassword(trx, user, input.password, user.id !== actor.id);
    await audit(trx, {
      action: "staff_password_reset",
      userId: actor.id,
      entity: "user",
      entityId: user.id,
      details: { email: user.email, by: actor.email, self: user.id === actor.id },
      ip: actor.ip,
    });
  });
  const mailed = await queue(db, resetMail(user.email, user.name, actor, user.id === actor.id, await museumName(db)));
  return { ok: true, user: { id: user.id, email: user.email }, self: user.id === actor.id, mailed };
}

/**
 * A password set by someone in charge (a manager here, or `npm run user`): it signs the account out
 * everywhere, revokes its open reset links, and is a fresh start, with no wait left over from the old
 * password's wrong guesses. Call it inside a transaction.
 */
export async function replacePassword(
  trx: DB,
  user: { id: number; email: string },
  password: string,
  oneTime: boolean,
) {
  await setPassword(trx, user.id, password, oneTime);
  await trx.deleteFrom("password_reset_tokens").where("user_id", "=", user.id).where("used_at", "is", null).execute();
  await clearSignInWaits(trx, user.email);
}

/** Who changes an account, as its audit row records them: a signed-in manager, or the shell (`npm run user`, no account). */
export type Changer = { id: number | null; by: string; ip: string | null };
export const SHELL: Changer = { id: null, by: "shell", ip: null };
export const managerChanger = (actor: Actor): Changer => ({ id: actor.id, by: actor.email, ip: actor.ip });

export type AccessResult =
  | { ok: true; user: { id: number; email: string }; changed: boolean }
  | { ok: false; code: "missing" | "self" | "last-manager" };

/**
 * Whether another manager than `userId` can still sign in. Asked inside a transaction that locked `users`
 * (lockForWrite), so two managers disabling or demoting each other at once cannot leave none.
 */
async function anotherActiveManager(trx: DB, userId: number) {
  const row = await trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "manager")
    .where("disabled_at", "is", null)
    .where("id", "<>", userId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Disables an account (it cannot sign in, every session ends at once, its open reset links go) or enables
 * it again. Never one's own, never the last active manager.
 */
export async function setAccountDisabled(
  db: DB,
  email: string,
  disabled: boolean,
  changer: Changer,
): Promise<AccessResult> {
  return db.transaction().execute(async (trx): Promise<AccessResult> => {
    await lockForWrite(trx, "users");
    const user = await findUserByEmail(trx, email);
    if (!user) return { ok: false, code: "missing" };
    if (user.id === changer.id) return { ok: false, code: "self" };
    if ((user.disabled_at !== null) === disabled)
      return { ok: true, user: { id: user.id, email: user.email }, changed: false };
    if (disabled && user.role === "manager" && !(await anotherActiveManager(trx, user.id)))
      return { ok: false, code: "last-manager" };
    const now = nowIso();
    await trx
      .updateTable("users")
      .set({ disabled_at: disabled ? now : null, updated_at: now })
      .where("id", "=", user.id)
      .execute();
    if (disabled) {
      await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
      await trx
        .deleteFrom("password_reset_tokens")
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
    }
    await audit(trx, {
      action: disabled ? "staff_account_disabled" : "staff_account_enabled",
      userId: changer.id,
      entity: "user",
      entityId: user.id,
      details: { email: user.email, by: changer.by },
      ip: changer.ip,
    });
    return { ok: true, user: { id: user.id, email: user.email }, changed: true };
  });
}

/** Makes an account staff or manager. Never one's own, and the last active manager stays one. */
export async function changeAccountRole(
  db: DB,
  email: string,
  role: UserRole,
  changer: Changer,
): Promise<AccessResult> {
  return db.transaction().execute(async (trx): Promise<AccessResult> => {
    await lockForWrite(trx, "users");
    const user = await findUserByEmail(trx, email);
    if (!user) return { ok: false, code: "missing" };
    if (user.id === changer.id) return { ok: false, code: "self" };
    if (user.role === role) return { ok: true, user: { id: user.id, email: user.email }, changed: false };
    if (user.role === "manager" && user.disabled_at === null && !(await anotherActiveManager(trx, user.id)))
      return { ok: false, code: "last-manager" };
    await setRole(trx, user.id, role);
    await audit(trx, {
      action: "staff_role_changed",
      userId: changer.id,
      entity: "user",
      entityId: user.id,
      details: { email: user.email, from: user.role, to: role, by: changer.by },
      ip: changer.ip,
    });
    return { ok: true, user: { id: user.id, email: user.email }, changed: true };
  });
}

/** A manager lets an account sign in again at once, from every address (and the addresses it was held up at). False when there is no such account. */
export async function clearStaffSignInWaits(db: DB, email: string, actor: Actor) {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  const { accountRows, addresses } = await clearSignInWaits(db, user.email);
  await audit(db, {
    action: "sign_in_waits_cleared",
    userId: actor.id,
    entity: "user",
    entityId: user.id,
    details: { email: user.email, cleared: accountRows, addresses },
    ip: actor.ip,
  });
  return true;
}

/** Queues a test mail to the manager; returns the outbox id. Throws when it cannot be queued. */
export async function sendTestEmail(db: DB, actor: Actor) {
  const id = await sendMail(testMail(actor, await museumName(db)), db);
  await audit(db, {
    action: "test_email_queued",
    userId: actor.id,
    entity: "email_outbox",
    entityId: id,
    details: { to: actor.email },
    ip: actor.ip,
  });
  return id;
}

export type ResetEmailTestResult = { ok: true; emailId: number | null } | { ok: false; message: string };

/**
 * Sends a real reset link to an existing account through the login page's own
 * flow (same token rules and throttle), and finds the queued mail's id.
 */
export async function testPasswordResetEmail(db: DB, email: string, actor: Actor): Promise<ResetEmailTestResult> {
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: false, message: ACCOUNT_MISSING_MESSAGE };
  const before = await db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const result = await requestPasswordReset(db, user.email, actor.ip ?? "");
  if (!result.ok) return result;
  const mail = await db
    .selectFrom("email_outbox")
    .select("id")
    .where("to_address", "=", user.email)
    .where("id", ">", Number(before?.id ?? 0))
    .orderBy("id", "desc")
    .executeTakeFirst();
  return { ok: true, emailId: mail?.id ?? null };
}
