import type { EventDateLabels } from "~/models/event/event";

/** A tear-off calendar leaf: month over day number. Decorative; the full date is in the text beside it. */
export function DateBadge({ labels, className = "" }: { labels: EventDateLabels; className?: string }) {
  return (
    <div
      aria-hidden
      className={`flex w-16 shrink-0 self-start flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-center shadow-sm dark:border-white/10 dark:bg-ink-800 ${className}`}
    >
      <span className="bg-brand-600 py-1 text-xs font-bold uppercase tracking-widest text-white dark:bg-brand-500 dark:text-ink-950">
        {labels.month}
      </span>
      <span className="py-1.5 font-display text-2xl font-black leading-none">{labels.day}</span>
      <span className="pb-1.5 text-[0.7rem] font-semibold uppercase text-slate-600 dark:text-slate-300">{labels.weekday}</span>
    </div>
  );
}
