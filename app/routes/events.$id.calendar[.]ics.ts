import type { Route } from "./+types/events.$id.calendar[.]ics";
import {
  calendarFileName,
  calendarResponse,
  eventCalendar,
  findCalendarEvent,
} from "~/models/event/event-calendar.server";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";

/** One event's .ics, behind its 'Add to calendar' link: a file the visitor's calendar app opens. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const config = getConfig();
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const event = id === null ? undefined : await findCalendarEvent(getDb(), id, new Date(), config.timeZone);
  if (!event) return new Response("No such upcoming event", { status: 404, headers: { "Content-Type": "text/plain" } });
  const museum = await loadPublicMuseum(getDb());
  return calendarResponse(request, eventCalendar([event], { ...config, museum }), calendarFileName(event));
}
