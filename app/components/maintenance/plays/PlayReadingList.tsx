import { Cpu, History, UserRound } from "lucide-react";
import { ruledList } from "~/components/ui/classes";
import { plays, type PlayReadingView } from "~/models/maintenance/plays";

/** The machine's newest readings: when (museum time), the reading, the plays since the one before, who or which counter, the note. */
export function PlayReadingList({ readings }: { readings: PlayReadingView[] }) {
  if (!readings.length)
    return (
      <p className="mt-5 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-white/15 dark:text-slate-300">
        <History aria-hidden className="size-6 text-slate-400" />
        No readings yet. The first one starts the count.
      </p>
    );
  return (
    <ul className={`mt-5 ${ruledList}`} aria-label="Readings, newest first" data-testid="play-readings">
      {readings.map((reading) => (
        <li key={reading.id} className="grid gap-1 bg-white px-4 py-3 sm:grid-cols-[11rem_1fr] dark:bg-ink-900">
          <p className="flex items-baseline gap-3 sm:flex-col sm:gap-0.5">
            <span className="font-mono text-lg font-bold text-slate-900 tabular-nums dark:text-white">
              {plays(reading.reading)}
            </span>
            <span className="text-sm text-slate-700 dark:text-slate-300">
              {reading.playsSince === null
                ? "first reading"
                : `+${plays(reading.playsSince)} ${reading.playsSince === 1 ? "play" : "plays"}${reading.restarted ? " after a reset" : ""}`}
            </span>
          </p>
          <div className="min-w-0 text-sm text-slate-700 dark:text-slate-300">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium text-slate-900 dark:text-white">{reading.readLabel}</span>
              <span className="inline-flex items-center gap-1">
                {reading.fromCounter ? (
                  <Cpu aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
                ) : (
                  <UserRound aria-hidden className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
                )}
                {reading.fromCounter ? `Counter: ${reading.by}` : `by ${reading.by}`}
              </span>
            </p>
            {reading.note ? (
              <p className="mt-1 break-words text-slate-800 dark:text-slate-200">{reading.note}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
