import { STARTING_PAGE_TEXTS } from "~/db/page-texts-start";
import { startDemoHeroSlides } from "../demo/hero.server";
import { seedDemoContentIfEmpty } from "../demo/seed.server";
import { startMissingPageTexts } from "~/models/content/page-text.server";
import { startHousekeeping } from "~/models/operations/housekeeping.server";
import { ensureFirstManager } from "~/models/account/user.server";
import { readMuseumSettings } from "~/models/settings/museum-settings.server";
import { getConfig } from "~/utils/config.server";
import { getDb, migrateToLatest } from "~/utils/db.server";
import { logger, logStream } from "~/utils/logger.server";
import { startMailWorker, stopMailWorker, warnIfNoSmtp } from "~/utils/mail.server";
import { scheduledJobsIdle, stopScheduledJobs, whileHoldingLease } from "~/utils/scheduled-jobs.server";

let firstManager: { email: string; password: string } | null = null;

/** Everything a start needs before the first request: schema, demo content, first account, mail. */
export async function boot() {
  const config = getConfig();
  const db = getDb();
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ applied }, "migrations applied");
  // Servers started together on an empty database take turns: one seeds and creates the manager, the rest find them.
  const created = await whileHoldingLease(db, "first-start", async () => {
    if (config.seedDemo) await seedDemoContentIfEmpty(db);
    await startDemoHeroSlides(db);
    await startMissingPageTexts(db, STARTING_PAGE_TEXTS);
    // A new museum's settings are written now rather than by its first page, which would then be kept under a
    // page version its own write had just raised.
    await readMuseumSettings(db);
    return ensureFirstManager(db, config.adminEmail);
  });
  firstManager = created;
  warnIfNoSmtp(config);
  startMailWorker(db);
  startHousekeeping(db);
  return config;
}

/** The end of a clean stop: the mail sender and scheduled jobs finish the job under way, then the database closes. */
export async function stopBackground() {
  await Promise.all([stopMailWorker(), stopScheduledJobs()]);
  await getDb().destroy();
}

/**
 * Prints the first manager's e-mail and one-time password when this start created the account: once the
 * first runs of the scheduled jobs have logged, so the box is the last thing on the console. Plain text on
 * purpose rather than a log entry: it is never shown again. It goes through the log's stream, behind the lines
 * still being written.
 */
export async function printFirstStartNotice() {
  const created = firstManager;
  if (!created) return;
  firstManager = null;
  await scheduledJobsIdle();
  logStream.write(
    [
      "",
      "  ┌──────────────────────────────────────────────────────────────",
      "  │ First manager account created",
      `  │   e-mail:             ${created.email}`,
      `  │   one-time password:  ${created.password}`,
      "  │ Sign in at /login. This password is not stored and will not be shown again;",
      "  │ reset it with: npm run user -- reset-password --email <e-mail>",
      "  └──────────────────────────────────────────────────────────────",
      "",
      "",
    ].join("\n"),
  );
}
