import type { GameType } from "~/db/schema";
import { inTransaction, lockForWrite, nowIso, type DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { STARTER_SET, type StarterTask } from "./starter-set";
import { taskColumns } from "./task.server";

/**
 * Adds the starter set for the types picked: each entry no task outside the Trash was made from yet becomes a
 * task for every machine of its type on the floor. The table is locked for the check and the insert, so two
 * clicks at once still add each entry once. No actor: the demo museum's first start (demo/maintenance.server.ts).
 */
export async function addStarterSet(db: DB, types: GameType[], actor: Actor | null, at = nowIso()) {
  return inTransaction(db, async (trx) => {
    await lockForWrite(trx, "maintenance_tasks");
    const entries = types.flatMap((type) => (STARTER_SET[type] ?? []).map((entry) => ({ type, entry })));
    const there = new Set(
      (
        await trx
          .selectFrom("maintenance_tasks")
          .select("starter_key")
          .where("deleted_at", "is", null)
          .where("starter_key", "is not", null)
          .execute()
      ).map((row) => row.starter_key),
    );
    const missing = entries.filter(({ entry }) => !there.has(entry.key));
    if (missing.length)
      await trx
        .insertInto("maintenance_tasks")
        .values(
          missing.map(({ type, entry }) => ({
            ...taskColumns(starterInput(type, entry)),
            starter_key: entry.key,
            created_by: actor?.id ?? null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    const added = missing.length;
    await audit(trx, {
      action: "maintenance_starter_set_added",
      userId: actor?.id ?? null,
      entity: "maintenance_task",
      details: { types, added, there: entries.length - added },
      ip: actor?.ip ?? null,
    });
    return { added, there: entries.length - added };
  });
}

const starterInput = (type: GameType, entry: StarterTask) => ({
  title: entry.title,
  minutes: entry.minutes,
  scope: "type" as const,
  gameType: type,
  intervals: {
    days: entry.everyDays ?? null,
    openHours: entry.everyOpenHours ?? null,
    plays: entry.everyPlays ?? null,
  },
  steps: entry.steps,
});
