import { ArrowDown, ArrowUp, SlidersHorizontal, UserCheck } from "lucide-react";
import { useState } from "react";
import { ListSearchForm } from "~/components/ui/ListSearchForm";
import { SearchField } from "~/components/ui/SearchField";
import {
  DEFAULT_REPAIR_FILTER,
  REPAIR_SEVERITY_FILTERS,
  REPAIR_SORT_KEYS,
  SEVERITY_FILTER_LABELS,
  nextRepairSort,
  type RepairFilter,
  type RepairSeverityFilter,
  type RepairSortKey,
} from "~/models/repair/repair-dashboard";

const SORT_LABELS: Record<RepairSortKey, string> = { date: "Date", game: "Game", severity: "Severity" };

const SMALL = "btn min-h-10 px-3 text-sm";
const isDefaultSort = (filter: RepairFilter) =>
  filter.sort === DEFAULT_REPAIR_FILTER.sort && filter.dir === DEFAULT_REPAIR_FILTER.dir;

/**
 * Search (as you type, after a pause), Mine, the severity select and the sort buttons: one row on a desktop; on a
 * phone the search stays and the rest folds behind Filters. A GET form, so it works without JavaScript.
 */
export function RepairDashboardControls({
  filter,
  go,
}: {
  filter: RepairFilter;
  go: (patch: Partial<RepairFilter>, replace?: boolean) => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(filter.mine || filter.severity !== "all" || !isDefaultSort(filter));

  return (
    <ListSearchForm
      action="/repairs"
      label="Find repairs"
      className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-center"
      onSearch={(q) => go({ q })}
    >
      <div className="flex items-center gap-2 lg:max-w-md lg:flex-1">
        {/* The field's label is for screen readers here: the placeholder and the icon say it in one line. */}
        <div className="min-w-0 flex-1 [&_label]:sr-only">
          <SearchField
            id="repairs-q"
            label="Search repairs"
            placeholder="Search game or report"
            value={filter.q}
            onSearch={(q, replace) => go({ q }, replace)}
          />
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="repair-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="btn-secondary min-h-11 shrink-0 px-3 text-sm lg:hidden"
        >
          <SlidersHorizontal aria-hidden className="size-4" /> Filters
        </button>
      </div>
      <div
        id="repair-filters"
        className={`${filtersOpen ? "flex" : "hidden"} flex-wrap items-center gap-x-3 gap-y-2 lg:flex lg:flex-1`}
      >
        <button
          type="button"
          aria-pressed={filter.mine}
          onClick={() => go({ mine: !filter.mine })}
          className={`${SMALL} ${filter.mine ? "btn-primary" : "btn-secondary"}`}
        >
          <UserCheck aria-hidden className="size-4" /> Mine
        </button>
        <div className="flex items-center gap-2">
          <label htmlFor="repairs-severity" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
            Severity
          </label>
          <div className="w-36">
            <select
              id="repairs-severity"
              name="severity"
              value={filter.severity}
              onChange={(e) => go({ severity: e.target.value as RepairSeverityFilter })}
              className="input min-h-10 py-1.5 text-sm"
            >
              {REPAIR_SEVERITY_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {SEVERITY_FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
          <span className="text-sm font-semibold text-slate-700 dark:text-slate-300" id="sort-label">
            Sort
          </span>
          <div role="group" aria-labelledby="sort-label" className="flex flex-wrap gap-1.5">
            {REPAIR_SORT_KEYS.map((key) => {
              const active = filter.sort === key;
              const Arrow = filter.dir === "asc" ? ArrowUp : ArrowDown;
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={active}
                  onClick={() => go(nextRepairSort(filter, key))}
                  className={`${SMALL} ${active ? "btn-primary" : "btn-secondary"}`}
                >
                  {SORT_LABELS[key]}
                  {active ? <Arrow aria-hidden className="size-4" /> : null}
                  {active ? (
                    <span className="sr-only">{filter.dir === "asc" ? ", ascending" : ", descending"}</span>
                  ) : null}
                </button>
              );
            })}
          </div>
        </div>
      </div>
      {/* Without JavaScript, Apply keeps the tab, Mine and the sort the page shows. */}
      {filter.status !== DEFAULT_REPAIR_FILTER.status ? (
        <input type="hidden" name="status" value={filter.status} />
      ) : null}
      {filter.untriaged ? <input type="hidden" name="untriaged" value="1" /> : null}
      {filter.mine ? <input type="hidden" name="mine" value="1" /> : null}
      {isDefaultSort(filter) ? null : (
        <>
          <input type="hidden" name="sort" value={filter.sort} />
          <input type="hidden" name="dir" value={filter.dir} />
        </>
      )}
      <noscript>
        <button type="submit" className="btn-primary">
          Apply
        </button>
      </noscript>
    </ListSearchForm>
  );
}
