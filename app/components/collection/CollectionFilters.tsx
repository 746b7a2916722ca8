import { ArrowDown, ArrowUp, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import {
  collectionHref,
  DEFAULT_FILTER,
  nextSort,
  SORT_KEYS,
  SORT_LABELS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type CollectionFilter,
} from "~/models/game/collection";
import { SelectField } from "~/components/ui/SelectField";

const SEARCH_DELAY_MS = 300;

/** One select of the filter bar; its "All" option reads as `allLabel`. */
function FilterSelect<V extends string>({
  name,
  label,
  options,
  allLabel,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly V[];
  allLabel: string;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <SelectField id={`collection-${name}`} name={name} label={label} value={value} onChange={onChange}>
      {options.map((option) => (
        <option key={option} value={option}>
          {option === "All" ? allLabel : option}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The collection's filters as a GET form: without JavaScript it submits to
 * /collection; with it, every change updates the URL at once (typing after a
 * pause, replacing the history entry so Back is not flooded with keystrokes).
 */
export function CollectionFilters({ filter }: { filter: CollectionFilter }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(filter);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // The URL is the truth (Back, Forward, sort links); keep what is being typed.
  useEffect(() => {
    setDraft((d) => ({ ...filter, q: document.activeElement === searchRef.current ? d.q : filter.q }));
  }, [filter]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (next: CollectionFilter, replace = false) => {
    window.clearTimeout(timer.current);
    navigate(collectionHref(next), { replace, preventScrollReset: true });
  };
  const change = (patch: Partial<CollectionFilter>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    go(next);
  };
  const type = (q: string) => {
    const next = { ...draft, q };
    setDraft(next);
    window.clearTimeout(timer.current);
    // The first keystroke of a search gets its own history entry; refinements replace it.
    timer.current = window.setTimeout(() => go(next, filter.q !== ""), SEARCH_DELAY_MS);
  };

  const isDefault = collectionHref({ ...draft, sort: DEFAULT_FILTER.sort, dir: DEFAULT_FILTER.dir }) === "/collection";

  return (
    <Form
      method="get"
      action="/collection"
      role="search"
      aria-label="Filter the collection"
      className="card p-4 sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        go(draft);
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="collection-q" className="label">
            Search games
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            />
            <input
              ref={searchRef}
              id="collection-q"
              name="q"
              type="search"
              value={draft.q}
              onChange={(e) => type(e.target.value)}
              placeholder="Name or type, e.g. Pac-Man or pinball"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className="input pl-10"
            />
          </div>
        </div>
        <FilterSelect
          name="type"
          label="Type"
          options={TYPE_FILTERS}
          allLabel="All Types"
          value={draft.type}
          onChange={(type) => change({ type })}
        />
        <FilterSelect
          name="status"
          label="Status"
          options={STATUS_FILTERS}
          allLabel="All Statuses"
          value={draft.status}
          onChange={(status) => change({ status })}
        />
      </div>

      <div className="mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between dark:border-white/10">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-slate-800 dark:text-slate-100">
          <input
            type="checkbox"
            name="all"
            value="1"
            checked={draft.all}
            onChange={(e) => change({ all: e.target.checked })}
            className="size-5 rounded border-slate-400 accent-brand-600 dark:accent-brand-400"
          />
          Search All Locations
          {!draft.all ? (
            <span className="hidden font-normal text-slate-600 sm:inline dark:text-slate-300">
              (showing Replay only)
            </span>
          ) : null}
        </label>

        <div className="flex flex-wrap items-center gap-2">
          <span id="collection-sort-label" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Sort by
          </span>
          <div
            role="group"
            aria-labelledby="collection-sort-label"
            className="flex rounded-full border border-slate-300 bg-slate-50 p-1 dark:border-white/15 dark:bg-white/5"
          >
            {SORT_KEYS.map((key) => {
              const active = draft.sort === key;
              const Arrow = draft.dir === "asc" ? ArrowUp : ArrowDown;
              return (
                <Link
                  key={key}
                  to={collectionHref({ ...draft, ...nextSort(draft, key) })}
                  preventScrollReset
                  aria-current={active ? "true" : undefined}
                  data-sort-key={key}
                  data-sort-dir={active ? draft.dir : undefined}
                  className={`inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors ${
                    active
                      ? "bg-brand-600 text-white shadow-sm dark:bg-brand-400 dark:text-ink-950"
                      : "text-slate-700 hover:bg-white hover:text-brand-700 dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-brand-300"
                  }`}
                >
                  {SORT_LABELS[key]}
                  {active ? (
                    <>
                      <Arrow aria-hidden className="size-3.5" />
                      <span className="sr-only">{draft.dir === "asc" ? " (ascending)" : " (descending)"}</span>
                    </>
                  ) : null}
                </Link>
              );
            })}
          </div>
        </div>
      </div>

      <input type="hidden" name="sort" value={draft.sort} />
      <input type="hidden" name="dir" value={draft.dir} />

      {/* Without JavaScript the form needs a button; with it, filters apply as they change. A button hidden on
          hydration moved Clear filters beside it after the first paint (a layout shift on a phone). */}
      <noscript>
        <div className="mt-4">
          <button type="submit" className="btn-primary">
            <SlidersHorizontal aria-hidden className="size-4" />
            Apply Filters
          </button>
        </div>
      </noscript>
      {!isDefault ? (
        <div className="mt-4">
          <Link
            to={collectionHref({ ...DEFAULT_FILTER, sort: draft.sort, dir: draft.dir })}
            preventScrollReset
            className="btn-ghost"
          >
            Clear filters
          </Link>
        </div>
      ) : null}
    </Form>
  );
}
