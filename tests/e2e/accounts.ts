/**
 * Accounts the browser tests sign in with. global-setup.ts creates them in the
 * e2e server's database before any test runs; the passwords meet the rules
 * (8+ characters, upper, lower, digit, special).
 */
export type Role = "staff" | "manager";

export type Account = { email: string; password: string; role: Role; name: string };

export const ACCOUNTS: Record<Role, Account> = {
  staff: { email: "staff@e2e.test", password: "Staff-E2e-pass1!", role: "staff", name: "Sam Staff" },
  manager: { email: "boss@e2e.test", password: "Boss-E2e-pass2!", role: "manager", name: "Morgan Manager" },
};

/**
 * Accounts that tests deliberately fail to sign in to. Five failures lock an
 * account for 15 minutes, so each kind of test gets its own account per
 * project and never locks out the shared ones above.
 */
export type ThrowawayKind = "wrong-password" | "throttle";

export function throwawayAccount(kind: ThrowawayKind, project: string): Account {
  return { email: `${kind}-${project}@e2e.test`, password: `${kind === "throttle" ? "Throttle" : "Wrong"}-E2e-pass3!`, role: "staff", name: `${kind} ${project}` };
}

export const THROWAWAY_KINDS: ThrowawayKind[] = ["wrong-password", "throttle"];
