import type { GoLiveCheckItem } from "~/db/schema";
import { nowIso, type DB } from "~/utils/db.server";
import type { Actor } from "../audit/audit.server";

/**
 * A manager's save of something the "Going live" checklist asks to be checked (migration 0032): the first one
 * is kept, in the save's own transaction, changed or not, since going over the week and finding it right is
 * the check.
 */
export async function markChecked(db: DB, item: GoLiveCheckItem, actor: Actor) {
  await db
    .insertInto("go_live_checks")
    .values({ item, checked_at: nowIso(), checked_by: actor.id })
    .onConflict((oc) => oc.column("item").doNothing())
    .execute();
}

/** What has been checked so far. */
export async function checkedItems(db: DB): Promise<Set<GoLiveCheckItem>> {
  const rows = await db.selectFrom("go_live_checks").select("item").execute();
  return new Set(rows.map((row) => row.item));
}
