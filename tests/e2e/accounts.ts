/**
 * Accounts the browser tests sign in with. global-setup.ts creates them in the
 * e2e server's database before any test runs; the passwords meet the rules
 * (8+ characters, upper, lower, digit, special). Tests that fail sign-ins on
 * purpose make their own account (createThrowawayAccount in fixtures.ts), so
 * the sign-in delay after five failures never reaches these.
 */
export type Role = "staff" | "manager";

export type Account = { email: string; password: string; role: Role; name: string };

export const ACCOUNTS: Record<Role, Account> = {
  staff: { email: "staff@e2e.test", password: "Staff-E2e-pass1!", role: "staff", name: "Sam Staff" },
  manager: { email: "boss@e2e.test", password: "Boss-E2e-pass2!", role: "manager", name: "Morgan Manager" },
};
