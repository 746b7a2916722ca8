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
export const TAB =
  "-mb-px flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 border-b-2 py-1 text-xs font-semibold whitespace-nowrap transition-colors sm:flex-none sm:flex-row sm:gap-2 sm:px-3 sm:py-0 sm:text-sm";
export const ACTIVE = "border-brand-600 text-slate-900 dark:border-brand-400 dark:text-white";
export const IDLE =
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
            <li key={view.key} className="flex">
              <Link
                to={repairsHref({ ...filter, ...view.patch, limit: PAGE_SIZE })}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`${TAB} ${active ? ACTIVE : IDLE}`}
              >
                {view.label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${COUNT_TONES[view.key]}`}
                  data-testid={`count-${view.key}`}
                >
                  {counts[view.key]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
