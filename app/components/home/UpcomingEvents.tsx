import { ArrowRight, CalendarX } from "lucide-react";
import { Link } from "react-router";
import { EventCard } from "~/components/events/EventCard";
import { NO_UPCOMING_EVENTS_HOME, type PublicEvent } from "~/models/event/event";

/** At most 2 events, a View All Events link, and the empty and error texts users must see. */
export function UpcomingEvents({ events, error }: { events: PublicEvent[]; error: string | null }) {
  return (
    <section aria-labelledby="upcoming-heading" className="container-page pt-14 pb-2 sm:pt-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-[0.18em] text-brand-700 uppercase dark:text-brand-300">
            Tournaments & events
          </p>
          <h2 id="upcoming-heading" className="mt-1 text-3xl font-black tracking-tight sm:text-4xl">
            Upcoming Events
          </h2>
        </div>
        <Link to="/events" prefetch="intent" className="btn-secondary">
          View All Events
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-8">
        {error ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 font-medium text-red-800 dark:border-red-400/30 dark:bg-red-500/10 dark:text-red-200"
          >
            {error}
          </p>
        ) : events.length === 0 ? (
          <p className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-8 text-lg font-medium text-slate-600 dark:border-white/15 dark:text-slate-300">
            <CalendarX aria-hidden className="size-6 shrink-0 text-slate-500 dark:text-slate-400" />
            {NO_UPCOMING_EVENTS_HOME}
          </p>
        ) : (
          <ul className="grid gap-5 lg:grid-cols-2">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} headingLevel={3} compact />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
