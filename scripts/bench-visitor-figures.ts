/**
 * `npx tsx scripts/bench-visitor-figures.ts`: the server time of the figures visitors see (issue 23) on a busy
 * museum: 500 machines with a year of status history (20,000 repairs, each a stretch out of Operational), in a
 * throw-away SQLite file and a throw-away embedded PostgreSQL (or TEST_DATABASE_URL's server). Times, median of
 * RUNS after two warm-ups: readPlayingNow; the measured repair time of FAQ and About (all machines, 90 days,
 * uncached); the service records of 25 games on sale, and of all 500 (the worst case: every game on sale).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const RUNS = Number(process.env.BENCH_RUNS || 7);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "museum-bench-"));
Object.assign(process.env, {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: scratch,
  DATABASE_URL: "",
  SMTP_URL: "",
  SEED_DEMO: "false",
  SESSION_SECRET: "bench-session-secret-0123456789abcdefghijklmnop",
});

const { sql } = await import("kysely");
const pg = (await import("pg")).default;
const { createDb, migrateToLatest } = await import("~/utils/db.server");
const { readPlayingNow } = await import("~/models/stats/playing-now.server");
const { readRepairPromise } = await import("~/models/stats/repair-promise.server");
const { readServiceRecords } = await import("~/models/stats/service-record.server");
const { startEmbeddedPostgres } = await import("../tests/embedded-postgres");
type DB = import("~/utils/db.server").DB;

const GAMES = 500;
const REPAIRS = 20_000;
const BATCH = 500;
const NOW = Date.UTC(2026, 10, 27, 17);
const YEAR = 365 * 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function inBatches<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH)
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => make(start + j)));
}

async function fill(db: DB) {
  const games: number[] = [];
  await inBatches(
    GAMES,
    (i) => ({
      name: `Bench Machine ${i}`,
      slug: `bench-machine-${i}`,
      type: "Arcade" as const,
      location: i % 10 === 9 ? ("Warehouse" as const) : ("Replay" as const),
      status: "Operational" as const,
      all_images: "[]",
      missing_parts: "[]",
      for_sale: i % 20 === 0,
      asking_price: i % 20 === 0 ? 1000 : null,
      created_at: iso(NOW - 2 * YEAR),
      updated_at: iso(NOW - 2 * YEAR),
    }),
    async (rows) =>
      games.push(...(await db.insertInto("games").values(rows).returning("id").execute()).map((r) => r.id)),
  );
  // Each machine gets its share of repairs, spread evenly over the year, each down for 2 to 70 hours.
  const perGame = REPAIRS / GAMES;
  const slot = YEAR / perGame;
  const history: {
    game_id: number;
    from_status: "Operational" | "In Repair";
    to_status: "Operational" | "In Repair";
    changed_by: null;
    source: "repair";
    changed_at: string;
  }[] = [];
  const repairs: {
    game_id: number;
    comment: string;
    resolved: boolean;
    source: "staff";
    status: "resolved";
    created_at: string;
    updated_at: string;
  }[] = [];
  games.forEach((game, g) => {
    for (let r = 0; r < perGame; r++) {
      const down = NOW - YEAR + r * slot + (g % 37) * 3_600_000;
      const up = down + (2 + ((g * 7 + r * 13) % 69)) * 3_600_000;
      history.push(
        {
          game_id: game,
          from_status: "Operational",
          to_status: "In Repair",
          changed_by: null,
          source: "repair",
          changed_at: iso(down),
        },
        {
          game_id: game,
          from_status: "In Repair",
          to_status: "Operational",
          changed_by: null,
          source: "repair",
          changed_at: iso(up),
        },
      );
      repairs.push({
        game_id: game,
        comment: "Bench",
        resolved: true,
        source: "staff",
        status: "resolved",
        created_at: iso(down),
        updated_at: iso(up),
      });
    }
  });
  await inBatches(
    history.length,
    (i) => history[i],
    (rows) => db.insertInto("game_status_history").values(rows).execute(),
  );
  await inBatches(
    repairs.length,
    (i) => repairs[i],
    (rows) => db.insertInto("repairs").values(rows).execute(),
  );
  return games;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function time(run: () => Promise<unknown>) {
  await run();
  await run();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  return `${median(runs).toFixed(1)} (max ${Math.max(...runs).toFixed(1)})`;
}

async function bench(db: DB, label: string) {
  await migrateToLatest(db);
  const games = await fill(db);
  if (label === "postgres") await sql`analyze`.execute(db);
  const now = new Date(NOW);
  const onSale = games.filter((_, i) => i % 20 === 0);
  return {
    readPlayingNow: await time(() => readPlayingNow(db)),
    "measured repair time (all machines, 90 days)": await time(() => readRepairPromise(db, now)),
    [`service records, ${onSale.length} games on sale`]: await time(() => readServiceRecords(db, onSale, now)),
    [`service records, all ${games.length} games`]: await time(() => readServiceRecords(db, games, now)),
  };
}

async function postgres() {
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
    return await bench(db, "postgres");
  } finally {
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
    await server?.stop();
  }
}

try {
  const sqliteDb = createDb({ kind: "sqlite", file: path.join(scratch, "bench.db") });
  const lite = await bench(sqliteDb, "sqlite").finally(() => sqliteDb.destroy());
  const pgResults = await postgres();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
  console.log(`\n${GAMES} machines, ${REPAIRS} repairs over a year; ${RUNS} runs each, ms; load average ${load}\n`);
  for (const key of Object.keys(lite))
    console.log(
      `${key}: SQLite ${lite[key as keyof typeof lite]}, PostgreSQL ${pgResults[key as keyof typeof pgResults]}`,
    );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
