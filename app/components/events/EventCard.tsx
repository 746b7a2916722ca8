import { CalendarDays, CalendarPlus, Clock, Ticket } from "lucide-react";
import { href } from "react-router";
import { eventFee, type PublicEvent } from "~/models/event/event";
import { formatTime12 } from "~/utils/time";
import { DateBadge } from "./DateBadge";
import { EventTypeBadge } from "./EventTypeBadge";

type Props = {
  event: PublicEvent;
  /** Heading level keeps the page outline in order: h3 under the home page's h2, h2 on the events page. */
  headingLevel?: 2 | 3;
  compact?: boolean;
};

/** A plain link (no script on public pages): the server answers with the event's .ics file. */
const ADD_TO_CALENDAR = [
  "col-span-2 inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-semibold text-brand-700",
  "underline-offset-4 hover:underline sm:col-span-1 sm:col-start-2 dark:text-brand-300",
].join(" ");

export function EventCard({ event, headingLevel = 2, compact = false }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const fee = eventFee(event);
  return (
    <article
      id={`event-${event.id}`}
      className="grid h-full scroll-mt-24 grid-cols-[auto_1fr] grid-rows-[auto_auto_1fr_auto] gap-x-4 gap-y-3 card p-5 sm:gap-x-5 sm:p-6"
      data-testid="event-card"
    >
      <DateBadge labels={event.dateLabels} className="sm:row-span-3" />
      <div className="min-w-0 self-center sm:self-start">
        <EventTypeBadge type={event.type} />
        <Heading className="mt-2 text-xl leading-tight font-extrabold text-balance">{event.title}</Heading>
      </div>
      <ul className="col-span-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700 sm:col-span-1 sm:col-start-2 dark:text-slate-300">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
          <time dateTime={event.date}>{event.dateLabels.long}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
          {formatTime12(event.time)}
        </li>
        {fee ? (
          <li className="inline-flex items-center gap-1.5">
            <Ticket aria-hidden className="size-4 text-brand-600 dark:text-brand-300" />
            {fee.label}: {fee.text}
          </li>
        ) : null}
      </ul>
      <p
        className={`col-span-2 self-start whitespace-pre-line text-slate-700 sm:col-span-1 sm:col-start-2 dark:text-slate-300 ${compact ? "line-clamp-3" : ""}`}
      >
        {event.description}
      </p>
      <a
        href={href("/events/:id/calendar.ics", { id: String(event.id) })}
        aria-label={`Add to calendar: ${event.title}`}
        className={ADD_TO_CALENDAR}
      >
        <CalendarPlus aria-hidden className="size-4" />
        Add to calendar
      </a>
    </article>
  );
}
