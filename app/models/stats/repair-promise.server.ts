import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { REPAIR_PROMISE_DAYS, repairPromiseText } from "./repair-promise";
import { readUptimeStats } from "./uptime.server";

const DAY_MS = 86_400_000;

/**
 * The measured sentence for the repair promise: the median calendar time to repair of every repair (a machine
 * back to Operational) finished in the last 90 days, on any machine not in the Trash. Null below 10 repairs.
 */
export async function readRepairPromise(db: DB, now = new Date(), timeZone = getConfig().timeZone) {
  const games = await db.selectFrom("games").select("id").where("deleted_at", "is", null).execute();
  const { collection } = await readUptimeStats(
    db,
    {
      from: new Date(now.getTime() - REPAIR_PROMISE_DAYS * DAY_MS).toISOString(),
      to: now.toISOString(),
      gameIds: games.map((g) => g.id),
    },
    timeZone,
  );
  return repairPromiseText({
    count: collection.repairs.count,
    medianMinutes: collection.repairs.medianCalendarMinutes,
  });
}

/**
 * A 90-day median barely moves in minutes, and FAQ and About are public pages a crowd asks for at once, while
 * working it out reads every machine's recent status history (about 45 ms for 500 machines with 20,000
 * repairs in a year on an idle machine: scripts/bench-visitor-figures.ts), so each server keeps it for a while.
 */
const CACHE_MS = 5 * 60_000;
let cached: { value: string | null; until: number } | null = null;
let refreshing: Promise<string | null> | null = null;

/**
 * `readRepairPromise` for the public pages. Once a value is kept, no visitor waits for the next one: an expired
 * value is answered while one read (however many requests) works out the new. A failed read leaves the sentence
 * out, or keeps the last one, and is tried again on the next request.
 */
export async function cachedRepairPromise(db: DB) {
  if (cached && cached.until > Date.now()) return cached.value;
  refreshing ??= readRepairPromise(db)
    .then((value) => {
      cached = { value, until: Date.now() + CACHE_MS };
      return value;
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, "measured repair time failed to load");
      return cached?.value ?? null;
    })
    .finally(() => {
      refreshing = null;
    });
  return cached ? cached.value : refreshing;
}
