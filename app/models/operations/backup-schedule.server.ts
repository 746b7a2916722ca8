import fs from "node:fs";
import path from "node:path";
import { TZDate } from "@date-fns/tz";
import { formatBytes } from "~/utils/backup-archive.server";
import { getConfig } from "~/utils/config.server";
import { getDb, type DB } from "~/utils/db.server";
import { getFileStore } from "~/utils/file-store.server";
import { logger } from "~/utils/logger.server";
import { openReadHandle } from "./backup-data.server";
import { formatMuseumDate } from "~/utils/museum-date.server";
import { backupFileName, createBackup } from "./backup.server";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Nightly runs start at the first check after this hour, museum time, when the museum is closed and quiet. */
export const NIGHT_HOUR = 3;
/** The dashboard warns when the newest good backup is older than this. */
export const STALE_AFTER_MS = 2 * DAY_MS;
const FIRST_RUN_WINDOW_MS = 6 * HOUR_MS;
const ARCHIVE_NAME = /^museum-backup-.+\.tar\.gz$/;

export const backupsDir = () => path.join(getConfig().dataDir, "backups");

/** The latest NIGHT_HOUR o'clock, museum time, at or before `now`. */
export function lastNightSlot(now: Date, timeZone: string) {
  const local = new TZDate(now.getTime(), timeZone);
  const today = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), NIGHT_HOUR, 0, 0, timeZone);
  if (today.getTime() <= now.getTime()) return new Date(today.getTime());
  return new Date(
    new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - 1, NIGHT_HOUR, 0, 0, timeZone).getTime(),
  );
}

/**
 * Whether a scheduled backup is due. Daily or longer intervals run at the first check after 03:00 museum time
 * (once per night; a failed night is tried again the next night; a server that was down at 03:00 catches up at
 * its first check after); a shorter interval simply runs when that
 * long has passed. The job runner checks hourly, so "24h" never drifts past a day by more than that hour.
 */
export function isBackupDue(now: Date, lastStartedAt: Date | null, everyMs: number, timeZone: string) {
  // The very first one waits for the night too, rather than running when the server happens to start.
  if (!lastStartedAt)
    return everyMs < DAY_MS || now.getTime() - lastNightSlot(now, timeZone).getTime() < FIRST_RUN_WINDOW_MS;
  const since = now.getTime() - lastStartedAt.getTime();
  if (everyMs < DAY_MS) return since >= everyMs - 5 * 60 * 1000;
  if (lastStartedAt.getTime() >= lastNightSlot(now, timeZone).getTime()) return false;
  // Every 2 days and longer: the night slot comes daily, so wait most of the interval (two hours' slack for the hourly check).
  return since >= everyMs - 2 * HOUR_MS;
}

export async function lastBackupRun(db: DB) {
  return (
    (await db
      .selectFrom("backup_runs")
      .selectAll()
      .orderBy("started_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

async function recordRun(
  db: DB,
  run: { started: Date; status: "ok" | "failed"; file: string | null; size: number | null; error: string | null },
) {
  return db
    .insertInto("backup_runs")
    .values({
      started_at: run.started.toISOString(),
      finished_at: new Date().toISOString(),
      status: run.status,
      file: run.file,
      size_bytes: run.size,
      error: run.error,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes all but the `keep` newest archives in `dir` (names sort by time), and any half-written one. */
export function pruneBackups(dir: string, keep: number) {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const archives = names
    .filter((n) => ARCHIVE_NAME.test(n))
    .sort()
    .reverse();
  const removed = [...archives.slice(keep), ...names.filter((n) => n.endsWith(".tar.gz.partial"))];
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/**
 * The scheduled backup: when BACKUP_EVERY says one is due, writes an archive into DATA_DIR/backups, keeps the
 * BACKUP_KEEP newest, and records the run (or its failure) for the Admin Dashboard. Called by the periodic
 * job runner; safe to call at any time (does nothing when not due).
 */
export async function runScheduledBackup(now: Date, db: DB = getDb()) {
  const config = getConfig();
  if (!config.backupEveryMs) return null;
  const last = await lastBackupRun(db);
  if (!isBackupDue(now, last ? new Date(last.started_at) : null, config.backupEveryMs, config.timeZone)) return null;
  const dir = backupsDir();
  const file = path.join(dir, backupFileName(now));
  const reader = await openReadHandle(db);
  try {
    const result = await createBackup({ db: reader.db, store: getFileStore(), dataDir: config.dataDir, file, now });
    const removed = pruneBackups(dir, config.backupKeep);
    logger.info({ file, size: result.size, ms: result.ms, removed }, "scheduled backup written");
    return await recordRun(db, {
      started: now,
      status: "ok",
      file: path.basename(file),
      size: result.size,
      error: null,
    });
  } catch (error) {
    logger.error({ err: error }, "scheduled backup failed");
    return await recordRun(db, {
      started: now,
      status: "failed",
      file: null,
      size: null,
      error: (error as Error)?.message ?? String(error),
    });
  } finally {
    await reader.close();
  }
}

export type BackupStatus = {
  /** The newest run, good or not, with its time in museum time and its size for people. */
  last: { at: string; atLabel: string; ok: boolean; sizeLabel: string | null; error: string | null } | null;
  /** When the newest good one ran, if it is not the newest run. */
  lastOkLabel: string | null;
  /** Set when staff should act: the newest run failed, or the newest good one is over two days old. */
  warning: "failed" | "stale" | null;
  scheduled: boolean;
};

/** What the Admin Dashboard shows about backups; null when none are scheduled and none were ever made. */
export async function backupStatus(db: DB, now = new Date()): Promise<BackupStatus | null> {
  const scheduled = getConfig().backupEveryMs !== null;
  const last = await lastBackupRun(db);
  if (!last) return scheduled ? { last: null, lastOkLabel: null, warning: null, scheduled } : null;
  const lastOk =
    last.status === "ok"
      ? last
      : await db
          .selectFrom("backup_runs")
          .select("started_at")
          .where("status", "=", "ok")
          .orderBy("started_at", "desc")
          .limit(1)
          .executeTakeFirst();
  const stale = !lastOk || now.getTime() - new Date(lastOk.started_at).getTime() > STALE_AFTER_MS;
  return {
    last: {
      at: last.started_at,
      atLabel: formatMuseumDate(last.started_at),
      ok: last.status === "ok",
      sizeLabel: last.size_bytes === null ? null : formatBytes(Number(last.size_bytes)),
      error: last.error,
    },
    lastOkLabel: lastOk && lastOk !== last ? formatMuseumDate(lastOk.started_at) : null,
    warning: last.status === "failed" ? "failed" : stale ? "stale" : null,
    scheduled,
  };
}
