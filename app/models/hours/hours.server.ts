import type { DB } from "~/utils/db.server";
import { addCalendarDays, fullWeek, SPECIAL_DAYS_AHEAD, type HoursAhead } from "./hours";

export function listBusinessHours(db: DB) {
  return db.selectFrom("business_hours").selectAll().orderBy("day_of_week").execute();
}

/** Special days from the given museum date on (today's entry included). */
export function listSpecialHoursFrom(db: DB, fromDate: string) {
  return db.selectFrom("special_hours").selectAll().where("date", ">=", fromDate).orderBy("date").execute();
}

/** The week and the special days of the next seven days from the museum's `today`: what every page's hours show. */
export async function readHoursAhead(db: DB, today: string): Promise<HoursAhead> {
  const [weekly, special] = await Promise.all([
    listBusinessHours(db),
    db
      .selectFrom("special_hours")
      .selectAll()
      .where("date", ">=", today)
      .where("date", "<", addCalendarDays(today, SPECIAL_DAYS_AHEAD))
      .orderBy("date")
      .execute(),
  ]);
  return { weekly: fullWeek(weekly), special };
}
