import type { DB } from "~/utils/db.server";
import { sweepSensitiveMailFiles } from "~/utils/mail.server";
import { startScheduledJob } from "~/utils/scheduled-jobs.server";
import { runScheduledBackup } from "./backup-schedule.server";
import { sweepOrphanImages } from "../game/game-images.server";
import { purgeTrash } from "../game/game-trash.server";
import { sendDailyDigests } from "../repair/digest.server";
import { purgeFixWatchers } from "../repair/known-issue.server";
import { purgeTrashedRepairs } from "../repair/repair-trash.server";
import { purgeTrashedTasks } from "../maintenance/task-trash.server";
import { forgetAlarmSenders } from "../repair/alarm.server";
import { purgeIdempotencyKeys } from "../shared/idempotency.server";
import { pruneSignInDevices } from "../account/sign-in-device.server";
import { pruneThrottle } from "../shared/throttle.server";
import { IDLE_TIMEOUT_MS } from "~/utils/session.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long audit rows written only to count attempts are kept. The throttles look back minutes; the rows
 * stay longer so staff can see an attack afterwards. Every other audit row (who changed what) is kept.
 */
export const THROTTLE_ROW_RETENTION_MS: Record<string, number> = {
  public_form_submitted: 7 * DAY_MS,
  login_failed: 90 * DAY_MS,
  login_throttled: 90 * DAY_MS,
  password_reset_requested: 90 * DAY_MS,
  password_reset_throttled: 90 * DAY_MS,
  password_reset_failed: 90 * DAY_MS,
};

/**
 * Deletes expired sessions and reset tokens, old throttle audit rows, spent throttle counts, games, repairs and
 * maintenance tasks 30 days in the Trash, abandoned uploads, week-old .eml files holding one-time links, day-old answers to repeated
 * submits, "e-mail me when it is fixed" addresses 60 days old and the records of device cookies a year old, and
 * forgets who raised a safety alarm once its hour is over. Returns what it removed.
 */
export async function pruneExpired(db: DB, now = new Date()) {
  const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
  const sessions = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", now.toISOString()), eb("last_seen_at", "<", iso(IDLE_TIMEOUT_MS))]))
    .executeTakeFirst();
  // A day's grace, so a visitor with an expired link still learns it expired rather than that it never existed.
  const resetTokens = await db
    .deleteFrom("password_reset_tokens")
    .where("expires_at", "<", iso(DAY_MS))
    .executeTakeFirst();
  let auditRows = 0n;
  for (const [action, retention] of Object.entries(THROTTLE_ROW_RETENTION_MS)) {
    const result = await db
      .deleteFrom("audit_log")
      .where("action", "=", action)
      .where("created_at", "<", iso(retention))
      .executeTakeFirst();
    auditRows += result.numDeletedRows;
  }
  // The longest throttle window is a day (sign-ins).
  const throttleRows = await pruneThrottle(db, DAY_MS, now.getTime());
  const games = await purgeTrash(db, now);
  const repairs = await purgeTrashedRepairs(db, now);
  const tasks = await purgeTrashedTasks(db, now);
  const images = await sweepOrphanImages(db, now);
  const mailFiles = await sweepSensitiveMailFiles(db, now);
  const idempotencyKeys = await purgeIdempotencyKeys(db, now.getTime());
  const fixWatchers = await purgeFixWatchers(db, now);
  const signInDevices = await pruneSignInDevices(db, now);
  const alarmSenders = await forgetAlarmSenders(db, now);
  return {
    sessions: Number(sessions.numDeletedRows),
    resetTokens: Number(resetTokens.numDeletedRows),
    auditRows: Number(auditRows),
    throttleRows,
    games,
    repairs,
    tasks,
    images,
    mailFiles,
    idempotencyKeys,
    fixWatchers,
    signInDevices,
    alarmSenders,
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs pruneExpired now and every hour, on whichever server takes the hour's lease; a failure is logged and
 * tried again next hour. The backup job is asked every hour too, under a lease of its own: it decides itself
 * whether tonight's backup is due, so a server that was down at night catches up.
 */
export function startHousekeeping(db: DB) {
  startScheduledJob(db, { name: "housekeeping", everyMs: HOUR_MS, run: (now) => pruneExpired(db, now) });
  startScheduledJob(db, { name: "backup", everyMs: HOUR_MS, run: (now) => runScheduledBackup(now, db) });
  // Asked every five minutes: the digest goes at opening time, which the hours may move any day.
  startScheduledJob(db, { name: "repair-digest", everyMs: 5 * 60 * 1000, run: (now) => sendDailyDigests(db, now) });
}
