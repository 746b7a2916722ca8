import type { ReactNode } from "react";
import { ListSearchForm } from "~/components/ui/ListSearchForm";
import { SearchField } from "~/components/ui/SearchField";
import { SelectField } from "~/components/ui/SelectField";
import type { StatusFilter } from "~/models/shared/list-filter";

/**
 * A back-office list's search (as you type, after a pause) and status filter, side by side: a GET form that
 * also works without JavaScript. `go` puts a changed filter in the page's address; `children` are the
 * status options. The buyer inquiries' and the messages' bar.
 */
export function StatusFilterBar<S extends string>({
  action,
  id,
  label,
  searchLabel,
  placeholder,
  statusLabel,
  selectClassName,
  filter,
  go,
  children,
}: {
  action: string;
  /** Prefix of the fields' ids: `${id}-q`, `${id}-status`. */
  id: string;
  label: string;
  searchLabel: string;
  placeholder: string;
  statusLabel: string;
  selectClassName: string;
  filter: StatusFilter<S>;
  go: (patch: Partial<StatusFilter<S>>, replace?: boolean) => void;
  children: ReactNode;
}) {
  return (
    <ListSearchForm
      action={action}
      label={label}
      className="mt-6 flex flex-col gap-4 card p-4 sm:flex-row sm:items-end sm:p-5"
      onSearch={(q) => go({ q })}
    >
      <div className="flex-1">
        <SearchField
          id={`${id}-q`}
          label={searchLabel}
          placeholder={placeholder}
          value={filter.q}
          onSearch={(q, replace) => go({ q }, replace)}
        />
      </div>
      <SelectField
        id={`${id}-status`}
        name="status"
        label={statusLabel}
        value={filter.status}
        onChange={(status) => go({ status })}
        className={selectClassName}
      >
        {children}
      </SelectField>
      <noscript>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </noscript>
    </ListSearchForm>
  );
}

/**
 * What the filter found: 'Showing n of total', then the rows newest first, or the text for no rows at all
 * (`none`) or none that match (`noMatch`).
 */
export function FilteredList<T extends { id: number }>({
  rows,
  total,
  noun,
  label,
  none,
  noMatch,
  children,
}: {
  rows: readonly T[];
  total: number;
  /** The rows' plural, as in 'Showing 3 of 10 messages'. */
  noun: string;
  /** The list's name, e.g. 'Messages, newest first'. */
  label: string;
  none: string;
  noMatch: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <>
      <p role="status" className="mt-6 mb-3 text-sm font-medium text-slate-600 dark:text-slate-300">
        Showing {rows.length} of {total} {noun}
      </p>
      {total === 0 ? (
        <p className="card p-6 text-center text-slate-700 dark:text-slate-300">{none}</p>
      ) : rows.length === 0 ? (
        <p className="card p-6 text-center text-slate-700 dark:text-slate-300">{noMatch}</p>
      ) : (
        <ul className="space-y-4" aria-label={label}>
          {rows.map((row) => (
            <li key={row.id}>{children(row)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
