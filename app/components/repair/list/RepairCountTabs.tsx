import { Link } from "react-router";
import {
  currentRepairView,
  PAGE_SIZE,
  REPAIR_VIEWS,
  repairsHref,
  type RepairFilter,
  type RepairViewKey,
} from "~/models/repair/repair-dashboard";

const COUNT_TONES: Record<RepairViewKey, string> = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  resolved: "bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200",
  total: "bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200",
  untriaged: "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200",
};

// A phone stacks each label over its count in equal columns, so every tab shows whatever the counts grow to.
const TAB =
  "-mb-px flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 border-b-2 py-1 text-xs font-semibold whitespace-nowrap transition-colors sm:flex-none sm:flex-row sm:gap-2 sm:px-3 sm:py-0 sm:text-sm";
const ACTIVE = "border-brand-600 text-slate-900 dark:border-brand-400 dark:text-white";
const IDLE =
  "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-white/30 dark:hover:text-white";

/**
 * The counts as tabs (Open 12 · Resolved 40 · Total 52 · Untriaged 3): each is a link to that view, keeping the
 * search, Mine, severity and sort, so they work without JavaScript and a view can be bookmarked.
 */
export function RepairCountTabs({ filter, counts }: { filter: RepairFilter; counts: Record<RepairViewKey, number> }) {
  const current = currentRepairView(filter);
  return (
    <nav aria-label="Repair counts" className="mt-4">
      <ul className="grid grid-cols-4 border-b border-slate-200 sm:flex sm:gap-1 dark:border-white/10">
        {REPAIR_VIEWS.map((view) => {
          const active = view.key === current;
          return (
            <CountTab
              key={view.key}
              to={repairsHref({ ...filter, ...view.patch, limit: PAGE_SIZE })}
              active={active}
              label={view.label}
              count={counts[view.key]}
              tone={COUNT_TONES[view.key]}
              testId={`count-${view.key}`}
            />
          );
        })}
      </ul>
    </nav>
  );
}

/** One count tab: a link to its view, marked as the page when it is the view shown. Also the due list's. */
export function CountTab(props: {
  to: string;
  active: boolean;
  label: string;
  count: number;
  tone: string;
  testId: string;
}) {
  return (
    <li className="flex">
      <Link
        to={props.to}
        preventScrollReset
        aria-current={props.active ? "page" : undefined}
        className={`${TAB} ${props.active ? ACTIVE : IDLE}`}
      >
        {props.label}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${props.tone}`}
          data-testid={props.testId}
        >
          {props.count}
        </span>
      </Link>
    </li>
  );
}
