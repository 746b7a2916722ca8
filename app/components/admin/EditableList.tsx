import { CircleCheck, Pencil, Plus, type LucideIcon } from "lucide-react";
import { useCallback } from "react";
import { EditPanel, useEditing } from "./EditPanel";

type Item = { id: number };

type Props<T extends Item> = {
  /** Prefix of the section's ids, e.g. "events". */
  name: string;
  title: string;
  Icon: LucideIcon;
  intro?: React.ReactNode;
  /** "Add Event": the button's text and the add form's title. */
  addLabel: string;
  /** The form's title when editing one entry. */
  editTitle: (item: T) => string;
  /** What the Edit button is about, for screen readers ("event: Monthly Tournament"). */
  describe: (item: T) => string;
  savedText: string;
  emptyText: string;
  items: T[];
  listLabel: string;
  renderForm: (item: T | null, done: { onSaved: () => void; onCancel: () => void }) => React.ReactNode;
  /** One entry as a card; `actions` holds its Edit button, to which the caller adds its own (Delete, Move up...). */
  renderItem: (item: T, edit: React.ReactNode) => React.ReactNode;
  listClassName?: string;
};

/**
 * A back-office list with add and edit in place: the add form opens above the list, an edit form where its
 * entry was, so a phone user never loses their place. On a phone each entry is a card; wider screens use
 * `listClassName` for columns.
 */
export function EditableList<T extends Item>(props: Props<T>) {
  const {
    name,
    title,
    Icon,
    intro,
    addLabel,
    editTitle,
    describe,
    savedText,
    emptyText,
    items,
    listLabel,
    renderForm,
    renderItem,
    listClassName,
  } = props;
  const openerId = useCallback((key: string) => (key === "new" ? `add-${name}` : `edit-${name}-${key}`), [name]);
  const { editing, saved, open, onSaved, onCancel } = useEditing<string>(openerId);
  const form = (item: T | null) => (
    <EditPanel title={item ? editTitle(item) : addLabel}>{renderForm(item, { onSaved, onCancel })}</EditPanel>
  );

  return (
    <section aria-labelledby={`${name}-heading`} className="card p-4 sm:p-6">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 id={`${name}-heading`} className="flex items-center gap-2 text-xl font-bold">
          <Icon aria-hidden className="size-5 text-brand-600 dark:text-brand-300" /> {title}
        </h2>
        {editing !== "new" ? (
          <button id={openerId("new")} type="button" className="btn-primary" onClick={() => open("new")}>
            <Plus aria-hidden className="size-4" /> {addLabel}
          </button>
        ) : null}
      </div>
      {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <div aria-live="polite">
        {saved ? (
          <p
            role="status"
            className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
          >
            <CircleCheck aria-hidden className="size-4" /> {savedText}
          </p>
        ) : null}
      </div>
      {editing === "new" ? <div className="mt-4">{form(null)}</div> : null}
      {items.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-center text-slate-700 dark:bg-white/5 dark:text-slate-300">
          {emptyText}
        </p>
      ) : (
        <ul className={`mt-4 grid gap-3 ${listClassName ?? ""}`} aria-label={listLabel}>
          {items.map((item) =>
            editing === String(item.id) ? (
              <li key={item.id} className="col-span-full">
                {form(item)}
              </li>
            ) : (
              <li
                key={item.id}
                data-testid={`${name}-item`}
                className="flex min-w-0 flex-col rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-white/10"
              >
                {renderItem(
                  item,
                  <button
                    id={openerId(String(item.id))}
                    type="button"
                    className="btn-ghost min-h-11 px-3 text-sm"
                    onClick={() => open(String(item.id))}
                  >
                    <Pencil aria-hidden className="size-4" /> Edit<span className="sr-only"> {describe(item)}</span>
                  </button>,
                )}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
