import type { DB } from "~/utils/db.server";

export function listBusinessHours(db: DB) {
  return db.selectFrom("business_hours").selectAll().orderBy("day_of_week").execute();
}

/** Special days from the given museum date on (today's entry included). */
export function listSpecialHoursFrom(db: DB, fromDate: string) {
  return db.selectFrom("special_hours").selectAll().where("date", ">=", fromDate).orderBy("date").execute();
}
