import type { DB } from "~/utils/db.server";
import { readCycles } from "~/models/maintenance/cycles.server";
import { parseSteps } from "~/models/maintenance/maintenance";
import { appendReading } from "~/models/maintenance/plays.server";
import { addStarterSet } from "~/models/maintenance/starter-set.server";
import { DAY } from "./content/museum-time";

/** How long before the seed's "now" the demo museum added the starter set. */
const STARTER_SET_DAYS_AGO = 120;
/** The Pinball machines whose play counter the demo reads, and the days before "now" it read them. */
const COUNTED_MACHINES = 3;
const READ_DAYS_AGO = [21, 14, 7, 1];

/**
 * Preventive maintenance in the demo museum (docs/product.md#maintenance): the starter set, added as its button
 * adds it, for the Pinball and Arcade machines on the floor; a done row on two of every three of their cycles,
 * one a day old (later) and one most of an interval old (due, or overdue where hours come first), the third
 * never done (overdue), so the due list shows a mix; and a few weeks of counter readings on some pinball
 * machines, each through `appendReading`, which keeps the running total. Runs inside the seed's transaction.
 */
export async function seedDemoMaintenance(trx: DB, now: Date) {
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  await addStarterSet(trx, ["Pinball", "Arcade"], null, iso(STARTER_SET_DAYS_AGO));

  const cycles = await readCycles(trx);
  const done = cycles.flatMap((cycle, i) => {
    const interval = cycle.every_days ?? 30;
    const daysAgo = [null, 1, Math.round(interval * 0.92)][i % 3];
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
