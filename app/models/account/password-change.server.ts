import type { DB } from "~/utils/db.server";
import { verifyPassword } from "~/utils/password.server";
import { audit } from "../audit/audit.server";
import { signInSucceeded, takeSignInAttempt } from "./login-throttle.server";
import { setPassword } from "./user.server";

export type OwnPasswordCheck = { ok: true } | { ok: false; code: "wrong_current" | "throttled" };

/**
 * The signed-in account's current password, checked like a sign-in, under the same throttle (counted for this
 * browser when it carries the account's device cookie), so a session left open on a shared phone cannot be
 * used to guess it or to replace it without knowing it.
 */
export async function checkOwnPassword(
  db: DB,
  user: { id: number; email: string },
  current: string,
  ip: string,
  device: string | null = null,
): Promise<OwnPasswordCheck> {
  if (!(await takeSignInAttempt(db, user.email, ip, { device }))) {
    await audit(db, { action: "password_change_throttled", userId: user.id, entity: "user", entityId: user.id, ip });
    return { ok: false, code: "throttled" };
  }
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirst();
  if (!row || !(await verifyPassword(row.password_hash, current))) {
    await audit(db, { action: "password_change_failed", userId: user.id, entity: "user", entityId: user.id, ip });
    return { ok: false, code: "wrong_current" };
  }
  await signInSucceeded(db, user.email, ip, device);
  return { ok: true };
}

export type ChangeResult = OwnPasswordCheck;

/**
 * A staff member replaces their own password once checkOwnPassword accepts the current one. The new password
 * clears the one-time flag and, like every password change, ends every session of the account; the caller
 * then opens a fresh one for the browser that made the change.
 */
export async function changeOwnPassword(
  db: DB,
  user: { id: number; email: string },
  current: string,
  next: string,
  ip: string,
  device: string | null = null,
): Promise<ChangeResult> {
  const checked = await checkOwnPassword(db, user, current, ip, device);
  if (!checked.ok) return checked;
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, next, false);
    await audit(trx, { action: "password_changed", userId: user.id, entity: "user", entityId: user.id, ip });
  });
  return { ok: true };
}
