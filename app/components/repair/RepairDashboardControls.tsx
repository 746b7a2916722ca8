import { ArrowDown, ArrowUp, Eye, EyeOff, Inbox, SlidersHorizontal, UserCheck } from "lucide-react";
import { useState } from "react";
import { ListSearchForm } from "~/components/ui/ListSearchForm";
import { SearchField } from "~/components/ui/SearchField";
import {
  REPAIR_SEVERITY_FILTERS,
  SEVERITY_FILTER_LABELS,
  hidesResolved,
  nextRepairSort,
  toggleResolved,
  type RepairFilter,
  type RepairSeverityFilter,
  type RepairSortKey,
} from "~/models/repair/repair-dashboard";

const SORT_LABELS: Record<RepairSortKey, string> = { date: "Date", game: "Game", severity: "Severity" };
const SORT_KEYS = ["date", "game", "severity"] as const satisfies readonly RepairSortKey[];

const TOGGLE = "btn min-h-10 px-3 text-sm";

/** Search (as you type, after a pause), Hide/Show Resolved, the Filters panel and the sort buttons. A GET form without JavaScript. */
export function RepairDashboardControls({
  filter,
  go,
}: {
  filter: RepairFilter;
  go: (patch: Partial<RepairFilter>, replace?: boolean) => void;
}) {
  const [filtersOpen, setFiltersOpen] = useState(filter.status !== "all" || filter.severity !== "all");
  const hidden = hidesResolved(filter);

  return (
    <ListSearchForm
      action="/repairs"
      label="Find repairs"
      className="mt-6 space-y-4 card p-4 sm:p-5"
      onSearch={(q) => go({ q })}
    >
      <SearchField
        id="repairs-q"
        label="Search repairs"
        placeholder="Game name or comment"
        value={filter.q}
        onSearch={(q, replace) => go({ q }, replace)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => go({ status: toggleResolved(filter) })}
          className="btn-secondary min-h-10 px-3 text-sm"
        >
          {hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
          {hidden ? "Show Resolved" : "Hide Resolved"}
        </button>
        <button
          type="button"
          aria-pressed={filter.mine}
          onClick={() => go({ mine: !filter.mine })}
          className={`${TOGGLE} ${filter.mine ? "btn-primary" : "btn-secondary"}`}
        >
          <UserCheck aria-hidden className="size-4" /> Mine
        </button>
        <button
          type="button"
          aria-pressed={filter.untriaged}
          onClick={() => go({ untriaged: !filter.untriaged })}
          className={`${TOGGLE} ${filter.untriaged ? "btn-primary" : "btn-secondary"}`}
        >
          <Inbox aria-hidden className="size-4" /> Untriaged
        </button>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="repair-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className="btn-secondary min-h-10 px-3 text-sm"
        >
          <SlidersHorizontal aria-hidden className="size-4" /> Filters
        </button>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <span className="text-sm font-semibold text-slate-600 dark:text-slate-400" id="sort-label">
            Sort
          </span>
          <div role="group" aria-labelledby="sort-label" className="flex flex-wrap gap-2">
            {SORT_KEYS.map((key) => {
              const active = filter.sort === key;
              const Arrow = filter.dir === "asc" ? ArrowUp : ArrowDown;
              return (
                <button
                  key={key}
                  type="button"
                  aria-pressed={active}
                  onClick={() => go(nextRepairSort(filter, key))}
                  className={`${TOGGLE} ${active ? "btn-primary" : "btn-secondary"}`}
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
      <div id="repair-filters" hidden={!filtersOpen} className="border-t border-slate-200 pt-4 dark:border-white/10">
        <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
          <div>
            <label htmlFor="repairs-status" className="label">
              Status
            </label>
            <select
              id="repairs-status"
              name="status"
              value={filter.status}
              onChange={(e) => go({ status: e.target.value as RepairFilter["status"] })}
              className="input"
            >
              <option value="all">All</option>
              <option value="open">Open</option>
              <option value="resolved">Resolved</option>
            </select>
          </div>
          <div>
            <label htmlFor="repairs-severity" className="label">
              Severity
            </label>
            <select
              id="repairs-severity"
              name="severity"
              value={filter.severity}
              onChange={(e) => go({ severity: e.target.value as RepairSeverityFilter })}
              className="input"
            >
              {REPAIR_SEVERITY_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {SEVERITY_FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {/* Without JavaScript, Apply keeps the toggles and the sort the page shows. */}
      {filter.mine ? <input type="hidden" name="mine" value="1" /> : null}
      {filter.untriaged ? <input type="hidden" name="untriaged" value="1" /> : null}
      {filter.sort !== "date" || filter.dir !== "desc" ? (
        <>
          <input type="hidden" name="sort" value={filter.sort} />
          <input type="hidden" name="dir" value={filter.dir} />
        </>
      ) : null}
      <noscript>
        <button type="submit" className="btn-primary">
          Apply
        </button>
      </noscript>
    </ListSearchForm>
  );
}
