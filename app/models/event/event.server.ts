import type { MuseumEvent } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { museumClock } from "../hours/museum-clock";
import { formatMuseumDay, MUSEUM_DATE_FORMATS } from "~/utils/museum-date.server";
import type { EventDateLabels, PublicEvent } from "./event";

export const PUBLIC_EVENT_COLUMNS = [
  "id",
  "title",
  "description",
  "date",
  "time",
  "type",
  "registration_fee",
  "admission_fee",
] as const;

export function eventDateLabels(date: string): EventDateLabels {
  return {
    long: formatMuseumDay(date, MUSEUM_DATE_FORMATS.longDay),
    month: formatMuseumDay(date, "MMM"),
    day: formatMuseumDay(date, "d"),
    weekday: formatMuseumDay(date, "EEE"),
  };
}

type PublicEventRow = Pick<MuseumEvent, (typeof PUBLIC_EVENT_COLUMNS)[number]>;

export function toPublicEvent(row: PublicEventRow): PublicEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    type: row.type,
    registrationFee: row.registration_fee == null ? null : Number(row.registration_fee),
    admissionFee: row.admission_fee == null ? null : Number(row.admission_fee),
    dateLabels: eventDateLabels(row.date),
  };
}

/** Home: date on or after today's midnight in museum time, ascending, at most 2. */
export async function listHomeEvents(db: DB, now: Date, timeZone: string, limit = 2) {
  const { date } = museumClock(now, timeZone);
  const rows = await db
    .selectFrom("events")
    .select(PUBLIC_EVENT_COLUMNS)
    .where("date", ">=", date)
    .orderBy("date")
    .orderBy("time")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toPublicEvent);
}

/** Events page: starting now or later in museum time, ascending. */
export async function listUpcomingEvents(db: DB, now: Date, timeZone: string) {
  const { date, time } = museumClock(now, timeZone);
  const rows = await db
    .selectFrom("events")
    .select(PUBLIC_EVENT_COLUMNS)
    .where((eb) => eb.or([eb("date", ">", date), eb.and([eb("date", "=", date), eb("time", ">=", time)])]))
    .orderBy("date")
    .orderBy("time")
    .orderBy("id")
    .execute();
  return rows.map(toPublicEvent);
}

/** When the events list last changed (sitemap lastmod). */
export async function latestEventUpdate(db: DB) {
  const row = await db
    .selectFrom("events")
    .select((eb) => eb.fn.max("updated_at").as("latest"))
    .executeTakeFirst();
  return (row?.latest as string | null | undefined) ?? null;
}
