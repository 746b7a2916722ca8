import { Gauge } from "lucide-react";
import { plays, type PlayReadingView } from "~/models/maintenance/plays";
import { PlayReadingForm, type ReadingResult } from "./PlayReadingForm";
import { PlayReadingList } from "./PlayReadingList";

/** The machine page's play counter: the last reading, a new one by hand, and the newest readings. */
export function PlayCounterSection({
  readings,
  pageResult,
}: {
  readings: PlayReadingView[];
  pageResult?: ReadingResult;
}) {
  const last = readings[0];
  return (
    <section aria-labelledby="play-counter-heading" className="card p-5 sm:p-6">
      <h2 id="play-counter-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Gauge aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
        Play counter
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {last
          ? `Last reading: ${plays(last.reading)} on ${last.readLabel}.`
          : "Read the machine's play counter and enter the number: tasks counted in plays fall due from it."}
      </p>
      <PlayReadingForm pageResult={pageResult} />
      <PlayReadingList readings={readings} />
    </section>
  );
}
