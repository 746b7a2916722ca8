import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { createUser, findUserByEmail, setPassword, setRole } from "../../app/models/account/user.server";
import { ACCOUNTS } from "./accounts";
import { openE2eDb } from "./db";
import { sessionFile, signInOverHttp } from "./sessions";

/**
 * Runs after the web server is up (Playwright starts webServer before
 * globalSetup), so the database is migrated and seeded. Creates the test
 * accounts with the app's own createUser; an account left by an earlier run
 * on the same E2E_DATA_DIR gets its password and role set again.
 *
 * Then signs each account in once (the form's own POST /login) and keeps the
 * session in E2E_DATA_DIR/sessions/{role}.json: tests that only need to be
 * signed in reuse it through the signIn fixture instead of each drawing the
 * login page, waiting for it to hydrate and paying for an argon2 check.
 * No test may sign out with these sessions (signIn({ fresh: true }) there).
 */
export default async function globalSetup(config: FullConfig) {
  const db = openE2eDb();
  try {
    const seeded = await db
      .selectFrom("business_hours")
      .select(db.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(seeded.n) === 0)
      throw new Error("The e2e database has no business hours: SEED_DEMO did not seed demo content.");
    for (const account of Object.values(ACCOUNTS)) {
      const existing = await findUserByEmail(db, account.email);
      if (existing) {
        await setPassword(db, existing.id, account.password);
        await setRole(db, existing.id, account.role);
      } else {
        await createUser(db, {
          email: account.email,
          password: account.password,
          role: account.role,
          name: account.name,
        });
      }
    }
  } finally {
    await db.destroy();
  }

  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts sets no baseURL");
  for (const account of Object.values(ACCOUNTS)) {
    const file = sessionFile(account.role);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(await signInOverHttp(baseURL, account)));
  }
}
