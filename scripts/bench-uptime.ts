/**
 * `npx tsx scripts/bench-uptime.ts`: how long the repair stats screen (`/repairs/stats`) takes on a
 * year of a busy museum's history: 500 machines, 20,000 repairs with their status changes (about 46,000
 * rows), visitor reports with staff events, 20 special days, in a throw-away SQLite file and a throw-away
 * embedded PostgreSQL (or TEST_DATABASE_URL's server). Each URL's loader runs as a signed-in staff member
 * (session check included: all its queries and arithmetic), twice to warm up and then RUNS times; the table
 * gives the median and the slowest, in milliseconds of server time. Budget: 300 ms.
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

const BUDGET_MS = 300;
const scratch = benchEnvironment({ MUSEUM_TIMEZONE: "America/New_York" });

const { SEVERITIES } = await import("~/models/repair/floor");
const stats = await import("~/routes/repairs.stats");
const csv = await import("~/routes/repairs.stats[.]csv");
type DB = import("~/utils/db.server").DB;
type GameStatus = import("~/db/schema").GameStatus;

const GAMES = 500;
const REPAIRS = 20_000;
const STAFF = 12;
const BATCH = 500;
const DAY = 86_400_000;
const HOUR = 3_600_000;
// The year of history ends now; the loaders read the real clock.
const NOW = Date.now();
const YEAR_AGO = NOW - 365 * DAY;

const URLS = [
  "/repairs/stats?range=7",
  "/repairs/stats",
  "/repairs/stats?range=90",
  `/repairs/stats?from=${new Date(NOW - 364 * DAY).toISOString().slice(0, 10)}&to=${new Date(NOW - DAY).toISOString().slice(0, 10)}`,
  "/repairs/stats.csv?range=90",
];

async function inBatches<T>(rows: T[], insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Each machine's 40 repairs follow one another over the year: down when logged, Awaiting Parts half-way for
 * one in four, Operational again when resolved (from an hour to four days later); the newest few are still
 * open. A third are visitor reports, most with a staff member's first event.
 */
async function fill(db: DB) {
  const staff = await benchStaff(db, STAFF);
  await db.deleteFrom("business_hours").execute();
  await db
    .insertInto("business_hours")
    .values(
      Array.from({ length: 7 }, (_, day) =>
        day === 1
          ? { day_of_week: day, open_time: null, close_time: null, is_closed: true }
          : {
              day_of_week: day,
              open_time: "11:00",
              close_time: day === 5 || day === 6 ? "23:00" : "21:00",
              is_closed: false,
            },
      ),
    )
    .execute();
  await db.deleteFrom("special_hours").execute();
  await db
    .insertInto("special_hours")
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        date: iso(YEAR_AGO + (i * 18 + 3) * DAY).slice(0, 10),
        open_time: i % 2 ? "12:00" : null,
        close_time: i % 2 ? "16:00" : null,
        is_closed: i % 2 === 0,
        reason: `Bench day ${i}`,
      })),
    )
    .execute();

  const games: number[] = [];
  await inBatches(
    Array.from({ length: GAMES }, (_, i) => ({
      name: `Bench Machine ${i}`,
      slug: `bench-machine-${i}`,
      type: i % 2 ? ("Pinball" as const) : ("Arcade" as const),
      location: i % 10 === 9 ? ("Warehouse" as const) : ("Replay" as const),
      status: "Operational" as GameStatus,
      all_images: "[]",
      missing_parts: "[]",
      for_sale: false,
      created_at: iso(YEAR_AGO - DAY),
      updated_at: iso(YEAR_AGO - DAY),
    })),
    async (rows) =>
      games.push(...(await db.insertInto("games").values(rows).returning("id").execute()).map((r) => r.id)),
  );

  type Change = { game_id: number; from_status: GameStatus | null; to_status: GameStatus; changed_at: string };
  const changes: Change[] = games.map((id) => ({
    game_id: id,
    from_status: null,
    to_status: "Operational",
    changed_at: iso(YEAR_AGO - DAY),
  }));
  const repairs: {
    game_id: number;
    created: number;
    resolved: number | null;
    visitor: boolean;
    severity: (typeof SEVERITIES)[number];
  }[] = [];
  const perGame = REPAIRS / GAMES;
  const gap = (365 * DAY) / perGame;
  const still: GameStatus[] = games.map(() => "Operational");
  for (let g = 0; g < GAMES; g++) {
    for (let k = 0; k < perGame; k++) {
      const i = g * perGame + k;
      const created = YEAR_AGO + k * gap + ((i * 7919) % 97) * HOUR * 0.2;
      const length = HOUR + ((i * 104_729) % 96) * HOUR;
      const open = k === perGame - 1 && g % 4 === 0;
      const resolved = open ? null : created + length;
      repairs.push({ game_id: games[g], created, resolved, visitor: i % 3 === 0, severity: SEVERITIES[i % 4] });
      changes.push({ game_id: games[g], from_status: "Operational", to_status: "In Repair", changed_at: iso(created) });
      let last: GameStatus = "In Repair";
      if (i % 4 === 0) {
        changes.push({
          game_id: games[g],
          from_status: "In Repair",
          to_status: "Awaiting Parts",
          changed_at: iso(created + length / 2),
        });
        last = "Awaiting Parts";
      }
      if (resolved !== null)
        changes.push({ game_id: games[g], from_status: last, to_status: "Operational", changed_at: iso(resolved) });
      else still[g] = last;
    }
  }
  for (let g = 0; g < GAMES; g++)
    if (still[g] !== "Operational")
      await db.updateTable("games").set({ status: still[g] }).where("id", "=", games[g]).execute();
  await inBatches(
    changes.map((c, i) => ({ ...c, changed_by: staff[i % STAFF], source: "edit" as const })),
    (rows) => db.insertInto("game_status_history").values(rows).execute(),
  );

  const ids: number[] = [];
  await inBatches(
    repairs.map((r, i) => ({
      game_id: r.game_id,
      comment: `Bench repair ${i}`,
      resolved: r.resolved !== null,
      resolved_at: r.resolved === null ? null : iso(r.resolved),
      resolved_by: r.resolved === null ? null : staff[i % STAFF],
      source: r.visitor ? ("visitor" as const) : ("staff" as const),
      reporter_name: r.visitor ? "A visitor" : null,
      created_by: r.visitor ? null : staff[(i + 1) % STAFF],
      created_at: iso(r.created),
      updated_at: iso(r.created),
      severity: r.severity,
      safety: i % 41 === 0,
      status: r.resolved === null ? ("open" as const) : ("resolved" as const),
      triaged_at: r.visitor && i % 5 === 0 ? null : iso(r.created + 2 * HOUR),
    })),
    async (rows) =>
      ids.push(...(await db.insertInto("repairs").values(rows).returning("id").execute()).map((r) => r.id)),
  );
  const events = repairs.flatMap((r, i) =>
    r.visitor
      ? [
          { repair_id: ids[i], kind: "reported", actor: null, created_at: iso(r.created) },
          ...(i % 5
            ? [{ repair_id: ids[i], kind: "taken", actor: staff[i % STAFF], created_at: iso(r.created + HOUR) }]
            : []),
        ]
      : [{ repair_id: ids[i], kind: "logged", actor: staff[i % STAFF], created_at: iso(r.created) }],
  );
  await inBatches(events, (rows) => db.insertInto("repair_events").values(rows).execute());
  console.error(`  ${changes.length} status changes, ${events.length} repair events`);
  return staff[0];
}

async function bench(db: DB, label: string) {
  const started = performance.now();
  const userId = await fill(db);
  await analyze(db, label);
  console.error(`${label}: filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const get = await signedInLoaderArgs(db, userId);
  const results = new Map<string, Timing>();
  for (const url of URLS) {
    const loader = url.startsWith("/repairs/stats.csv") ? csv.loader : stats.loader;
    results.set(
      url,
      await time(async () => {
        const answer = await loader(get(url));
        // The CSV's body is part of its work.
        if (answer instanceof Response) await answer.text();
      }),
    );
  }
  return results;
}

try {
  printTimings(`${GAMES} machines, ${REPAIRS} repairs over a year`, await onBothDatabases(scratch, bench), BUDGET_MS);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
