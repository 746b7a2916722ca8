/**
 * `npx tsx scripts/bench-visitor-figures.ts`: the server time of the figures visitors see
 * (docs/product.md#visitors-see-the-truth) on a busy museum: 500 machines with a year of status history (20,000
 * repairs, each a stretch out of Operational), in a throw-away SQLite file and a throw-away embedded PostgreSQL (or
 * TEST_DATABASE_URL's server). Times, median of RUNS after two warm-ups: readPlayingNow; the measured repair time of
 * FAQ and About (all machines, 90 days, uncached); the service records of 25 games on sale, and of all 500 (the worst
 * case: every game on sale).
 */
import fs from "node:fs";
import { analyze, benchEnvironment, formatTiming, loadAverage, onBothDatabases, RUNS, time } from "./bench/harness";

const scratch = benchEnvironment();

const { readPlayingNow } = await import("~/models/stats/playing-now.server");
const { readRepairPromise } = await import("~/models/stats/repair-promise.server");
const { readServiceRecords } = await import("~/models/stats/service-record.server");
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

async function bench(db: DB, label: string) {
  const games = await fill(db);
  await analyze(db, label);
  const now = new Date(NOW);
  const onSale = games.filter((_, i) => i % 20 === 0);
  return {
    readPlayingNow: await time(() => readPlayingNow(db)),
    "measured repair time (all machines, 90 days)": await time(() => readRepairPromise(db, now)),
    [`service records, ${onSale.length} games on sale`]: await time(() => readServiceRecords(db, onSale, now)),
    [`service records, all ${games.length} games`]: await time(() => readServiceRecords(db, games, now)),
  };
}

try {
  const { sqlite, postgres } = await onBothDatabases(scratch, bench);
  console.log(`\n${GAMES} machines, ${REPAIRS} repairs over a year; ${RUNS} runs each, ms; ${loadAverage()}\n`);
  for (const key of Object.keys(sqlite ?? postgres ?? {}) as (keyof Awaited<ReturnType<typeof bench>>)[])
    console.log(`${key}: SQLite ${formatTiming(sqlite?.[key])}, PostgreSQL ${formatTiming(postgres?.[key])}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
