import { Clock } from "lucide-react";
import { SpecialDaysList } from "~/components/layout/SpecialDays";
import { FormAlert } from "~/components/ui/FormAlert";
import { HOURS_LOAD_FAILED, specialDaysAhead, type HoursAhead } from "~/models/hours/hours";
import { useMuseum } from "~/utils/museum";
import { DAY_NAMES, formatTimeRange } from "~/utils/time";

/**
 * Regular hours, one row per weekday starting Sunday, in the spec's 12-hour form; today's row is marked,
 * and the coming week's special days follow. `hours` is null when they could not be read.
 */
export function HoursList({
  hours,
  today,
  todayDate,
}: {
  hours: HoursAhead | null;
  today: number | null;
  todayDate: string | null;
}) {
  const { offerLine } = useMuseum();
  return (
    <section aria-labelledby="about-hours" className="card p-6">
      <h2 id="about-hours" className="flex items-center gap-2 text-xl font-bold">
        <Clock aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> Hours
      </h2>
      {hours ? null : (
        <div className="mt-4">
          <FormAlert>{HOURS_LOAD_FAILED}</FormAlert>
        </div>
      )}
      <dl className="mt-4 mb-5 divide-y divide-slate-200 text-[0.95rem] dark:divide-white/10" data-testid="about-hours">
        {(hours?.weekly ?? []).map((h) => {
          const isToday = h.day_of_week === today;
          const closed = h.is_closed || !h.open_time || !h.close_time;
          return (
            <div
              key={h.day_of_week}
              className={`flex items-center justify-between gap-4 py-2.5 ${isToday ? "font-semibold" : ""}`}
            >
              <dt className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
                {DAY_NAMES[h.day_of_week]}
                {isToday ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
                    Today
                  </span>
                ) : null}
              </dt>
              <dd className={closed ? "text-slate-600 dark:text-slate-400" : "text-slate-900 dark:text-white"}>
                {closed ? "Closed" : formatTimeRange(h.open_time, h.close_time)}
              </dd>
            </div>
          );
        })}
      </dl>
      {hours && todayDate ? (
        <div className="mb-5">
          <SpecialDaysList days={specialDaysAhead(hours.special, todayDate)} />
        </div>
      ) : null}
      {offerLine ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:bg-amber-400/10 dark:text-neon-amber">
          {offerLine}
        </p>
      ) : null}
    </section>
  );
}
