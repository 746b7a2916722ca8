import {
  Activity,
  CalendarCheck,
  History,
  ListChecks,
  MessageSquare,
  NotebookPen,
  Package,
  Tag,
  Wrench,
} from "lucide-react";
import { href, Link, useLocation } from "react-router";
import { TIMELINE_PAGE, type GameTimeline, type TimelineKind } from "~/models/game/game-timeline";

const ICONS: Record<TimelineKind, typeof Wrench> = {
  repair: Wrench,
  entry: NotebookPen,
  step: ListChecks,
  part: Package,
  status: Activity,
  inquiry: MessageSquare,
  sale: Tag,
  maintenance: CalendarCheck,
};

const TONES: Record<TimelineKind, string> = {
  repair: "bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200",
  entry: "bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200",
  step: "bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200",
  part: "bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-200",
  status: "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200",
  inquiry: "bg-brand-100 text-brand-800 dark:bg-brand-400/15 dark:text-brand-200",
  sale: "bg-brand-100 text-brand-800 dark:bg-brand-400/15 dark:text-brand-200",
  maintenance: "bg-teal-100 text-teal-800 dark:bg-teal-400/15 dark:text-teal-200",
};

/**
 * Everything that happened to the machine, newest first: reports and repairs, work with its photos,
 * repair steps and parts, status changes, buyers' inquiries and their outcome, maintenance done. "Show older" asks the page for
 * one more page of items; the address keeps how many are shown, so a reload or a link shows the same.
 */
export function GameTimelineSection({ timeline }: { timeline: GameTimeline | null }) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="timeline-heading">
      <h2
        id="timeline-heading"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        <History aria-hidden className="size-6 text-brand-600 dark:text-brand-300" /> Timeline
      </h2>
      {!timeline ? (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          Failed to load the timeline
        </p>
      ) : timeline.items.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-slate-200 px-4 py-4 text-slate-700 dark:border-white/10 dark:text-slate-300">
          Nothing has happened to this machine yet.
        </p>
      ) : (
        <ol
          className="relative mt-5 ml-3.5 space-y-5 border-l-2 border-slate-200 pl-6 dark:border-white/10"
          data-testid="timeline"
        >
          {timeline.items.map((item) => {
            const Icon = ICONS[item.kind];
            return (
              <li key={item.key} className="relative" data-kind={item.kind}>
                <span
                  aria-hidden
                  className={`absolute top-0 -left-[2.45rem] inline-flex size-7 items-center justify-center rounded-full ring-4 ring-white dark:ring-slate-950 ${TONES[item.kind]}`}
                >
                  <Icon className="size-3.5" />
                </span>
                <p className="font-semibold text-slate-900 dark:text-white">{item.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={item.at}>{item.atLabel}</time>
                  {item.who ? ` · ${item.who}` : ""}
                  {item.repairId ? (
                    <>
                      {" · "}
                      <Link
                        to={href("/repairs/:id", { id: String(item.repairId) })}
                        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                      >
                        Open repair #{item.repairId}
                      </Link>
                    </>
                  ) : null}
                </p>
                {item.body ? (
                  <p className="mt-1 line-clamp-4 whitespace-pre-line text-slate-800 dark:text-slate-200">
                    {item.body}
                  </p>
                ) : null}
                {item.photos.length ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {item.photos.map((photo, i) => (
                      <li key={photo.url}>
                        <a
                          href={photo.url}
                          target="_blank"
                          rel="noopener"
                          className="block overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-white/10"
                        >
                          <img
                            src={photo.thumbnailUrl}
                            alt={`Photo ${i + 1} of ${item.title}`}
                            width={96}
                            height={96}
                            loading="lazy"
                            className="size-24 object-cover"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {timeline?.more ? (
        <div className="mt-6">
          <Link
            to={`${pathname}?timeline=${timeline.limit + TIMELINE_PAGE}`}
            preventScrollReset
            replace
            className="btn-secondary"
          >
            Show older
          </Link>
        </div>
      ) : null}
    </section>
  );
}
