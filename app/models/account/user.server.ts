import type { User, UserRole } from "~/db/schema";
import { generatePassword } from "~/models/account/password-rules";
import type { ManagerContact } from "./manager-screens";
import { nameFromEmail } from "./staff-name";
import { nowIso, type DB } from "~/utils/db.server";
import { hashPassword } from "~/utils/password.server";

export type PublicUser = Pick<User, "id" | "email" | "name" | "role">;
/** A signed-in account; `mustChangePassword` while it still signs in with a one-time password. */
export type SessionUser = PublicUser & { mustChangePassword: boolean };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: DB, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", normalizeEmail(email)).executeTakeFirst();
}

export async function createUser(
  db: DB,
  input: { email: string; password: string; role: UserRole; name?: string | null; mustChangePassword?: boolean },
) {
  const now = nowIso();
  return db
    .insertInto("users")
    .values({
      email: normalizeEmail(input.email),
      name: input.name?.trim() || nameFromEmail(input.email),
      role: input.role,
      password_hash: await hashPassword(input.password),
      must_change_password: input.mustChangePassword ?? false,
      created_at: now,
      updated_at: now,
    })
    .returning(["id", "email", "name", "role"])
    .executeTakeFirstOrThrow();
}

/** Sets a new password and signs the account out everywhere. */
export async function setPassword(db: DB, userId: number, password: string, mustChange = false) {
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), must_change_password: mustChange, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export async function setRole(db: DB, userId: number, role: UserRole) {
  await db.updateTable("users").set({ role, updated_at: nowIso() }).where("id", "=", userId).execute();
}

/** The managers who can sign in, by name then address: whom a refused staff member can ask. */
export async function listActiveManagers(db: DB): Promise<ManagerContact[]> {
  return db
    .selectFrom("users")
    .select(["name", "email"])
    .where("role", "=", "manager")
    .where("disabled_at", "is", null)
    .orderBy("name")
    .orderBy("email")
    .execute();
}

/** Every manager account's address, disabled ones too: whose password a manager sets only with their own. */
export async function managerEmails(db: DB): Promise<string[]> {
  const rows = await db.selectFrom("users").select("email").where("role", "=", "manager").execute();
  return rows.map((row) => row.email);
}

/** On a database with no manager, creates one with a one-time password and returns it, once. */
export async function ensureFirstManager(db: DB, email: string) {
  const existing = await db.selectFrom("users").select("id").where("role", "=", "manager").executeTakeFirst();
  if (existing) return null;
  const password = generatePassword();
  const user = await createUser(db, {
    email,
    password,
    role: "manager",
    name: "Museum Manager",
    mustChangePassword: true,
  });
  return { email: user.email, password };
}
