/**
 * `npx tsx scripts/bench-repairs.ts`: how long the Repair Dashboard (every filter and sort, first page) and the
 * Parts screen take on a busy museum's data: 500 machines, 20,000 repairs, 50,000 work entries and
 * 4,000 parts, in a throw-away SQLite file and a throw-away embedded PostgreSQL (or TEST_DATABASE_URL's server).
 * Each page's loader runs as a signed-in staff member (session check included), twice to warm up and then
 * RUNS times; the table gives the median and the slowest, in milliseconds of server time. Budget: 100 ms.
 *
 * The SQLite file is left as the app leaves it (no ANALYZE); PostgreSQL is analyzed once filled, as its
 * autovacuum would do within a minute.
 */
import fs from "node:fs";
import {
  analyze,
  benchEnvironment,
  benchStaff,
  onBothDatabases,
  printTimings,
  signedInLoaderArgs,
  time,
  type Timing,
} from "./bench/harness";

const BUDGET_MS = 100;
const scratch = benchEnvironment();

const { sql } = await import("kysely");
const pg = (await import("pg")).default;
const { SEVERITIES } = await import("~/models/repair/floor");
const dashboard = await import("~/routes/repairs");
const parts = await import("~/routes/repairs.parts");
type DB = import("~/utils/db.server").DB;

const GAMES = 500;
const REPAIRS = 20_000;
const WORK_ENTRIES = 50_000;
const PARTS = 4_000;
const STAFF = 12;
const BATCH = 500;
const NOW = Date.UTC(2026, 10, 27, 12);

const QUERIES = [
  // The dashboard opens on the open repairs; status=all is the whole list.
  "",
  "status=all",
  "status=resolved",
  "q=flipper",
  "q=flipper&status=open",
  "mine=1",
  "mine=1&status=open",
  "untriaged=1",
  "severity=unplayable",
  "severity=cosmetic",
  "severity=safety",
  "sort=date&dir=asc",
  "sort=game&dir=asc",
  "sort=game&dir=desc&status=open",
  "sort=severity&dir=asc",
  "sort=severity&dir=desc",
  "sort=severity&dir=asc&status=open",
  "sort=severity&dir=asc&mine=1",
  "sort=severity&dir=asc&untriaged=1",
];

async function inBatches<T>(count: number, make: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH)
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => make(start + j)));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The museum's data: its shape matters more than its words (most repairs old and resolved, a few hundred open). */
async function fill(db: DB) {
  const staff = await benchStaff(db, STAFF);
  const games: number[] = [];
  await inBatches(
    GAMES,
    (i) => ({
      name: `Bench Machine ${i}`,
      slug: `bench-machine-${i}`,
      type: i % 2 ? ("Pinball" as const) : ("Arcade" as const),
      location: "Replay" as const,
      status: "Operational" as const,
      all_images: "[]",
      missing_parts: "[]",
      for_sale: false,
      created_at: iso(NOW - i * 86_400_000),
      updated_at: iso(NOW - i * 86_400_000),
    }),
    async (rows) =>
      games.push(...(await db.insertInto("games").values(rows).returning("id").execute()).map((r) => r.id)),
  );
  const repairs: number[] = [];
  const words = ["coil", "rubber", "display", "coin door", "flipper", "lamp", "switch matrix"];
  await inBatches(
    REPAIRS,
    (i) => {
      const created = NOW - i * 13 * 60_000; // about six months
      const open = i < 1_500 || i % 37 === 0;
      const visitor = i % 3 === 0;
      const status = open ? (["open", "in_progress", "waiting_for_parts"] as const)[i % 3] : ("resolved" as const);
      return {
        game_id: games[i % games.length],
        comment: `Bench repair ${i}: ${words[i % words.length]} needs work`,
        resolved: !open,
        resolved_at: open ? null : iso(created + 86_400_000),
        resolved_by: open ? null : staff[i % STAFF],
        source: visitor ? ("visitor" as const) : ("staff" as const),
        reporter_name: visitor ? "A visitor" : null,
        created_by: visitor ? null : staff[(i + 1) % STAFF],
        created_at: iso(created),
        updated_at: iso(created),
        severity: SEVERITIES[i % SEVERITIES.length],
        safety: i % 41 === 0,
        status,
        triaged_at: visitor && open && i % 2 === 0 ? null : iso(created + 3_600_000),
        assigned_to: open && i % 2 === 0 ? null : staff[i % STAFF],
        confirmations: i % 5,
      };
    },
    async (rows) =>
      repairs.push(...(await db.insertInto("repairs").values(rows).returning("id").execute()).map((r) => r.id)),
  );
  await inBatches(
    WORK_ENTRIES,
    (i) => ({
      repair_id: repairs[i % repairs.length],
      body: `Bench work entry ${i}: checked, cleaned, tested`,
      minutes: 15 + (i % 90),
      created_by: staff[i % STAFF],
      created_at: iso(NOW - i * 5 * 60_000),
    }),
    (rows) => db.insertInto("repair_entries").values(rows).execute(),
  );
  await inBatches(
    PARTS,
    (i) => {
      const requested = NOW - i * 47 * 60_000;
      const status = (["received", "requested", "ordered", "received"] as const)[i % 4];
      return {
        repair_id: repairs[(i * 5) % repairs.length],
        name: `Bench part ${i}`,
        quantity: 1 + (i % 4),
        url: i % 2 ? `https://parts.example/${i}` : null,
        cost: i % 3 ? 4.5 + (i % 50) : null,
        status,
        requested_by: staff[i % STAFF],
        requested_at: iso(requested),
        ordered_at: status === "requested" ? null : iso(requested + 3_600_000),
        received_at: status === "received" ? iso(requested + 86_400_000) : null,
        updated_at: iso(requested),
      };
    },
    (rows) => db.insertInto("repair_parts").values(rows).execute(),
  );
  return staff[0];
}

const literal = (value: unknown) =>
  value === null ? "null" : typeof value === "string" ? `'${value.replace(/'/g, "''")}'` : String(value);

/**
 * BENCH_EXPLAIN=1: PostgreSQL's plan (EXPLAIN ANALYZE) of each dashboard's row query, to see which index, if
 * any, a slow one walks. The pool's queries are watched for the one that selects the rows.
 */
const explain = process.env.BENCH_EXPLAIN === "1";
let lastRowQuery: { text: string; values: unknown[] } | null = null;
if (explain) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof config === "string" ? config : config?.text;
    if (text?.startsWith('select "repairs"."id"'))
      lastRowQuery = { text, values: (typeof config === "string" ? values : config.values) ?? [] };
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

async function bench(db: DB, label: string) {
  const started = performance.now();
  const userId = await fill(db);
  await analyze(db, label);
  console.error(`${label}: filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const get = await signedInLoaderArgs(db, userId);
  const results = new Map<string, Timing>();
  for (const query of QUERIES) {
    const url = query ? `/repairs?${query}` : "/repairs";
    results.set(url, await time(() => dashboard.loader(get(url))));
    if (explain && label === "postgres" && lastRowQuery) {
      const { text, values } = lastRowQuery;
      const plan = await sql
        .raw(`explain analyze ${text.replace(/\$(\d+)/g, (_, n) => literal(values[Number(n) - 1]))}`)
        .execute(db);
      console.error(`\n${url}\n${plan.rows.map((r) => Object.values(r as object)[0]).join("\n")}`);
    }
  }
  results.set("/repairs/parts", await time(() => parts.loader(get("/repairs/parts"))));
  return results;
}

try {
  printTimings(
    `${GAMES} machines, ${REPAIRS} repairs, ${WORK_ENTRIES} work entries, ${PARTS} parts`,
    await onBothDatabases(scratch, bench),
    BUDGET_MS,
  );
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
