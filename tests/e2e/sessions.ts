import path from "node:path";
import { expect, request, type BrowserContextOptions } from "@playwright/test";
import type { Account, Role } from "./accounts";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Where global-setup.ts keeps the signed-in state of each seeded account. Signing in costs a page,
 * its hydration and an argon2 verification, so the run signs each role in once and every test that
 * merely needs to be signed in reuses that session (the developers' guide: "share sign-ins").
 */
export const sessionFile = (role: Role) => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  return path.join(dataDir, "sessions", `${role}.json`);
};

const SESSION_COOKIE = /^(__Host-)?museum_session$/;

/**
 * Signs `account` in with the request the sign-in form sends (POST /login, the same action, password
 * check and throttle) without drawing the page, and returns the new session as a storage state.
 * Fails, saying why, unless the answer is the redirect to `expectTo` (/admin, or the password page for an
 * account signing in with a one-time password) with a session cookie.
 */
export async function signInOverHttp(
  baseURL: string,
  account: Pick<Account, "email" | "password">,
  expectTo = "/admin",
): Promise<StorageState> {
  const api = await request.newContext({ baseURL });
  try {
    const response = await api.post("/login", {
      form: { email: account.email, password: account.password, redirectTo: "/admin" },
      headers: { Origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    const answer = `${response.status()} ${response.headers()["location"] ?? ""}`.trim();
    expect(answer, `signing ${account.email} in over HTTP`).toBe(`302 ${expectTo}`);
    const state = await api.storageState();
    expect(
      state.cookies.filter((c) => SESSION_COOKIE.test(c.name)),
      `the session cookie for ${account.email}`,
    ).toHaveLength(1);
    return state;
  } finally {
    await api.dispose();
  }
}
