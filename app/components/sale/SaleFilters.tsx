import { Search, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import {
  PRICE_FILTERS,
  SALE_LOCATIONS,
  SALE_TYPES,
  hasActiveFilters,
  saleFiltersToParams,
  type SaleFilters as Filters,
} from "~/models/sale/sale";

const hrefOf = (params: URLSearchParams) => {
  const qs = params.toString();
  return qs ? `/games-for-sale?${qs}` : "/games-for-sale";
};

/** Links for the two modes, keeping the other filters. */
export function ModeToggle({ filters }: { filters: Filters }) {
  const modes = [
    { mode: "sale", label: "For Sale" },
    { mode: "all", label: "All Games (Make Offers)" },
  ] as const;
  return (
    <nav
      aria-label="Which games to show"
      className="inline-flex w-full rounded-full border border-slate-200 bg-slate-100 p-1 sm:w-auto dark:border-white/10 dark:bg-white/5"
    >
      {modes.map(({ mode, label }) => {
        const active = filters.mode === mode;
        return (
          <Link
            key={mode}
            to={hrefOf(saleFiltersToParams({ ...filters, mode }))}
            aria-current={active ? "page" : undefined}
            preventScrollReset
            className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none ${
              active
                ? "bg-white text-brand-700 shadow-sm dark:bg-brand-500 dark:text-ink-950"
                : "text-slate-700 hover:text-slate-900 dark:text-slate-200 dark:hover:text-white"
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** A GET form: the filters live in the URL, work without JavaScript, and apply as they change with it. */
export function SaleFilterForm({ filters }: { filters: Filters }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Links (mode toggle, Clear filters, back/forward) change the URL; the fields follow unless being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const el = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (el && el !== document.activeElement && el.value !== value) el.value = value;
    };
    set("q", filters.q);
    set("type", filters.type);
    set("location", filters.location);
    set("price", filters.price);
  }, [filters]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void submit(formRef.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  const select = (
    name: string,
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
    value: string,
  ) => (
    <div>
      <label htmlFor={`sale-${name}`} className="label">
        {label}
      </label>
      <select id={`sale-${name}`} name={name} defaultValue={value} onChange={() => apply(0)} className="input pr-8">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Form
      ref={formRef}
      method="get"
      action="/games-for-sale"
      role="search"
      aria-label="Filter games for sale"
      preventScrollReset
      className="grid grid-cols-2 items-end gap-3 card p-4 sm:gap-4 sm:p-5 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
    >
      {filters.mode === "all" ? <input type="hidden" name="show" value="all" /> : null}
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="sale-q" className="label">
          Search games
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            id="sale-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Name, type or year"
            maxLength={100}
            onChange={() => apply(350)}
            className="input pl-10"
          />
        </div>
      </div>
      {select(
        "type",
        "Type",
        SALE_TYPES.map((t) => ({ value: t, label: t })),
        filters.type,
      )}
      {select(
        "location",
        "Location",
        SALE_LOCATIONS.map((l) => ({ value: l, label: l })),
        filters.location,
      )}
      {select("price", "Price", PRICE_FILTERS, filters.price)}
      <div className={`flex gap-2 ${hasActiveFilters(filters) ? "col-span-2" : ""} lg:col-span-1`}>
        <button type="submit" className="btn-primary flex-1 lg:flex-none">
          Apply
        </button>
        {hasActiveFilters(filters) ? (
          <Link
            to={hrefOf(saleFiltersToParams({ ...filters, q: "", type: "All", location: "All", price: "all" }))}
            preventScrollReset
            className="btn-ghost flex-1 lg:flex-none"
          >
            <X aria-hidden className="size-4" />
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
