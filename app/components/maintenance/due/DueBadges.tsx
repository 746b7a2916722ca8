import { AlertTriangle, Clock, Flame } from "lucide-react";
import type { DueState } from "~/models/maintenance/due";
import type { DueItem } from "~/models/maintenance/due-screen.server";
import { DUE_STATE_LABELS } from "~/models/maintenance/due-list-filter";

const PILL = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap";

type Pressing = Exclude<DueState, "later">;

const STATE_TONES: Record<Pressing, string> = {
  overdue: "bg-red-700 text-white dark:bg-red-500/25 dark:text-red-100",
  due: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
};

/**
 * Overdue or Due: a word and an icon, so the state never rests on colour alone; the words after it finish the
 * sentence ('Overdue' 'by 3 days'). A cycle with most of its intervals ahead wears none.
 */
export function DueStateBadge({ state }: { state: Pressing }) {
  const Icon = state === "overdue" ? AlertTriangle : Clock;
  return (
    <span className={`${PILL} ${STATE_TONES[state]}`} data-testid="due-state">
      <Icon aria-hidden className="size-3.5" />
      {DUE_STATE_LABELS[state]}
    </span>
  );
}

/** A task with a step marked safety. */
export function SafetyBadge() {
  return (
    <span className={`${PILL} bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200`} data-testid="due-safety">
      <Flame aria-hidden className="size-3.5" /> Safety
    </span>
  );
}

const BAR_TONES = (share: number) =>
  share >= 1
    ? "bg-red-600 dark:bg-red-400"
    : share >= 0.9
      ? "bg-amber-500 dark:bg-amber-300"
      : "bg-brand-600 dark:bg-brand-400";

/** Each interval's use: a small bar (decoration) and its figures ('42 of 60 opening hours'), which say it all. */
export function IntervalUses({ uses }: { uses: DueItem["uses"] }) {
  return (
    <ul className="flex flex-col gap-0.5" data-testid="due-uses">
      {uses.map((use) => (
        <li key={use.kind} className="flex items-center gap-2 text-xs text-slate-700 tabular-nums dark:text-slate-300">
          <span aria-hidden className="h-1.5 w-10 shrink-0 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10">
            <span
              className={`block h-full rounded-full ${BAR_TONES(use.share)}`}
              style={{ width: `${Math.min(100, Math.max(0, use.share * 100)).toFixed(0)}%` }}
            />
          </span>
          <span data-testid={`due-use-${use.kind}`}>{use.text}</span>
        </li>
      ))}
    </ul>
  );
}
