import { CalendarClock, ShieldAlert } from "lucide-react";
import { href, Link } from "react-router";
import type { CycleView } from "~/models/maintenance/done-page.server";
import { DUE_STATE_LABELS } from "~/models/maintenance/maintenance";

const BADGE = "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-bold";
const STATE_TONES: Record<CycleView["state"], string> = {
  overdue: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100",
  due: "bg-amber-100 text-amber-900 dark:bg-amber-400/20 dark:text-amber-100",
  later: "bg-slate-100 text-slate-800 dark:bg-white/10 dark:text-slate-200",
};
const BAR_TONES: Record<CycleView["state"], string> = {
  overdue: "bg-red-600 dark:bg-red-400",
  due: "bg-amber-500 dark:bg-amber-300",
  later: "bg-emerald-600 dark:bg-emerald-400",
};

/** What is being worked on, first: the task, the machine, its state and due point, and each interval's use. */
export function CycleHeader({ cycle }: { cycle: CycleView }) {
  return (
    <header>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{cycle.title}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
        <Link
          to={href("/game/:slug", { slug: cycle.gameSlug })}
          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          {cycle.gameName}
        </Link>
        <span className={`${BADGE} ${STATE_TONES[cycle.state]}`} data-testid="cycle-state">
          {DUE_STATE_LABELS[cycle.state]}
        </span>
        {cycle.safety ? (
          <span className={`${BADGE} gap-1 ${STATE_TONES.overdue}`}>
            <ShieldAlert aria-hidden className="size-4" /> Safety
          </span>
        ) : null}
      </p>
      <p className="mt-3 flex items-center gap-2 font-semibold" data-testid="cycle-due">
        <CalendarClock aria-hidden className="size-5 shrink-0" />
        <span>{cycle.dueLabel}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Every {cycle.every}, whichever comes first
        {cycle.estimate ? ` · about ${cycle.estimate} min` : ""}
        {cycle.lastDoneLabel ? ` · last done ${cycle.lastDoneLabel}` : " · not done yet"}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3" aria-label="How much of each interval is used">
        {cycle.uses.map((use) => (
          <li key={use.kind} className="text-sm">
            <span className="font-medium">{use.label}</span>
            <span aria-hidden className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10">
              <span
                className={`block h-full rounded-full ${BAR_TONES[cycle.state]}`}
                style={{ width: `${Math.round(use.share * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </header>
  );
}
