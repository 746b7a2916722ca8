import type { DB } from "~/utils/db.server";
import { getDummyHash, verifyPassword } from "~/utils/password.server";
import { audit } from "../audit/audit.server";
import type { LoginErrorCode } from "./login.schema";
import { signInSucceeded, takeSignInAttempt, type SignInFrom } from "./login-throttle.server";
import { findUserByEmail, normalizeEmail, type SessionUser } from "./user.server";

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; code: LoginErrorCode };

/**
 * Takes a throttle attempt first (atomically, so a burst of parallel guesses gets no more tries than
 * one after another), then checks the password. `from.device`: the browser's device id for this account,
 * when it has signed in as it before. Every outcome is in the audit trail.
 */
export async function signIn(
  db: DB,
  rawEmail: string,
  password: string,
  ip: string,
  from: SignInFrom = {},
): Promise<SignInResult> {
  const email = normalizeEmail(rawEmail);
  if (!(await takeSignInAttempt(db, email, ip, from))) {
    await audit(db, { action: "login_throttled", entity: "user", entityId: email, ip });
    return { ok: false, code: "too_many_requests" };
  }
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  // A disabled account is refused like a wrong password: the page tells a stranger nothing about it.
  if (!user || !valid || user.disabled_at !== null) {
    await audit(db, { action: "login_failed", entity: "user", entityId: email, ip });
    return { ok: false, code: "invalid_credentials" };
  }
  await signInSucceeded(db, email, ip, from.device);
  await audit(db, { action: "login_succeeded", userId: user.id, entity: "user", entityId: email, ip });
  return {
    ok: true,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      mustChangePassword: Boolean(user.must_change_password),
    },
  };
}
