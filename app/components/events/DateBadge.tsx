import type { EventDateLabels } from "~/models/event/event";

/** A tear-off calendar leaf: month over day number. Decorative; the full date is in the text beside it. */
export function DateBadge({ labels, className = "" }: { labels: EventDateLabels; className?: string }) {
  return (
    <div
      aria-hidden
      className={`flex w-16 shrink-0 flex-col self-start overflow-hidden rounded-2xl border border-slate-200 bg-white text-center shadow-sm dark:border-white/10 dark:bg-ink-800 ${className}`}
    >
      <span className="bg-brand-600 py-1 text-xs font-bold tracking-widest text-white uppercase dark:bg-brand-500 dark:text-ink-950">
        {labels.month}
      </span>
      <span className="py-1.5 font-display text-2xl leading-none font-black">{labels.day}</span>
      <span className="pb-1.5 text-[0.7rem] font-semibold text-slate-600 uppercase dark:text-slate-300">
        {labels.weekday}
      </span>
    </div>
  );
}
