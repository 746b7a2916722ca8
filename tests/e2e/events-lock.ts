import fs from "node:fs";
import path from "node:path";
import type { DB } from "../../app/utils/db.server";

/**
 * The events table is shared by the two workers (desktop and phone run side
 * by side). Tests that read the seeded events or empty the table take this
 * cross-process lock (a directory in E2E_DATA_DIR), so one never sees the
 * other's empty table.
 */
export async function withEventsLock<T>(run: () => Promise<T>): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts");
  const lock = path.join(dataDir, "events.lock");
  const deadline = Date.now() + 45_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock older than a minute was left by a crashed worker.
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      const age = stat ? Date.now() - stat.mtimeMs : 0;
      if (age > 60_000 || Date.now() > deadline) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs `run` with the events table empty, then puts every row back as it was. */
export async function withoutEvents<T>(db: DB, run: () => Promise<T>): Promise<T> {
  const saved = await db.selectFrom("events").selectAll().execute();
  await db.deleteFrom("events").execute();
  try {
    return await run();
  } finally {
    await db.deleteFrom("events").execute();
    if (saved.length) await db.insertInto("events").values(saved).execute();
  }
}

/** Today's date in the museum's time zone (the e2e server runs with the default America/New_York). */
export function museumToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
