import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DB } from "~/utils/db.server";
import { formatTable } from "./table";

/*
 * What the database benches (`scripts/bench-*.ts`) share: the app's configuration set before its modules read
 * it, the timing, and one run on a throw-away SQLite file and one on a throw-away PostgreSQL. App modules are
 * imported here only inside functions, after `benchEnvironment` has run.
 */

export type Timing = { median: number; max: number };

/** The app's configuration, before its modules read it: no mail, no logs, a scratch DATA_DIR (returned). */
export function benchEnvironment(extra: Record<string, string> = {}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "museum-bench-"));
  Object.assign(process.env, {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: scratch,
    DATABASE_URL: "",
    SMTP_URL: "",
    SEED_DEMO: "false",
    SESSION_SECRET: "bench-session-secret-0123456789abcdefghijklmnop",
    ...extra,
  });
  return scratch;
}

export const RUNS = Number(process.env.BENCH_RUNS || 9);

/** Two runs to warm up, then RUNS timed ones: the median and the slowest, in milliseconds. */
export async function time(run: () => Promise<unknown>): Promise<Timing> {
  await run();
  await run();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

export const formatTiming = (t: Timing | undefined) => (t ? `${t.median.toFixed(1)} (${t.max.toFixed(1)})` : "-");

/**
 * `bench` on a throw-away SQLite file in `scratch`, then on a throw-away database of an embedded PostgreSQL
 * (or of TEST_DATABASE_URL's server); BENCH_ONLY=sqlite or postgres runs one. Each database is migrated
 * first; `bench` fills it (PostgreSQL is analyzed afterwards through `analyze`, as its autovacuum would).
 */
export async function onBothDatabases<T>(
  scratch: string,
  bench: (db: DB, label: "sqlite" | "postgres") => Promise<T>,
): Promise<{ sqlite?: T; postgres?: T }> {
  const { createDb, migrateToLatest } = await import("~/utils/db.server");
  const only = process.env.BENCH_ONLY;
  const results: { sqlite?: T; postgres?: T } = {};
  if (only !== "postgres") {
    const db = createDb({ kind: "sqlite", file: path.join(scratch, "bench.db") });
    try {
      await migrateToLatest(db);
      results.sqlite = await bench(db, "sqlite");
    } finally {
      await db.destroy();
    }
  }
  if (only !== "sqlite") {
    const pg = (await import("pg")).default;
    const { startEmbeddedPostgres } = await import("../../tests/embedded-postgres");
    const server = process.env.TEST_DATABASE_URL ? null : await startEmbeddedPostgres();
    const baseUrl = process.env.TEST_DATABASE_URL ?? server!.url;
    const name = `bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const db = createDb({ kind: "postgres", url: url.toString() });
    try {
      await migrateToLatest(db);
      results.postgres = await bench(db, "postgres");
    } finally {
      await db.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
      await server?.stop();
    }
  }
  return results;
}

/** PostgreSQL's statistics after a fill, as its autovacuum would gather them within a minute. */
export async function analyze(db: DB, label: string) {
  const { sql } = await import("kysely");
  if (label === "postgres") await sql`analyze`.execute(db);
}

/** The machine's load, which says how far to trust the figures: on a shared two-core machine they swing a lot. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")} on ${os.cpus().length} cores`;

/** A Markdown table of pages by database, and the pages over `budgetMs` (the exit code says so too). */
export function printTimings(
  title: string,
  { sqlite = new Map(), postgres = new Map() }: { sqlite?: Map<string, Timing>; postgres?: Map<string, Timing> },
  budgetMs: number,
) {
  const keys = [...new Set([...sqlite.keys(), ...postgres.keys()])];
  const rows = keys.map((key) => [key, formatTiming(sqlite.get(key)), formatTiming(postgres.get(key))]);
  console.log(`\n${title}; ${RUNS} runs each; ${loadAverage()}\n`);
  console.log(formatTable(["page", "SQLite ms, median (max)", "PostgreSQL ms, median (max)"], rows));
  const slow = [...sqlite, ...postgres].filter(([, t]) => t.median > budgetMs);
  if (slow.length) {
    console.log(`\nOver the ${budgetMs} ms budget: ${[...new Set(slow.map(([key]) => key))].join(", ")}`);
    process.exitCode = 1;
  }
}

/**
 * The app's database becomes `db`, and `userId` gets a session: the function makes a loader's arguments for a
 * URL as a signed-in request (the session check is part of what is timed).
 */
export async function signedInLoaderArgs(db: DB, userId: number) {
  const { setDb } = await import("~/utils/db.server");
  const { createSession } = await import("~/utils/session.server");
  setDb(db);
  const cookie = (await createSession(userId, "bench", db)).split(";")[0];
  return (url: string) =>
    ({
      request: new Request(`http://localhost${url}`, { headers: { cookie } }),
      params: {},
      context: { ip: "203.0.113.1", cspNonce: "" },
    }) as never;
}

/** `count` staff accounts for a bench's repairs to be taken and logged by; their ids. */
export async function benchStaff(db: DB, count: number) {
  const { createUser } = await import("~/models/account/user.server");
  const staff: number[] = [];
  for (let i = 0; i < count; i++)
    staff.push(
      (
        await createUser(db, {
          email: `bench${i}@museum.test`,
          password: "Bench#Pass1",
          role: "staff",
          name: `Bench ${i}`,
        })
      ).id,
    );
  return staff;
}
