import { CalendarPlus } from "lucide-react";

export type CalendarFeed = { https: string; webcal: string; google: string };

/** Under the events list: the feed for a calendar app to subscribe to. Plain links, no script. */
export function SubscribeCalendar({ feed }: { feed: CalendarFeed }) {
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="mt-10 flex flex-col gap-5 card p-5 sm:p-6 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="max-w-2xl">
        <h2 id="subscribe-heading" className="text-xl font-extrabold">
          Never miss an event
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Subscribe, and new events appear in your calendar by themselves.
        </p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Another calendar app? Add it by this address:{" "}
          <a
            href={feed.https}
            className="font-medium break-all text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            {feed.https}
          </a>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <a href={feed.webcal} className="btn-primary">
          <CalendarPlus aria-hidden className="size-4" />
          Subscribe to our calendar
        </a>
        <a href={feed.google} className="btn-secondary">
          Add to Google Calendar
        </a>
      </div>
    </section>
  );
}
