import type { DB } from "~/utils/db.server";
import { offerSentence } from "~/utils/museum";
import { loadPublicMuseum } from "../settings/museum-settings.server";
import { DAY_NAMES, formatTime12, formatTimeRange } from "~/utils/time";
import { liveGames } from "../game/game.server";
import { eventFee, eventTypeLabel } from "../event/event";
import { formatMuseumDay, MUSEUM_DATE_FORMATS } from "~/utils/museum-date.server";
import { listUpcomingEvents } from "../event/event.server";
import { fullWeek } from "../hours/hours";
import { museumClock } from "../hours/museum-clock";
import { listBusinessHours, listSpecialHoursFrom } from "../hours/hours.server";

/**
 * 'Publish museum facts': one plain-text document, written from the database as it is now, for the
 * chatbot's knowledge base, so it answers "is Medieval Madness working today?" from live data. Plain
 * sentences and lists, the form a knowledge base retrieves best.
 */

const WHERE: Record<string, string> = {
  Replay: "on the museum floor",
  Warehouse: "in storage, not on the floor",
  Other: "not at the museum",
};

export async function buildMuseumFacts(
  db: DB,
  now: Date,
  { timeZone, publicUrl }: { timeZone: string; publicUrl: string },
) {
  const clock = museumClock(now, timeZone);
  const [museum, week, special, events, games] = await Promise.all([
    loadPublicMuseum(db),
    listBusinessHours(db).then(fullWeek),
    listSpecialHoursFrom(db, clock.date),
    listUpcomingEvents(db, now, timeZone),
    liveGames(db)
      .select(["name", "type", "type_other", "location", "location_other", "status", "year_made", "for_sale"])
      .orderBy("name")
      .execute(),
  ]);
  const floor = games.filter((g) => g.location === "Replay");
  const playable = floor.filter((g) => g.status === "Operational");

  const lines = [
    `${museum.longName}: facts published from the museum's website on ${formatMuseumDay(clock.date, MUSEUM_DATE_FORMATS.longDay)} at ${clock.time} museum time (${timeZone}).`,
    "They replace every earlier version of this document. Machine status changes during the day: when a visitor asks about a machine, say when this was published.",
    "",
    "## Visiting",
    `Address: ${museum.address}. Phone: ${museum.phone}. E-mail: ${museum.email}. Website: ${publicUrl}.`,
    `Admission: ${museum.admission.map((a) => `${a.label} ${a.price}${a.note ? ` (${a.note})` : ""}`).join("; ")}. Every game is free play after admission.`,
    ...museum.offers.map((offer) => `${offerSentence(offer)}.`),
    "",
    "## Regular opening hours",
    ...week.map(
      (d) => `- ${DAY_NAMES[d.day_of_week]}: ${d.is_closed ? "Closed" : formatTimeRange(d.open_time, d.close_time)}`,
    ),
    "",
    "## Special days (these replace the regular hours on that date)",
    ...(special.length
      ? special.map(
          (s) =>
            `- ${formatMuseumDay(s.date, MUSEUM_DATE_FORMATS.longDay)}: ${s.is_closed ? "Closed" : formatTimeRange(s.open_time, s.close_time)}${s.reason ? ` (${s.reason})` : ""}`,
        )
      : ["- None coming up."]),
    "",
    "## Upcoming events",
    ...(events.length
      ? events.map((e) => {
          const fee = eventFee(e);
          return `- ${e.dateLabels.long} at ${formatTime12(e.time)}: ${e.title} (${eventTypeLabel(e.type)}${fee ? `, ${fee.label.toLowerCase()} ${fee.text}` : ""}). ${e.description}`;
        })
      : ["- None scheduled at this time."]),
    "",
    `## Machines (${games.length} in the collection, ${floor.length} on the floor, ${playable.length} playable right now)`,
    "Playable means the machine is on the museum floor and working.",
    ...games.map((g) => {
      const type = g.type === "Other" ? g.type_other || "Other" : g.type;
      const where =
        g.location === "Other" && g.location_other
          ? `at ${g.location_other}, not at the museum`
          : (WHERE[g.location] ?? g.location);
      const state =
        g.location !== "Replay"
          ? "not playable at the museum"
          : g.status === "Operational"
            ? "playable right now"
            : `not playable right now (${g.status.toLowerCase()})`;
      return `- ${g.name} (${type}${g.year_made ? `, ${g.year_made}` : ""}): ${where}, ${state}${g.for_sale ? "; for sale" : ""}.`;
    }),
  ];
  return lines.join("\n");
}
