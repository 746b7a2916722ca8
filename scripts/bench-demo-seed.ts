/**
 * `npx tsx scripts/bench-demo-seed.ts`: how long a first start's demo seed takes (`seedDemoContentIfEmpty`, what
 * `boot()` runs on an empty database), on a throw-away SQLite file and a throw-away embedded PostgreSQL (or
 * TEST_DATABASE_URL's server). Each run seeds a freshly migrated database, pictures drawn and stored in a scratch
 * uploads folder; the table gives the whole seed and its rows alone (the seed's own log: the whole less the
 * pictures), median and slowest of BENCH_RUNS (default 3) runs, in milliseconds.
 */
import { benchEnvironment, loadAverage, onBothDatabases } from "./bench/harness";
import { formatTable } from "./bench/table";

const scratch = benchEnvironment({ MUSEUM_TIMEZONE: "America/New_York" });
const RUNS = Number(process.env.BENCH_RUNS || 3);

type Seeded = { totalMs: number; imagesMs: number };
const logged: Seeded[] = [];
const { logger } = await import("~/utils/logger.server");
// The seed reports its own times in its log line; they are read from there rather than timed around it.
logger.info = ((fields: Partial<Seeded>, message?: string) => {
  if (message === "demo content seeded") logged.push({ totalMs: fields.totalMs!, imagesMs: fields.imagesMs! });
}) as typeof logger.info;

const { seedDemoContentIfEmpty } = await import("../demo/seed.server");
const { sql } = await import("kysely");

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)].toFixed(0)} (${sorted.at(-1)!.toFixed(0)})`;
};

const results = await onBothDatabases(scratch, async (db) => {
  const runs: Seeded[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const table of ["demo_seeded", "games", "events", "faqs", "products", "gift_cards", "announcements"])
      await sql`delete from ${sql.table(table)}`.execute(db).catch(() => undefined);
    for (const table of ["business_hours", "special_hours", "chatbot_settings"])
      await sql`delete from ${sql.table(table)}`.execute(db);
    logged.length = 0;
    await seedDemoContentIfEmpty(db, { now: new Date(), timeZone: "America/New_York" });
    runs.push(logged[0]);
  }
  return runs;
});

console.log(`\nDemo seed, ${RUNS} runs each; ${loadAverage()}\n`);
console.log(
  formatTable(
    ["database", "whole seed ms, median (max)", "rows ms, median (max)"],
    Object.entries(results).map(([label, runs]) => [
      label,
      stats(runs.map((r) => r.totalMs)),
      stats(runs.map((r) => r.totalMs - r.imagesMs)),
    ]),
  ),
);
