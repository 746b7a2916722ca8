import { CalendarClock } from "lucide-react";
import type { SpecialDayNotice } from "~/models/hours/hours";

type Props = { days: SpecialDayNotice[]; heading?: "h3" | "h4"; tone?: "page" | "footer" };

const TONES = {
  page: {
    box: "rounded-xl bg-amber-50 px-3 py-2.5 text-amber-950 dark:bg-amber-400/10 dark:text-amber-100",
    icon: "text-amber-700 dark:text-amber-300",
  },
  footer: { box: "text-slate-200", icon: "text-neon-amber" },
};

/**
 * The special days of the coming week (holidays, closures, special hours), one line each as a visitor reads
 * it: "Thu Nov 26: Closed — Thanksgiving". The same on the home card, the footer, About and Museum
 * Information, so no page shows the usual week while the museum keeps other hours.
 */
export function SpecialDaysList({ days, heading: Heading = "h3", tone = "page" }: Props) {
  if (days.length === 0) return null;
  const { box, icon } = TONES[tone];
  return (
    <div className={`text-sm ${box}`} data-testid="special-days">
      <Heading className="flex items-center gap-1.5 text-xs font-bold tracking-wider uppercase">
        <CalendarClock aria-hidden className={`size-4 ${icon}`} /> Special hours
      </Heading>
      <ul className="mt-1.5 space-y-1">
        {days.map((day) => (
          <li key={day.date}>
            <time dateTime={day.date} className="font-semibold">
              {day.label}
            </time>
            : {day.hours}
            {day.reason ? ` — ${day.reason}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}
