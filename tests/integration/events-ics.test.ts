import ICAL from "ical.js";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { loader as oneEventLoader } from "~/routes/events.$id.calendar[.]ics";
import { loader as feedLoader } from "~/routes/events[.]ics";
import { getConfig } from "~/utils/config.server";
import type { DB } from "~/utils/db.server";
import { describeEachDatabase } from "./databases";

/** Saturday 31 October 2026, 12:00 in the museum (America/New_York, still EDT: the clocks go back tomorrow). */
const NOW = new Date("2026-10-31T16:00:00.000Z");
const CREATED = "2026-10-01T09:15:00.000Z";

type Seed = {
  title: string;
  date: string;
  time: string;
  type?: "event" | "tournament";
  fee?: number;
  description?: string;
};

async function addEvent(db: DB, seed: Seed) {
  const type = seed.type ?? "event";
  const row = await db
    .insertInto("events")
    .values({
      title: seed.title,
      description: seed.description ?? `${seed.title}: bring friends`,
      date: seed.date,
      time: seed.time,
      type,
      registration_fee: type === "tournament" ? (seed.fee ?? null) : null,
      admission_fee: type === "event" ? (seed.fee ?? null) : null,
      created_at: CREATED,
      updated_at: CREATED,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Each event with the instants it must start and end at and its wall clock in Florida, worked out by hand (EDT is
 * UTC-4, EST UTC-5; the clocks go back on 1 November 2026 at 02:00 and forward on 14 March 2027 at 02:00). Every event
 * lasts two hours (docs/departures.md#calendar-two-hours). The repeated hour of 1 November is left out on purpose:
 * ical.js reads a local time in it as its second occurrence, where RFC 5545 (3.3.5) says the first.
 */
const UPCOMING = [
  {
    seed: { title: "Morning Warm-up", date: "2026-10-31", time: "10:00" },
    start: "2026-10-31T14:00:00.000Z",
    end: "2026-10-31T16:00:00.000Z",
    wall: ["2026-10-31T10:00:00", "2026-10-31T12:00:00"],
  },
  {
    seed: { title: "Clocks Back Brunch, Pinball; Coffee", date: "2026-11-01", time: "13:00", fee: 0 },
    start: "2026-11-01T18:00:00.000Z",
    end: "2026-11-01T20:00:00.000Z",
    wall: ["2026-11-01T13:00:00", "2026-11-01T15:00:00"],
  },
  {
    seed: { title: "Monthly Pinball Tournament", date: "2026-11-07", time: "19:00", type: "tournament", fee: 20 },
    start: "2026-11-08T00:00:00.000Z",
    end: "2026-11-08T02:00:00.000Z",
    wall: ["2026-11-07T19:00:00", "2026-11-07T21:00:00"],
  },
  {
    seed: { title: "Midnight Marathon", date: "2026-11-13", time: "23:00", fee: 16 },
    start: "2026-11-14T04:00:00.000Z",
    end: "2026-11-14T06:00:00.000Z",
    wall: ["2026-11-13T23:00:00", "2026-11-14T01:00:00"],
  },
  {
    seed: { title: "Spring Forward Night Owls", date: "2027-03-14", time: "01:30" },
    start: "2027-03-14T06:30:00.000Z",
    end: "2027-03-14T08:30:00.000Z",
    wall: ["2027-03-14T01:30:00", "2027-03-14T04:30:00"],
  },
  {
    seed: { title: "Independence Day High Scores", date: "2027-07-04", time: "13:00", type: "tournament" },
    start: "2027-07-04T17:00:00.000Z",
    end: "2027-07-04T19:00:00.000Z",
    wall: ["2027-07-04T13:00:00", "2027-07-04T15:00:00"],
  },
] as const;

const PAST: Seed = { title: "Halloween Eve Bash", date: "2026-10-30", time: "19:00" };

const EXPECTED_DESCRIPTION: Record<string, string> = {
  "Morning Warm-up": "Morning Warm-up: bring friends\n\nSpecial Event",
  "Clocks Back Brunch, Pinball; Coffee":
    "Clocks Back Brunch, Pinball; Coffee: bring friends\n\nSpecial Event\nAdmission fee: Free",
  "Monthly Pinball Tournament": "Monthly Pinball Tournament: bring friends\n\nTournament\nRegistration fee: $20",
  "Midnight Marathon": "Midnight Marathon: bring friends\n\nSpecial Event\nAdmission fee: $16",
  "Spring Forward Night Owls": "Spring Forward Night Owls: bring friends\n\nSpecial Event",
  "Independence Day High Scores": "Independence Day High Scores: bring friends\n\nTournament",
};

const args = (path: string, params: Record<string, string> = {}, headers: HeadersInit = {}) =>
  ({ request: new Request(`http://localhost${path}`, { headers }), params, context: {} }) as never;

const fetchFeed = (headers: HeadersInit = {}) => feedLoader(args("/events.ics", {}, headers));
const fetchOne = (id: string) => oneEventLoader(args(`/events/${id}/calendar.ics`, { id }));

/** Parses with a real iCalendar library; the feed's own VTIMEZONE is the only time-zone data it gets. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: component.getFirstPropertyValue("url"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      wall: [event.startDate.toString(), event.endDate.toString()],
      tzid: [component.getFirstProperty("dtstart")?.getParameter("tzid"), event.endDate.zone?.tzid],
      stamp: component.getFirstPropertyValue("dtstamp")?.toString(),
    };
  });
}

describeEachDatabase("events as iCalendar", (getDb) => {
  const ids = new Map<string, number>();
  const host = () => new URL(getConfig().publicUrl).hostname;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const db = getDb();
    await db.deleteFrom("events").execute();
    ids.clear();
    ids.set(PAST.title, await addEvent(db, PAST));
    // Stored out of order: the feed sorts by date and time.
    for (const { seed } of [...UPCOMING].reverse()) ids.set(seed.title, await addEvent(db, seed));
    ICAL.TimezoneService.reset();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("/events.ics holds every event from today on, in museum time with its zone, and nothing past", async () => {
    const response = await fetchFeed();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=900");
    expect(response.headers.get("Content-Disposition")).toBeNull();
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n");
    expect(text).not.toContain(PAST.title);

    const events = parse(text);
    expect(events).toHaveLength(UPCOMING.length);
    for (const [i, expected] of UPCOMING.entries()) {
      const { title } = expected.seed;
      expect(events[i], title).toEqual({
        uid: `event-${ids.get(title)}@${host()}`,
        summary: title,
        description: EXPECTED_DESCRIPTION[title],
        location: "Replay Arcade & Pinball Museum, 412 Orange Avenue, Fort Pierce, FL 34950",
        url: `${getConfig().publicUrl}/events#event-${ids.get(title)}`,
        start: expected.start,
        end: expected.end,
        wall: expected.wall,
        tzid: ["America/New_York", "America/New_York"],
        stamp: "2026-10-01T09:15:00Z",
      });
    }
  });

  it("keeps each event's UID across fetches and edits, and answers an unchanged feed with 304", async () => {
    const first = await fetchFeed();
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const before = parse(await first.text());

    const again = await fetchFeed({ "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const id = ids.get("Midnight Marathon")!;
    await getDb()
      .updateTable("events")
      .set({ title: "Midnight Marathon II", time: "22:00", updated_at: "2026-10-31T15:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    const changed = await fetchFeed({ "If-None-Match": etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    const after = parse(await changed.text());
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[3]).toMatchObject({
      uid: `event-${id}@${host()}`,
      summary: "Midnight Marathon II",
      start: "2026-11-14T03:00:00.000Z",
      wall: ["2026-11-13T22:00:00", "2026-11-14T00:00:00"],
      stamp: "2026-10-31T15:00:00Z",
    });
  });

  it("a day later the feed has dropped the day that passed", async () => {
    vi.setSystemTime(new Date("2026-11-01T05:30:00.000Z")); // 1 November, 01:30 EDT
    const events = parse(await (await fetchFeed()).text());
    expect(events.map((e) => e.summary)).toEqual(UPCOMING.slice(1).map((e) => e.seed.title));
  });

  it("with no upcoming event the feed is an empty calendar", async () => {
    vi.setSystemTime(new Date("2027-07-05T04:00:00.000Z")); // 5 July 2027, 00:00 EDT
    const response = await fetchFeed();
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain("BEGIN:VEVENT");
    expect(parse(text)).toEqual([]);
  });

  it("one event's .ics is a download named after it, the same event as in the feed", async () => {
    const feed = parse(await (await fetchFeed()).text());
    const id = ids.get("Clocks Back Brunch, Pinball; Coffee")!;
    const response = await fetchOne(String(id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="clocks-back-brunch-pinball-coffee.ics"',
    );
    const [event, ...rest] = parse(await response.text());
    expect(rest).toEqual([]);
    expect(event).toEqual(feed[1]);
    expect(event).toMatchObject({ start: "2026-11-01T18:00:00.000Z", end: "2026-11-01T20:00:00.000Z" });
  });

  it("one event's .ics is 404 for an unknown, past or malformed id", async () => {
    const missing = Math.max(...ids.values()) + 1;
    for (const id of [String(missing), String(ids.get(PAST.title)), "abc", "1.5", "99999999999"]) {
      const response = await fetchOne(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get("Content-Type"), id).toBe("text/plain");
    }
  });
});
