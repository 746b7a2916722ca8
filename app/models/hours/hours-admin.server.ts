import type { DB } from "~/utils/db.server";
import { audit, type Actor } from "../audit/audit.server";
import { markChecked } from "../go-live/go-live-checks.server";
import type { WeeklyHours } from "./hours";
import type { SpecialHoursInput } from "./hours.schema";

/**
 * A manager's writes to the hours: business_hours upserted on day_of_week, special_hours on
 * date. Each is one transaction with its audit row; the public pages read these tables on every request,
 * so a change shows at once.
 */

const hoursText = (h: { is_closed: boolean; open_time: string | null; close_time: string | null }) =>
  h.is_closed ? "closed" : `${h.open_time}-${h.close_time}`;

/** The whole week in one statement: a row per weekday, inserted or overwritten, so a missing day is filled in too. */
export async function saveWeeklyHours(db: DB, week: WeeklyHours[], actor: Actor) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("business_hours")
      .values(
        week.map((d) => ({
          day_of_week: d.day_of_week,
          open_time: d.open_time,
          close_time: d.close_time,
          is_closed: d.is_closed,
        })),
      )
      .onConflict((oc) =>
        oc.column("day_of_week").doUpdateSet((eb) => ({
          open_time: eb.ref("excluded.open_time"),
          close_time: eb.ref("excluded.close_time"),
          is_closed: eb.ref("excluded.is_closed"),
        })),
      )
      .execute();
    await audit(trx, {
      action: "business_hours_updated",
      userId: actor.id,
      entity: "business_hours",
      details: Object.fromEntries(week.map((d) => [d.day_of_week, hoursText(d)])),
      ip: actor.ip,
    });
    await markChecked(trx, "hours", actor);
  });
}

/** Adds or overwrites the entry for its date; an entry whose date was changed in the form moves (its old date is removed). */
export async function saveSpecialHours(db: DB, input: SpecialHoursInput, actor: Actor) {
  const { previousDate, ...row } = input;
  await db.transaction().execute(async (trx) => {
    if (previousDate) await trx.deleteFrom("special_hours").where("date", "=", previousDate).execute();
    await trx
      .insertInto("special_hours")
      .values(row)
      .onConflict((oc) =>
        oc.column("date").doUpdateSet((eb) => ({
          open_time: eb.ref("excluded.open_time"),
          close_time: eb.ref("excluded.close_time"),
          is_closed: eb.ref("excluded.is_closed"),
          reason: eb.ref("excluded.reason"),
        })),
      )
      .execute();
    await audit(trx, {
      action: "special_hours_saved",
      userId: actor.id,
      entity: "special_hours",
      entityId: row.date,
      details: { hours: hoursText(row), reason: row.reason, ...(previousDate ? { movedFrom: previousDate } : {}) },
      ip: actor.ip,
    });
  });
}

/** False when there was no entry for that date (already deleted by a colleague). */
export async function deleteSpecialHours(db: DB, date: string, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("special_hours").where("date", "=", date).returningAll().executeTakeFirst();
    if (!deleted) return false;
    await audit(trx, {
      action: "special_hours_deleted",
      userId: actor.id,
      entity: "special_hours",
      entityId: date,
      details: { hours: hoursText(deleted), reason: deleted.reason },
      ip: actor.ip,
    });
    return true;
  });
}
