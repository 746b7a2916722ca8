import { createHash } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import type { MuseumEvent } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import type { PublicMuseum } from "../settings/museum-settings";
import { slugify } from "../game/slug";
import { museumClock } from "../hours/museum-clock";
import { eventFee, eventTypeLabel } from "./event";
import { PUBLIC_EVENT_COLUMNS } from "./event.server";
import { vtimezone } from "./vtimezone";

/**
 * The events as iCalendar (RFC 5545), for /events.ics and each event's 'Add to calendar'. Times are the
 * museum's wall clock with its zone (TZID and a VTIMEZONE), so a visitor's calendar shows 7 pm in Florida
 * whatever zone their phone is in.
 */

/** An event keeps only its start; calendars are given this long (docs/departures.md#calendar-two-hours). */
export const CALENDAR_EVENT_HOURS = 2;

// The public page's columns, and the last change for DTSTAMP.
const CALENDAR_COLUMNS = [...PUBLIC_EVENT_COLUMNS, "updated_at"] as const;

type CalendarEvent = Pick<MuseumEvent, (typeof CALENDAR_COLUMNS)[number]>;

/**
 * Events from today on in museum time (the home page's rule, not the events page's "not started yet"): an
 * event stays in a subscriber's calendar, and its 'Add to calendar' link on the home page works, all its day.
 */
export async function listCalendarEvents(db: DB, now: Date, timeZone: string) {
  return db
    .selectFrom("events")
    .select(CALENDAR_COLUMNS)
    .where("date", ">=", museumClock(now, timeZone).date)
    .orderBy("date")
    .orderBy("time")
    .orderBy("id")
    .execute();
}

/** One event by the same rule; undefined when there is none or its day has passed. */
export async function findCalendarEvent(db: DB, id: number, now: Date, timeZone: string) {
  return db
    .selectFrom("events")
    .select(CALENDAR_COLUMNS)
    .where("id", "=", id)
    .where("date", ">=", museumClock(now, timeZone).date)
    .executeTakeFirst();
}

/** The one .ics file's name: the event's title, for the visitor's downloads folder. */
export const calendarFileName = (event: Pick<CalendarEvent, "id" | "title">) =>
  `${slugify(event.title) || `event-${event.id}`}.ics`;

function startOf(event: CalendarEvent, timeZone: string) {
  const [y, m, d] = event.date.split("-").map(Number);
  const [hh, mm] = event.time.split(":").map(Number);
  return new TZDate(y, m - 1, d, hh, mm, timeZone);
}

function descriptionOf(event: CalendarEvent) {
  const fee = eventFee({
    type: event.type,
    registrationFee: event.registration_fee == null ? null : Number(event.registration_fee),
    admissionFee: event.admission_fee == null ? null : Number(event.admission_fee),
  });
  return [event.description, "", eventTypeLabel(event.type), ...(fee ? [`${fee.label}: ${fee.text}`] : [])].join("\n");
}

const DAY = 24 * 60 * 60 * 1000;

/** The iCalendar text of `events`, each with a UID that stays the same for as long as the event exists. */
export function eventCalendar(
  events: CalendarEvent[],
  { timeZone, publicUrl, museum }: { timeZone: string; publicUrl: string; museum: PublicMuseum },
) {
  const host = new URL(publicUrl).hostname;
  const starts = events.map((event) => startOf(event, timeZone));
  // Called only when there is an event. From a day before its first year to a day after its last, whatever
  // the zone's offset, so the VTIMEZONE covers every event and stays the same all year.
  const zoneFor = (zone: string) => {
    const years = starts.map((start) => start.getFullYear());
    const from = new Date(Date.UTC(Math.min(...years), 0, 1) - DAY);
    return vtimezone(zone, from, new Date(Date.UTC(Math.max(...years) + 1, 0, 1) + DAY));
  };
  const calendar = ical({
    name: `${museum.longName}: events`,
    description: `Tournaments and special events at ${museum.longName}, ${museum.city}`,
    prodId: { company: museum.name, product: "Events", language: "EN" },
    url: `${publicUrl}/events`,
    // The zone is named on each event rather than on the calendar: a calendar zone would write DTSTAMP as a
    // local time, where RFC 5545 requires UTC. No ttl or x properties either: the generator writes them after
    // the VTIMEZONE, and RFC 5545 wants every calendar property before the first component.
    timezone: { name: null, generator: zoneFor },
  });
  events.forEach((event, i) => {
    const start = starts[i];
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start,
      end: new TZDate(start.getTime() + CALENDAR_EVENT_HOURS * 60 * 60 * 1000, timeZone),
      timezone: timeZone,
      // Without a METHOD, DTSTAMP is when the event last changed (RFC 5545, 3.8.7.2), so the feed is the same
      // text until something changes and a calendar's conditional request gets a 304.
      stamp: new Date(event.updated_at),
      lastModified: new Date(event.updated_at),
      summary: event.title,
      description: descriptionOf(event),
      location: `${museum.longName}, ${museum.address}`,
      url: `${publicUrl}/events#event-${event.id}`,
    });
  });
  return calendar.toString();
}

/**
 * The calendar as a response. Shared caches may keep it for a while (it is the same for everyone); the ETag
 * lets a calendar app that polls hourly get a 304 instead of the whole feed.
 */
export function calendarResponse(request: Request, body: string, attachment?: string) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "public, max-age=900",
    ETag: etag,
  });
  if (attachment) headers.set("Content-Disposition", `attachment; filename="${attachment}"`);
  const asked = (request.headers.get("If-None-Match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (asked.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
