import type { GameStatus, RepairSource } from "~/db/schema";
import type { DB } from "~/utils/db.server";
import { newGame } from "./factories";

/*
 * Repair Stats' fixture: three machines over March 2026 in New York, worked out by hand.
 *
 * Period: [Sun Mar 1 00:00 EST, Tue Mar 31 00:00 EDT) = [2026-03-01T05:00Z, 2026-03-31T04:00Z), 30 days.
 * New York moves from EST (UTC-5) to EDT (UTC-4) on Sun Mar 8 at 02:00. Every instant below is written in
 * UTC with its wall-clock time beside it.
 *
 * Hours: Tuesday to Sunday 10:00-18:00 (480 minutes), Mondays closed. Special days: Wed Mar 18 closed,
 * Sat Mar 21 open 10:00-14:00 (240 minutes).
 * Open minutes in the period: Mar 1-30 has 30 days, 5 of them Mondays (2, 9, 16, 23, 30), so 25 open
 * weekdays; less the closed Mar 18: 24 days, of which Mar 21 is short: 23 x 480 + 240 = 11280.
 *
 * Machine A (on the floor), created Operational on Feb 1:
 *   A1  down Sat Mar 7 16:00 EST (21:00Z), up Sun Mar 8 12:00 EDT (16:00Z), over the closed night and the
 *       DST change. Open: Sat 16:00-18:00 = 120 + Sun 10:00-12:00 = 120 = 240. Calendar: 19 hours = 1140
 *       (20 on the wall clock, less the hour lost).
 *   A2  In Repair Tue Mar 17 12:00 EDT (16:00Z), Awaiting Parts 15:00 (19:00Z), up Thu Mar 19 11:00 EDT
 *       (15:00Z); one repair however many statuses, while a visitor's report and a staff repair overlap on it.
 *       Open: Tue 12:00-18:00 = 360 + Wed closed = 0 + Thu 10:00-11:00 = 60 = 420. Calendar: 47 hours = 2820.
 *   Down in open hours in the period: 240 + 420 = 660. Up: 11280 - 660 = 10620. Availability 10620/11280.
 *   Repairs: 2; mean 330 open, 1980 calendar. (A change on Apr 2, after the period, counts nowhere.)
 *
 * Machine B (on the floor):
 *   B1  down Fri Feb 27 17:00 EST (22:00Z), before the period; up Tue Mar 3 11:00 EST (16:00Z). Finished in
 *       the period, so counted in full. Open: Fri 17:00-18:00 = 60 + Sat Feb 28 480 + Sun Mar 1 480 + Mon
 *       closed + Tue 10:00-11:00 = 60 = 1080. Calendar: Feb 27 17:00 to Mar 3 11:00 = 90 hours = 5400.
 *   B2  down Sat Mar 21 13:00 EDT (17:00Z), the short day; up Sun Mar 22 10:30 EDT (14:30Z).
 *       Open: 13:00-14:00 = 60 + 10:00-10:30 = 30 = 90. Calendar: 21.5 hours = 1290.
 *   B3  Awaiting Parts from Sun Mar 29 15:00 EDT (19:00Z), still down on Mar 31: not a finished repair.
 *       Down in the period: Sun 15:00-18:00 = 180 (Mon 30 closed).
 *   Down in open hours in the period: Mar 1 480 + Mar 3 60 (B1) + 90 (B2) + 180 (B3) = 810.
 *   Up: 11280 - 810 = 10470. Availability 10470/11280. Repairs: 2; mean (1080 + 90) / 2 = 585 open,
 *   (5400 + 1290) / 2 = 3345 calendar.
 *
 * Machine C (in the Warehouse): no open minutes, availability none. Its repair still counts:
 *   C1  down Tue Mar 10 10:00 EDT (14:00Z), up Thu Mar 12 10:00 EDT (14:00Z). Open: Tue 480 + Wed 480 +
 *       Thu 0 = 960. Calendar: 48 hours = 2880.
 *
 * Machine D, not asked about, has history and a report in the period that must not count.
 *
 * Collection: open 11280 + 11280 = 22560, up 10620 + 10470 = 21090, availability 21090/22560.
 * Repairs, open minutes: 240, 420, 1080, 90, 960: mean 2790 / 5 = 558, median (90 240 420 960 1080) 420.
 * Repairs, calendar minutes: 1140, 2820, 5400, 1290, 2880: mean 13530 / 5 = 2706, median
 * (1140 1290 2820 2880 5400) 2820.
 *
 * Visitor reports made in the period, to the first staff action (the earlier of triaged_at and the first
 * event with an actor; events without an actor, a visitor's, do not count):
 *   R1 on B, Sat Mar 21 13:00 EDT (17:00Z); taken Sun 10:05 (14:05Z), triaged 10:10: open 60 + 5 = 65,
 *      calendar 21 h 05 = 1265.
 *   R2 on A, Tue Mar 17 11:00 EDT (15:00Z); a visitor's "same problem" at 11:30; triaged 11:45: 45 and 45.
 *   R3 on A, Mon Mar 2 12:00 EST (17:00Z), a closed day; work entry Tue 10:20 (15:20Z), triaged 10:40:
 *      open 20, calendar 22 h 20 = 1340.
 *   R4 on C, Sun Mar 29 16:00 EDT, nobody has acted: waiting.
 *   Not counted: a staff repair on A (Mar 17), a visitor report on B made Feb 27, one on D.
 * Triage: 3 acted on, 1 waiting; median open (20 45 65) 45, median calendar (45 1265 1340) 1265.
 */

export const TZ = "America/New_York";
export const FROM = "2026-03-01T05:00:00.000Z";
export const TO = "2026-03-31T04:00:00.000Z";
const z = (iso: string) => new Date(iso).toISOString();

/** Writes the fixture above into `db` (its hours replace any there) and gives the machines' and the staff member's ids. */
export async function seedMarchFixture(db: DB) {
  const created = "2026-02-01T15:00:00.000Z";
  const insertGame = async (name: string, location: "Replay" | "Warehouse", status: GameStatus) =>
    (
      await db
        .insertInto("games")
        .values(newGame({ name, location, status }, created))
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const a = await insertGame("Stats machine A", "Replay", "Operational");
  const b = await insertGame("Stats machine B", "Replay", "Awaiting Parts");
  const c = await insertGame("Stats machine C", "Warehouse", "Operational");
  const d = await insertGame("Stats machine D", "Replay", "Operational");
  const staff = (
    await db
      .insertInto("users")
      .values({
        email: "stats@museum.test",
        name: "Stan",
        role: "staff",
        password_hash: "not-used",
        must_change_password: false,
        created_at: created,
        updated_at: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;

  // Only the fixture's hours: none a migration may have seeded.
  await db.deleteFrom("special_hours").execute();
  await db
    .insertInto("special_hours")
    .values([
      { date: "2026-03-18", open_time: null, close_time: null, is_closed: true, reason: "Flood" },
      { date: "2026-03-21", open_time: "10:00", close_time: "14:00", is_closed: false, reason: "Staff party" },
    ])
    .execute();
  await db.deleteFrom("business_hours").execute();
  await db
    .insertInto("business_hours")
    .values(
      Array.from({ length: 7 }, (_, day) =>
        day === 1
          ? { day_of_week: day, open_time: null, close_time: null, is_closed: true }
          : { day_of_week: day, open_time: "10:00", close_time: "18:00", is_closed: false },
      ),
    )
    .execute();

  const change = (game: number, from: GameStatus | null, to: GameStatus, at: string) => ({
    game_id: game,
    from_status: from,
    to_status: to,
    changed_by: staff,
    source: "edit" as const,
    changed_at: z(at),
  });
  await db
    .insertInto("game_status_history")
    .values([
      change(a, null, "Operational", created),
      change(a, "Operational", "In Repair", "2026-03-07T21:00:00Z"),
      change(a, "In Repair", "Operational", "2026-03-08T16:00:00Z"),
      change(a, "Operational", "In Repair", "2026-03-17T16:00:00Z"),
      change(a, "In Repair", "Awaiting Parts", "2026-03-17T19:00:00Z"),
      change(a, "Awaiting Parts", "Operational", "2026-03-19T15:00:00Z"),
      change(a, "Operational", "In Repair", "2026-04-02T15:00:00Z"),
      change(b, "Operational", "In Repair", "2026-02-27T22:00:00Z"),
      change(b, "In Repair", "Operational", "2026-03-03T16:00:00Z"),
      {
        ...change(b, "Operational", "In Repair", "2026-03-21T17:00:00Z"),
        source: "visitor report",
        changed_by: null,
      },
      change(b, "In Repair", "Operational", "2026-03-22T14:30:00Z"),
      change(b, "Operational", "Awaiting Parts", "2026-03-29T19:00:00Z"),
      change(c, "Operational", "In Repair", "2026-03-10T14:00:00Z"),
      change(c, "In Repair", "Operational", "2026-03-12T14:00:00Z"),
      change(d, "Operational", "In Repair", "2026-03-04T15:00:00Z"),
      change(d, "In Repair", "Operational", "2026-03-04T16:00:00Z"),
    ])
    .execute();

  const repair = async (
    game: number,
    source: RepairSource,
    createdAt: string,
    triagedAt: string | null,
    events: { kind: string; actor: number | null; at: string }[],
  ) => {
    const { id } = await db
      .insertInto("repairs")
      .values({
        game_id: game,
        comment: "Fixture report",
        resolved: false,
        resolved_at: null,
        resolved_by: null,
        source,
        reporter_name: null,
        reporter_email: null,
        created_by: source === "staff" ? staff : null,
        created_at: z(createdAt),
        updated_at: z(createdAt),
        visitor_playable: null,
        duplicate_of: null,
        assigned_to: null,
        assigned_at: null,
        triaged_at: triagedAt && z(triagedAt),
        triaged_by: triagedAt ? staff : null,
        expected_back: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const event of events) {
      await db
        .insertInto("repair_events")
        .values({ repair_id: id, kind: event.kind, actor: event.actor, created_at: z(event.at) })
        .execute();
    }
  };
  // R1: the visitor's own event has no actor; taking it at 10:05 comes before the triage at 10:10.
  await repair(b, "visitor", "2026-03-21T17:00:00Z", "2026-03-22T14:10:00Z", [
    { kind: "reported", actor: null, at: "2026-03-21T17:00:00Z" },
    { kind: "taken", actor: staff, at: "2026-03-22T14:05:00Z" },
    { kind: "triaged", actor: staff, at: "2026-03-22T14:10:00Z" },
  ]);
  // R2: a visitor's "same problem" at 11:30 is no staff action; the triage at 11:45 is.
  await repair(a, "visitor", "2026-03-17T15:00:00Z", "2026-03-17T15:45:00Z", [
    { kind: "reported", actor: null, at: "2026-03-17T15:00:00Z" },
    { kind: "confirmed", actor: null, at: "2026-03-17T15:30:00Z" },
  ]);
  // R3: a work entry at 10:20 comes before the triage at 10:40.
  await repair(a, "visitor", "2026-03-02T17:00:00Z", "2026-03-03T15:40:00Z", [
    { kind: "work", actor: staff, at: "2026-03-03T15:20:00Z" },
  ]);
  // R4: nobody has acted yet.
  await repair(c, "visitor", "2026-03-29T20:00:00Z", null, [
    { kind: "reported", actor: null, at: "2026-03-29T20:00:00Z" },
  ]);
  // Not counted: a staff repair overlapping R2, a report before the period, a report on D.
  await repair(a, "staff", "2026-03-17T20:30:00Z", "2026-03-17T20:30:00Z", [
    { kind: "logged", actor: staff, at: "2026-03-17T20:30:00Z" },
  ]);
  await repair(b, "visitor", "2026-02-27T21:50:00Z", "2026-02-27T22:00:00Z", []);
  await repair(d, "visitor", "2026-03-04T15:00:00Z", "2026-03-05T15:00:00Z", []);

  return { a, b, c, d, staff };
}
