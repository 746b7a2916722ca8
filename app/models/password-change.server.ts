import type { DB } from "~/utils/db.server";
import { verifyPassword } from "~/utils/password.server";
import { audit } from "./audit.server";
import { signInSucceeded, takeSignInAttempt } from "./login-throttle.server";
import { setPassword } from "./user.server";

export type ChangeResult = { ok: true } | { ok: false; code: "wrong_current" | "throttled" };

/**
 * A staff member replaces their own password. The current one is checked like a sign-in, under the same
 * throttle (counted for this browser when it carries the account's device cookie), so a session left open on a
 * shared phone cannot be used to guess it. The new password clears
 * the one-time flag and, like every password change, ends every session of the account; the caller then
 * opens a fresh one for the browser that made the change.
 */
export async function changeOwnPassword(
  db: DB,
  user: { id: number; email: string },
  current: string,
  next: string,
  ip: string,
  device: string | null = null,
): Promise<ChangeResult> {
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
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, next, false);
    await audit(trx, { action: "password_changed", userId: user.id, entity: "user", entityId: user.id, ip });
  });
  return { ok: true };
}
