import { CalendarDays, Trophy } from "lucide-react";
import type { Route } from "./+types/admin.events";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { EditableList } from "~/components/admin/EditableList";
import { EventForm } from "~/components/admin-events/EventForm";
import { FormAlert } from "~/components/ui/FormAlert";
import { EVENTS_LOAD_ERROR, eventFee, eventStart, eventTypeLabel, type PublicEvent } from "~/models/event/event";
import { createEvent, deleteEvent, listAllEvents, updateEvent } from "~/models/event/event-admin.server";
import {
  EVENT_DELETE_CONFIRM,
  EVENT_DELETE_FAILED,
  EVENT_SAVE_FAILED,
  eventFormSchema,
  eventToValues,
  eventValues,
  NEW_EVENT,
  type AdminEventsIntent,
} from "~/models/event/event.schema";
import { readAdminPost } from "~/utils/admin-action.server";
import { requireStaff } from "~/utils/auth.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { readOrNull } from "~/utils/soft-read.server";
import { formatTime12 } from "~/utils/time";
import { actorOf } from "~/models/audit/audit.server";
import { noindexMeta } from "~/utils/staff-meta";

/** Admin Events: every event by date, past ones marked; add, edit, delete. */

export const meta: Route.MetaFunction = (args) => noindexMeta(args, "Events | Admin");

type AdminEvent = PublicEvent & { past: boolean };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const { timeZone } = getConfig();
  const now = Date.now();
  // A failed read shows the spec's message in the list's place; the page around it still works.
  const events = await readOrNull("admin events", () => listAllEvents(getDb()));
  return {
    timeZone,
    events: events?.map((e): AdminEvent => ({ ...e, past: (eventStart(e, timeZone)?.getTime() ?? 0) < now })) ?? null,
  };
}

const INTENTS: readonly AdminEventsIntent[] = ["save-event", "delete-event"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request);
  const { form, intent, id, save, attempt, invalid } = await readAdminPost(request, INTENTS, "admin events");
  const actor = actorOf(user, context);
  const db = getDb();

  switch (intent) {
    case "save-event": {
      // No id: a new event; an id: that one, edited.
      if (form.get("id") && id === null) return invalid();
      return save(eventFormSchema.safeParse(eventValues(form)), EVENT_SAVE_FAILED, (event) =>
        id ? updateEvent(db, id, event, actor) : createEvent(db, event, actor).then(() => true),
      );
    }
    case "delete-event":
      return id === null ? invalid() : attempt(EVENT_DELETE_FAILED, () => deleteEvent(db, id, actor));
    default:
      return invalid();
  }
}

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const { timeZone, events } = loaderData;
  const upcoming = events?.filter((e) => !e.past).length ?? 0;
  return (
    <div className="container-page py-10 sm:py-14">
      <AdminPageHeader title="Events">
        Tournaments and special events, shown on the home page and on Events from their date on. Dates and times are
        museum time ({timeZone}).
      </AdminPageHeader>
      {events ? (
        <EditableList
          name="events"
          title={`All Events (${upcoming} upcoming)`}
          Icon={CalendarDays}
          addLabel="Add Event"
          editTitle={(e) => `Edit Event: ${e.title}`}
          describe={(e) => `event: ${e.title}`}
          savedText="Event saved."
          emptyText="No events yet. Add the first tournament or special event."
          items={events}
          listLabel="Events by date"
          listClassName="md:grid-cols-2"
          renderForm={(e, done) => (
            <EventForm eventId={e?.id ?? null} initial={e ? eventToValues(e) : NEW_EVENT} {...done} />
          )}
          renderItem={(e, edit) => <EventCard event={e} edit={edit} />}
        />
      ) : (
        <FormAlert>{EVENTS_LOAD_ERROR}</FormAlert>
      )}
    </div>
  );
}

function EventCard({ event, edit }: { event: AdminEvent; edit: React.ReactNode }) {
  const fee = eventFee(event);
  const tournament = event.type === "tournament";
  return (
    <>
      <div className={`flex flex-wrap items-center gap-2 text-xs font-bold ${event.past ? "opacity-80" : ""}`}>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${tournament ? "bg-violet-100 text-violet-900 dark:bg-violet-400/15 dark:text-violet-200" : "bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200"}`}
        >
          {tournament ? <Trophy aria-hidden className="size-3.5" /> : <CalendarDays aria-hidden className="size-3.5" />}
          {eventTypeLabel(event.type)}
        </span>
        {event.past ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-800 dark:bg-white/15 dark:text-slate-200">
            Past
          </span>
        ) : null}
      </div>
      <h3
        className={`mt-2 text-lg leading-snug font-bold break-words ${event.past ? "text-slate-600 dark:text-slate-400" : ""}`}
      >
        {event.title}
      </h3>
      <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        <time dateTime={event.date}>{event.dateLabels.long}</time> at {formatTime12(event.time)}
        {fee ? (
          <>
            {" "}
            &middot; {fee.label}: {fee.text}
          </>
        ) : null}
      </p>
      <p className="mt-2 line-clamp-3 text-sm break-words text-slate-600 dark:text-slate-400">{event.description}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {edit}
        <DeleteButton
          action="/admin/events"
          fields={{ intent: "delete-event", id: String(event.id) }}
          what={`event: ${event.title}`}
          title="Delete Event"
          description={
            <>
              {EVENT_DELETE_CONFIRM} &ldquo;{event.title}&rdquo; on {event.dateLabels.long}.
            </>
          }
          confirmLabel="Delete Event"
        />
      </div>
    </>
  );
}
