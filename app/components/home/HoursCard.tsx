import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { SpecialDaysList } from "~/components/layout/SpecialDays";
import { FormAlert } from "~/components/ui/FormAlert";
import { HOURS_LOAD_FAILED, specialDaysAhead, type DayException, type WeeklyHours } from "~/models/hours/hours";
import { isOpenNow, museumClock } from "~/models/hours/museum-clock";
import { DAY_NAMES, formatTimeRange } from "~/utils/time";
import { InfoCard } from "./InfoCard";

/** How often the card works out open or closed again. */
const REFRESH_MS = 60_000;

type Props = {
  weekly: WeeklyHours[];
  /** The special days of the coming week. */
  special: DayException[];
  timeZone: string;
  /** Computed by the server so the first paint is already right. */
  initialOpen: boolean;
  initialDate: string;
  initialDayOfWeek: number;
  /** When the server computed the initial state (ms since the epoch). */
  computedAt: number;
};

const dayHours = (h: { is_closed: boolean; open_time: string | null; close_time: string | null }) =>
  h.is_closed ? "Closed" : formatTimeRange(h.open_time, h.close_time);

/** Open or closed in museum time, recalculated on load and every 60 seconds. */
export function HoursCard({
  weekly,
  special,
  timeZone,
  initialOpen,
  initialDate,
  initialDayOfWeek,
  computedAt,
}: Props) {
  const [state, setState] = useState({ open: initialOpen, date: initialDate, dayOfWeek: initialDayOfWeek });

  useEffect(() => {
    const update = () => {
      const now = new Date();
      const clock = museumClock(now, timeZone);
      setState({ open: isOpenNow(weekly, special, now, timeZone), date: clock.date, dayOfWeek: clock.dayOfWeek });
    };
    // Hours change on the minute, so the server's answer holds for the rest of the minute it was computed
    // in; only a browser past that minute (a late load, another clock) recalculates at once. That spares
    // the load the browser's first time-zone lookup, some 70 ms on a slow phone.
    const minute = (time: number) => Math.floor(time / 60_000);
    if (minute(Date.now()) !== minute(computedAt)) update();
    const timer = window.setInterval(update, REFRESH_MS);
    // A page restored by Back or Forward is as old as when it was left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) update();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [weekly, special, timeZone, computedAt]);

  const todaySpecial = special.find((s) => s.date === state.date);
  const upcomingSpecial = specialDaysAhead(special, state.date).filter((s) => s.date !== state.date);

  return (
    <InfoCard icon={<Clock aria-hidden className="size-5" />} title="Hours" id="hours">
      <p aria-live="polite" className="mb-4">
        <span
          data-testid="open-status"
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${
            state.open
              ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300"
              : "bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200"
          }`}
        >
          <span
            aria-hidden
            className={`size-2 rounded-full ${state.open ? "bg-emerald-500 motion-safe:animate-pulse" : "bg-slate-400"}`}
          />
          {state.open ? "Open now" : "Closed now"}
        </span>
      </p>
      {todaySpecial ? (
        <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
          Today{todaySpecial.reason ? ` (${todaySpecial.reason})` : ""}: {dayHours(todaySpecial)}
        </p>
      ) : null}
      <dl className="space-y-1.5 text-sm">
        {weekly.map((h) => {
          const today = h.day_of_week === state.dayOfWeek;
          return (
            <div
              key={h.day_of_week}
              className={`flex justify-between gap-4 rounded-lg px-2 py-1 ${today ? "bg-brand-50 font-semibold text-brand-900 dark:bg-brand-500/15 dark:text-brand-100" : ""}`}
            >
              <dt className={today ? "" : "text-slate-600 dark:text-slate-400"}>
                {DAY_NAMES[h.day_of_week]}
                {today ? <span className="sr-only"> (today)</span> : null}
              </dt>
              <dd className={today ? "" : "font-medium text-slate-900 dark:text-slate-100"}>{dayHours(h)}</dd>
            </div>
          );
        })}
      </dl>
      {upcomingSpecial.length > 0 ? (
        <div className="mt-4">
          <SpecialDaysList days={upcomingSpecial} />
        </div>
      ) : null}
    </InfoCard>
  );
}

/** The Hours card when the hours could not be read: the exact text users must see in its place. */
export function HoursUnavailableCard() {
  return (
    <InfoCard icon={<Clock aria-hidden className="size-5" />} title="Hours" id="hours">
      <FormAlert>{HOURS_LOAD_FAILED}</FormAlert>
    </InfoCard>
  );
}
