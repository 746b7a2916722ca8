import type { Route } from "./+types/events[.]ics";
import { calendarResponse, eventCalendar, listCalendarEvents } from "~/models/event/event-calendar.server";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";

/** Every upcoming event as one iCalendar feed, for a visitor's calendar app to subscribe to. */
export async function loader({ request }: Route.LoaderArgs) {
  const config = getConfig();
  const [events, museum] = await Promise.all([
    listCalendarEvents(getDb(), new Date(), config.timeZone),
    loadPublicMuseum(getDb()),
  ]);
  return calendarResponse(request, eventCalendar(events, { ...config, museum }));
}
