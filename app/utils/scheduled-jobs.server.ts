import crypto from "node:crypto";
import os from "node:os";
import { releaseLease, takeLease } from "~/models/operations/job-lease.server";
import type { DB } from "./db.server";
import { logger } from "./logger.server";

/** This process as the holder of a job's lease: unique among every server sharing the database. */
export const PROCESS_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

export type ScheduledJob = {
  /** The lease's name: one per job, shared by every server. */
  name: string;
  /** The job runs once in each such period, on the server that takes its lease first. */
  everyMs: number;
  run: (now: Date) => Promise<unknown>;
};

/**
 * Runs the job when `holder` takes its lease for the period, and says whether it ran. The lease outlives the
 * run on purpose: until the period ends, no other server (nor this one) runs the job again. A failed run is
 * tried again the next period.
 */
export async function runIfDue(db: DB, job: ScheduledJob, holder = PROCESS_HOLDER, now = new Date()) {
  if (!(await takeLease(db, job.name, holder, job.everyMs, now.getTime()))) return false;
  await job.run(now);
  return true;
}

/**
 * Runs `work` while holding the job's lease, after waiting for any other server holding it to finish: for
 * work that must not run twice at once, like a first start's demo content and first manager when two
 * servers start together on an empty database. A holder that died frees it after `ttlMs`.
 */
export async function whileHoldingLease<T>(
  db: DB,
  job: string,
  work: () => Promise<T>,
  ttlMs = 10 * 60_000,
  holder = PROCESS_HOLDER,
) {
  while (!(await takeLease(db, job, holder, ttlMs))) await new Promise((resolve) => setTimeout(resolve, 200));
  try {
    return await work();
  } finally {
    await releaseLease(db, job, holder);
  }
}

/** How often a server asks for a job's lease: within a minute of the period's end, someone runs it. */
const CHECK_MS = 60_000;

const timers = new Set<NodeJS.Timeout>();
const running = new Set<Promise<void>>();

/** Asks for the job's lease now and every minute (or every period, when shorter) until stopScheduledJobs(). */
export function startScheduledJob(db: DB, job: ScheduledJob) {
  const tick = () => {
    const started = Date.now();
    const done: Promise<void> = runIfDue(db, job)
      .then(
        (ran) => {
          if (ran) logger.info({ job: job.name, ms: Date.now() - started }, "scheduled job done");
        },
        (error: unknown) => logger.error({ err: error, job: job.name }, "scheduled job failed"),
      )
      .finally(() => running.delete(done));
    running.add(done);
  };
  tick();
  const timer = setInterval(tick, Math.min(job.everyMs, CHECK_MS));
  timer.unref();
  timers.add(timer);
}

/** Resolves once the runs under way have finished (the first runs, just after a start). */
export async function scheduledJobsIdle() {
  await Promise.all(running);
}

/** No job starts after this; resolves once the runs under way have finished. */
export async function stopScheduledJobs() {
  for (const timer of timers) clearInterval(timer);
  timers.clear();
  await Promise.all(running);
}
