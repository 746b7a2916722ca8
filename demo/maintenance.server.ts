import type { DB } from "~/utils/db.server";
import { readCycles } from "~/models/maintenance/cycles.server";
import { parseSteps } from "~/models/maintenance/maintenance";
import { appendReading } from "~/models/maintenance/plays.server";
import { addStarterSet } from "~/models/maintenance/starter-set.server";
import { DEMO_BUSINESS_HOURS } from "./content/hours";
import { DAY } from "./content/museum-time";

/** How long before the seed's "now" the demo museum added the starter set. */
const STARTER_SET_DAYS_AGO = 120;
/** The Pinball machines whose play counter the demo reads, and the days before "now" it read them. */
const COUNTED_MACHINES = 3;
const READ_DAYS_AGO = [21, 14, 7, 1];
/** The demo museum's opening hours a day, on average over its week. */
const OPEN_HOURS_A_DAY =
  DEMO_BUSINESS_HOURS.reduce((sum, { open_time, close_time }) => {
    if (!open_time || !close_time) return sum;
    const hour = (time: string) => Number(time.slice(0, 2)) + Number(time.slice(3, 5)) / 60;
    return sum + hour(close_time) - hour(open_time);
  }, 0) / 7;

/** A cycle's interval in calendar days, roughly: the sooner of its days and its opening hours (plays aside). */
const daysOf = (cycle: { every_days: number | null; every_open_hours: number | null }) =>
  Math.min(cycle.every_days ?? 30, cycle.every_open_hours ? cycle.every_open_hours / OPEN_HOURS_A_DAY : 30);

/**
 * When each cycle was last done, by its place in the list, in days before "now" (null: never, so overdue since
 * the starter set came): one in fifteen never done, two most of an interval ago (due, or overdue where hours
 * come first), the rest within the first half of their interval (later).
 */
const MIX: ((interval: number) => number | null)[] = [
  () => null,
  (interval) => Math.round(interval * 0.92),
  (interval) => Math.round(interval * 0.95),
  ...Array.from({ length: 12 }, (_, k) => (interval: number) => Math.max(1, Math.round((interval * k) / 24))),
];

/**
 * Preventive maintenance in the demo museum (docs/product.md#maintenance): the starter set, added as its button
 * adds it, for the Pinball and Arcade machines on the floor; a well-kept museum's history of done rows
 * (MIX), so the due list shows a few overdue, some due and most later; and a few weeks of counter readings on
 * some pinball machines, each through `appendReading`, which keeps the running total. Runs inside the seed's
 * transaction.
 */
export async function seedDemoMaintenance(trx: DB, now: Date) {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  await addStarterSet(trx, ["Pinball", "Arcade"], null, iso(STARTER_SET_DAYS_AGO));

  const cycles = await readCycles(trx);
  const done = cycles.flatMap((cycle, i) => {
    const daysAgo = MIX[i % MIX.length](daysOf(cycle));
    if (daysAgo === null) return [];
    return [
      {
        task_id: cycle.taskId,
        game_id: cycle.gameId,
        done_at: iso(daysAgo),
        minutes: cycle.minutes,
        steps_done: JSON.stringify(parseSteps(cycle.steps).map((step) => step.text)),
        due_at: null,
        late: false,
      },
    ];
  });
  if (done.length) await trx.insertInto("maintenance_done").values(done).execute();

  const pinball = [...new Set(cycles.filter((c) => c.gameType === "Pinball").map((c) => c.gameId))];
  for (const [m, gameId] of pinball.slice(0, COUNTED_MACHINES).entries())
    for (const [r, daysAgo] of READ_DAYS_AGO.entries())
      await appendReading(trx, {
        game_id: gameId,
        reading: 10_000 * (m + 1) + 180 * (r + 1) * (m + 2),
        read_at: iso(daysAgo),
        note: null,
        source: "staff",
        created_by: null,
        counter_key_id: null,
      });
}
