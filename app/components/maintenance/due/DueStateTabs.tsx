import { CountTab } from "~/components/repair/list/RepairCountTabs";
import {
  DUE_PAGE_SIZE,
  DUE_VIEWS,
  dueListHref,
  type DueListFilter,
  type DueViewKey,
} from "~/models/maintenance/due-list-filter";

const COUNT_TONES: Record<DueViewKey, string> = {
  all: "bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200",
  due: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  overdue: "bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200",
};

/** The state filter as count tabs (All 40 · Due 6 · Overdue 2), links keeping the other filters, as the repairs' are. */
export function DueStateTabs({ filter, counts }: { filter: DueListFilter; counts: Record<DueViewKey, number> }) {
  return (
    <nav aria-label="Maintenance counts" className="mt-4">
      <ul className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1 dark:border-white/10">
        {DUE_VIEWS.map((view) => {
          const active = view.key === filter.state;
          return (
            <CountTab
              key={view.key}
              to={dueListHref({ ...filter, state: view.key, limit: DUE_PAGE_SIZE })}
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
