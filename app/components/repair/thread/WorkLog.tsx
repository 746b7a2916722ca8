import { Timer, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { H2 } from "./thread-look";
import { Photos } from "./Photos";
import type { Thread } from "./thread-form";

/** How long a new entry stays marked once it is shown. */
const HIGHLIGHT_MS = 4000;

/** What the server said about an entry just added here, and the entry (when the answer names it). */
export type Added = { entryId?: number; message: string };

/**
 * The work log, oldest first, as a timeline of entries (author, time, text, minutes, photos). An entry just
 * added here is scrolled into view, takes the focus and is marked for a moment; the line under the log says
 * so politely. Smooth scrolling and the mark's fading follow the reader's reduced-motion setting.
 */
export function WorkLog({ entries, added }: { entries: Thread["entries"]; added?: Added }) {
  const list = useRef<HTMLOListElement>(null);
  const [marked, setMarked] = useState<number | null>(null);
  const shown =
    added !== undefined && (added.entryId === undefined || entries.some((entry) => entry.id === added.entryId));

  useEffect(() => {
    if (added?.entryId === undefined || !shown) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-entry-id="${added.entryId}"]`);
    if (!item) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    item.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
    item.focus({ preventScroll: true });
    setMarked(added.entryId);
    const unmark = window.setTimeout(() => setMarked(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(unmark);
  }, [added, shown]);

  return (
    <section aria-labelledby="work-heading">
      <h2 id="work-heading" className={H2}>
        Work log
      </h2>
      {entries.length ? (
        <ol
          ref={list}
          className="relative mt-4 space-y-4 sm:before:absolute sm:before:inset-y-4 sm:before:left-5 sm:before:w-px sm:before:bg-slate-200 sm:dark:before:bg-white/10"
          data-testid="work-entries"
        >
          {entries.map((entry, index) => (
            <WorkEntry key={entry.id} entry={entry} number={index + 1} marked={entry.id === marked} />
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-700 dark:text-slate-300">No work entries yet.</p>
      )}
      {/* Always there, so a screen reader hears the line when it is filled. */}
      <p role="status" className={`text-sm font-medium text-emerald-800 dark:text-emerald-300 ${shown ? "mt-3" : ""}`}>
        {shown ? added.message : ""}
      </p>
    </section>
  );
}

function WorkEntry({ entry, number, marked }: { entry: Thread["entries"][number]; number: number; marked: boolean }) {
  return (
    <li
      className="relative flex gap-3 outline-none"
      data-entry-id={entry.id}
      data-highlighted={marked || undefined}
      tabIndex={-1}
      aria-labelledby={`entry-${entry.id}-by`}
    >
      <span
        aria-hidden
        className="relative hidden size-10 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 sm:flex dark:border-white/10 dark:bg-ink-900 dark:text-slate-300"
      >
        <UserRound className="size-5" />
      </span>
      <article
        className={`min-w-0 flex-1 overflow-hidden card transition-shadow duration-700 ${
          marked ? "ring-2 ring-brand-500 dark:ring-brand-400" : ""
        }`}
      >
        <header
          id={`entry-${entry.id}-by`}
          className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-2 text-sm text-slate-600 transition-colors duration-700 dark:border-white/10 dark:text-slate-400 ${
            marked ? "bg-brand-50 dark:bg-brand-500/15" : "bg-slate-50 dark:bg-white/5"
          }`}
        >
          <span className="inline-flex items-center gap-1.5 font-semibold text-slate-800 dark:text-slate-100">
            <UserRound aria-hidden className="size-4 sm:hidden" /> {entry.author}
          </span>
          <time dateTime={entry.at}>{entry.atLabel}</time>
        </header>
        <div className="px-4 py-3">
          <p className="whitespace-pre-line text-slate-800 dark:text-slate-100">{entry.body}</p>
          {entry.minutes !== null ? (
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
              <Timer aria-hidden className="size-4" /> {entry.minutes} min
            </p>
          ) : null}
          <Photos photos={entry.photos} of={`work entry ${number}`} />
        </div>
      </article>
    </li>
  );
}
