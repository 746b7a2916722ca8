import type { DB } from "~/utils/db.server";
import { pickAnnouncement } from "./announcement";

export async function getCurrentAnnouncement(db: DB, now = new Date()) {
  const iso = now.toISOString();
  const candidates = await db
    .selectFrom("announcements")
    .select(["id", "message", "type", "start_date", "end_date", "is_active"])
    .where("is_active", "=", true)
    .where("start_date", "<=", iso)
    .where("end_date", ">=", iso)
    .orderBy("start_date")
    .limit(5)
    .execute();
  return pickAnnouncement(candidates, now);
}
