import { CalendarX, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/events";
import { EventCard } from "~/components/events/EventCard";
import { SubscribeCalendar, type CalendarFeed } from "~/components/events/SubscribeCalendar";
import { PageHero } from "~/components/ui/PageHero";
import { EVENTS_LOAD_ERROR, NO_UPCOMING_EVENTS, eventJsonLd } from "~/models/event/event";
import { listUpcomingEvents } from "~/models/event/event.server";
import { loadPublicMuseum } from "~/models/settings/museum-settings.server";
import { getConfig } from "~/utils/config.server";
import { getDb } from "~/utils/db.server";
import { useMuseum } from "~/utils/museum";
import { jsonLd, seo } from "~/utils/seo";

/** The red box in the list's place when the events could not be read. */
const LOAD_FAILED = [
  "flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-lg font-medium text-red-800",
  "dark:border-red-400/30 dark:bg-red-500/10 dark:text-red-200",
].join(" ");

const PAGE = { title: "Tournaments & Events", path: "/events" };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...seo(matches, ({ longName, city, regionName }) => ({
    ...PAGE,
    description: `Upcoming pinball and arcade tournaments and special events at ${longName} in ${city}, ${regionName}: dates, times and fees.`,
  })),
  ...(loaderData ? loaderData.structuredData.map(jsonLd) : []),
];

/** Events starting now or later in museum time, ascending. A failure reaches the ErrorBoundary. */
export async function loader() {
  const config = getConfig();
  const [events, museum] = await Promise.all([
    listUpcomingEvents(getDb(), new Date(), config.timeZone),
    loadPublicMuseum(getDb()),
  ]);
  // Built here rather than in meta: meta also runs in the browser, where the time-zone arithmetic of
  // every event's start cost a slow phone some 70 ms of hydration.
  const structuredData = events.map((event) => eventJsonLd(event, { ...config, museum }));
  return { events, structuredData, feed: calendarFeed(config.publicUrl) };
}

/**
 * The feed's addresses. Subscribe is webcal: it hands the address to the calendar app as a subscription that
 * stays up to date (Apple Calendar, Outlook), where an https link would download a copy that never changes.
 * Google Calendar opens no webcal link, so it gets its own add-by-address link, and the https address is shown
 * for any other app.
 */
function calendarFeed(publicUrl: string): CalendarFeed {
  const https = `${publicUrl}/events.ics`;
  const webcal = https.replace(/^https?:/, "webcal:");
  return { https, webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, feed } = loaderData;
  const museum = useMuseum();
  return (
    <>
      <PageHero
        eyebrow="What's on"
        title={PAGE.title}
        lead="High-score tournaments and special events on the museum floor. Every game is free to play after admission."
      />
      <section aria-label="Upcoming events" className="container-page py-10 sm:py-14">
        {events.length === 0 ? (
          <div className="flex flex-col items-center gap-3 card px-6 py-14 text-center">
            <CalendarX aria-hidden className="size-10 text-slate-500 dark:text-slate-400" />
            <p className="text-lg font-semibold">{NO_UPCOMING_EVENTS}</p>
            <p className="max-w-md text-slate-600 dark:text-slate-400">
              New tournaments are announced in our newsletter first. Sign up at the bottom of this page.
            </p>
          </div>
        ) : (
          <ol className="grid gap-5 lg:grid-cols-2">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ol>
        )}
        <SubscribeCalendar feed={feed} />
        <p className="mt-10 text-center text-slate-600 dark:text-slate-400">
          Questions about an event?{" "}
          <Link
            to="/about#contact"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            Contact us
          </Link>{" "}
          or call{" "}
          <a
            href={museum.phoneHref}
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            {museum.phone}
          </a>
          .
        </p>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <PageHero eyebrow="What's on" title={PAGE.title} />
      <section className="container-page py-10 sm:py-14">
        <p role="alert" className={LOAD_FAILED}>
          <TriangleAlert aria-hidden className="size-6 shrink-0" />
          {EVENTS_LOAD_ERROR}
        </p>
      </section>
    </>
  );
}
