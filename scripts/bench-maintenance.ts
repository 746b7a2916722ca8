/**
 * `npm run bench:maintenance`: how long the due list's read (`readDueList`) takes on a year of a busy museum's
 * maintenance: 500 machines, 2,000 tasks (by type, for a list of machines, for one machine; by days, opening
 * hours, plays or all three), a year of done rows for each cycle and a counter reading a day for each machine, in
 * a throw-away SQLite file and a throw-away embedded PostgreSQL (or TEST_DATABASE_URL's server). Each read runs
 * twice to warm up and then RUNS (20) times; the table gives the median and the 95th percentile of server time in
 * milliseconds, for the whole list, one machine, the overdue, and the /maintenance page's loader. Budget: 100 ms.
 */
import fs from "node:fs";
import {
  analyze,
  benchStaff,
  benchEnvironment,
  loadAverage,
  onBothDatabases,
  signedInLoaderArgs,
} from "./bench/harness";
import { formatTable } from "./bench/table";

const BUDGET_MS = 100;
const RUNS = Number(process.env.BENCH_RUNS || 20);
const scratch = benchEnvironment({ MUSEUM_TIMEZONE: "America/New_York" });

const { readDueList } = await import("~/models/maintenance/due-list.server");
const page = await import("~/routes/maintenance");
type DB = import("~/utils/db.server").DB;
type GameType = import("~/db/schema").GameType;

const GAMES = 500;
const TYPE_TASKS = 10;
const LIST_TASKS = 190;
const MACHINE_TASKS = 1_800;
const PER_LIST = 5;
const BATCH = 500;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.now();
const YEAR_AGO = NOW - 365 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();
const TYPES: GameType[] = ["Pinball", "Arcade", "Pinball", "Skeeball"];

async function inBatches<T>(rows: T[], insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Four interval mixes in turn: days; opening hours; plays; all three. */
function intervals(i: number) {
  const kind = i % 4;
  return {
    every_days: kind === 0 || kind === 3 ? [7, 14, 30, 90][i % 4] : null,
    every_open_hours: kind === 1 || kind === 3 ? [40, 100, 200][i % 3] : null,
    every_plays: kind === 2 || kind === 3 ? [500, 2_000, 5_000][i % 3] : null,
  };
}

async function fill(db: DB) {
  const staff = await benchStaff(db, 12);
  await db.deleteFrom("business_hours").execute();
  await db
    .insertInto("business_hours")
    .values(
      Array.from({ length: 7 }, (_, day) => ({
        day_of_week: day,
        open_time: day === 1 ? null : "11:00",
        close_time: day === 1 ? null : day >= 5 ? "23:00" : "21:00",
        is_closed: day === 1,
      })),
    )
    .execute();
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

  const games: { id: number; type: GameType; floor: boolean }[] = [];
  await inBatches(
    Array.from({ length: GAMES }, (_, i) => ({
      name: `Bench Machine ${i}`,
      slug: `bench-machine-${i}`,
      type: TYPES[i % TYPES.length],
      location: i % 10 === 9 ? ("Warehouse" as const) : ("Replay" as const),
      status: "Operational" as const,
      all_images: "[]",
      missing_parts: "[]",
      for_sale: false,
      created_at: iso(YEAR_AGO - DAY),
      updated_at: iso(YEAR_AGO - DAY),
    })),
    async (rows) => {
      const ids = await db.insertInto("games").values(rows).returning("id").execute();
      ids.forEach(({ id }, k) => games.push({ id, type: rows[k].type, floor: rows[k].location === "Replay" }));
    },
  );

  const created = iso(YEAR_AGO);
  const task = (i: number, scope: "type" | "list" | "machine", game_type: GameType | null) => ({
    title: `Bench task ${i}`,
    steps: JSON.stringify([{ text: "Check it", safety: i % 9 === 0 }]),
    minutes: 20,
    scope,
    game_type,
    ...intervals(i),
    created_by: staff[0],
    created_at: created,
    updated_at: created,
  });
  const specs = [
    ...Array.from({ length: TYPE_TASKS }, (_, i) => task(i, "type", TYPES[i % 2])),
    ...Array.from({ length: LIST_TASKS }, (_, i) => task(TYPE_TASKS + i, "list", null)),
    ...Array.from({ length: MACHINE_TASKS }, (_, i) => task(TYPE_TASKS + LIST_TASKS + i, "machine", null)),
  ];
  const taskIds: number[] = [];
  await inBatches(specs, async (rows) =>
    taskIds.push(...(await db.insertInto("maintenance_tasks").values(rows).returning("id").execute()).map((r) => r.id)),
  );

  // Every cycle: the type tasks on the floor's machines of their type, a list task on five, a machine task on one.
  const cycles: { task: number; game: number; spec: (typeof specs)[number] }[] = [];
  specs.forEach((spec, i) => {
    const on =
      spec.scope === "type"
        ? games.filter((g) => g.floor && g.type === spec.game_type)
        : spec.scope === "list"
          ? Array.from({ length: PER_LIST }, (_, k) => games[(i * 7 + k * 101) % GAMES])
          : [games[i % GAMES]];
    for (const game of on) cycles.push({ task: taskIds[i], game: game.id, spec });
  });
  await inBatches(
    cycles.filter((c) => c.spec.scope !== "type").map((c) => ({ task_id: c.task, game_id: c.game, added_at: created })),
    (rows) => db.insertInto("maintenance_task_games").values(rows).execute(),
  );

  // A counter reading a day per machine, about 60 plays a day.
  const readings = games.flatMap((g) =>
    Array.from({ length: 365 }, (_, d) => ({
      game_id: g.id,
      reading: 10_000 + d * 60 + (g.id % 7),
      read_at: iso(YEAR_AGO + d * DAY + 20 * HOUR),
      source: "counter" as const,
      // What `appendReading` keeps, written out: one insert per reading would take minutes to fill.
      plays_total: d * 60,
    })),
  );
  await inBatches(readings, (rows) => db.insertInto("play_readings").values(rows).execute());

  // Done about as often as due: every N days, or about a week per 60 opening hours or 500 plays; a few never.
  const done = cycles.flatMap((c, i) => {
    if (i % 13 === 0) return [];
    const { every_days, every_open_hours, every_plays } = c.spec;
    const gap =
      Math.min(
        every_days ?? Infinity,
        every_open_hours ? (every_open_hours / 60) * 7 : Infinity,
        every_plays ? every_plays / 60 : Infinity,
      ) * DAY;
    const rows = [];
    for (let at = YEAR_AGO + gap * (0.5 + (i % 5) / 10); at < NOW - DAY; at += gap) {
      // The counter kept with a done: the day's reading at or before it, as `markDone` keeps it.
      const day = Math.floor((at - YEAR_AGO - 20 * HOUR) / DAY);
      const counted = c.spec.every_plays !== null && day >= 0;
      rows.push({
        task_id: c.task,
        game_id: c.game,
        done_at: iso(at),
        done_by: staff[i % staff.length],
        minutes: 20,
        late: false,
        plays_at_done: counted ? 10_000 + day * 60 + (c.game % 7) : null,
        plays_total_at_done: counted ? day * 60 : null,
      });
    }
    return rows;
  });
  await inBatches(done, (rows) => db.insertInto("maintenance_done").values(rows).execute());

  const claims = cycles.filter((_, i) => i % 17 === 0);
  await inBatches(
    claims.map((c, i) => ({
      task_id: c.task,
      game_id: c.game,
      assigned_to: staff[i % staff.length],
      assigned_at: iso(NOW - DAY),
    })),
    (rows) => db.insertInto("maintenance_claims").values(rows).execute(),
  );
  console.error(
    `  ${cycles.length} cycles, ${done.length} done rows, ${readings.length} readings, ${claims.length} taken`,
  );
  return { staff: staff[0], machine: games[42].id };
}

type Timing = { median: number; p95: number };

async function time(run: () => Promise<unknown>): Promise<Timing> {
  await run();
  await run();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  const sorted = runs.sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.ceil(sorted.length * 0.95) - 1] };
}

async function bench(db: DB, label: string) {
  const started = performance.now();
  const { staff, machine } = await fill(db);
  await analyze(db, label);
  console.error(`${label}: filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const get = await signedInLoaderArgs(db, staff);
  const zone = "America/New_York";
  return new Map<string, Timing>([
    ["readDueList: every cycle", await time(() => readDueList(db, {}, Date.now(), zone))],
    ["readDueList: one machine", await time(() => readDueList(db, { gameId: machine }, Date.now(), zone))],
    ["readDueList: overdue", await time(() => readDueList(db, { state: "overdue" }, Date.now(), zone))],
    ["/maintenance (loader)", await time(() => page.loader(get("/maintenance")))],
  ]);
}

try {
  const { sqlite, postgres } = await onBothDatabases(scratch, bench);
  const cell = (t: Timing | undefined) => (t ? `${t.median.toFixed(1)} / ${t.p95.toFixed(1)}` : "-");
  const keys = [...new Set([...(sqlite?.keys() ?? []), ...(postgres?.keys() ?? [])])];
  console.log(
    `\n${GAMES} machines, 2,000 tasks, a year of done rows and readings; ${RUNS} runs each; ${loadAverage()}\n`,
  );
  console.log(
    formatTable(
      ["read", "SQLite ms, median / p95", "PostgreSQL ms, median / p95"],
      keys.map((key) => [key, cell(sqlite?.get(key)), cell(postgres?.get(key))]),
    ),
  );
  const slow = [...(sqlite ?? []), ...(postgres ?? [])].filter(([, t]) => t.median > BUDGET_MS);
  if (slow.length) {
    console.log(`\nOver the ${BUDGET_MS} ms budget: ${[...new Set(slow.map(([key]) => key))].join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
