import { createUser, findUserByEmail, setPassword, setRole } from "../../app/models/user.server";
import { ACCOUNTS } from "./accounts";
import { openE2eDb } from "./db";

/**
 * Runs after the web server is up (Playwright starts webServer before
 * globalSetup), so the database is migrated and seeded. Creates the test
 * accounts with the app's own createUser; an account left by an earlier run
 * on the same E2E_DATA_DIR gets its password and role set again.
 */
export default async function globalSetup() {
  const db = openE2eDb();
  try {
    const seeded = await db.selectFrom("business_hours").select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    if (Number(seeded.n) === 0) throw new Error("The e2e database has no business hours: SEED_DEMO did not seed demo content.");
    for (const account of Object.values(ACCOUNTS)) {
      const existing = await findUserByEmail(db, account.email);
      if (existing) {
        await setPassword(db, existing.id, account.password);
        await setRole(db, existing.id, account.role);
      } else {
        await createUser(db, { email: account.email, password: account.password, role: account.role, name: account.name });
      }
    }
  } finally {
    await db.destroy();
  }
}
