import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { describedBy, FieldError } from "~/components/forms/Field";
import type { SettingsFields } from "./SettingRow";

export type RowColumn = {
  key: string;
  label: string;
  /** Grid track from `sm` up, e.g. "1fr" or "7rem". */
  width: string;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  type?: "text" | "url";
};

type Keyed = { key: number; values: Record<string, string> };

const HEADER = [
  "mb-1 hidden gap-2 text-xs font-medium text-slate-500 dark:text-slate-400",
  "sm:grid sm:[grid-template-columns:var(--tracks)]",
].join(" ");
/** On a phone a row is its inputs stacked beside a column of its buttons; from `sm` up, one line under the header. */
const ROW = [
  "grid grid-cols-[1fr_auto] gap-2 rounded-xl bg-slate-50 p-2 dark:bg-white/5",
  "sm:items-start sm:bg-transparent sm:p-0 sm:[grid-template-columns:var(--tracks)] sm:dark:bg-transparent",
].join(" ");

/** The three 44 px buttons of a row, so the header's columns line up with the rows' own. */
const BUTTONS_WIDTH = "8.25rem";

const ICON_BUTTON = [
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100",
  "aria-disabled:opacity-40 aria-disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-white/10",
].join(" ");

/**
 * Rows of a list setting (admission prices, offers, social links): add, remove, move up and down. Inputs are
 * posted as `${name}.${index}.${column}` in the order shown, so the order on screen is the order saved. Each
 * move or removal is said in the list's live region; a disabled move keeps the focus (aria-disabled).
 */
export function RowList({
  form,
  name,
  title,
  columns,
  initial,
  max,
  addLabel,
  rowName,
}: {
  form: SettingsFields;
  name: string;
  title: string;
  columns: RowColumn[];
  initial: Record<string, string>[];
  max: number;
  addLabel: string;
  /** How a row is named in buttons and announcements ('Adults'). */
  rowName: (values: Record<string, string>, index: number) => string;
}) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState<Keyed[]>(() => initial.map((values, key) => ({ key, values })));
  const [said, setSaid] = useState("");
  // From `sm` up the columns line up under one header; on a phone each row stacks its inputs.
  const tracks = { "--tracks": `${columns.map((c) => c.width).join(" ")} ${BUTTONS_WIDTH}` } as React.CSSProperties;

  const update = (key: number, column: string, value: string) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, values: { ...r.values, [column]: value } } : r)));
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const moved = [...rows];
    [moved[index], moved[to]] = [moved[to], moved[index]];
    setRows(moved);
    setSaid(
      `Moved ${rowName(rows[index].values, index)} ${by < 0 ? "up" : "down"}, to place ${to + 1} of ${rows.length}.`,
    );
  };
  const remove = (index: number) => {
    setRows(rows.filter((_, i) => i !== index));
    setSaid(`Removed ${rowName(rows[index].values, index)}. Save to keep the change.`);
  };
  const add = () => {
    setRows([...rows, { key: next.current++, values: Object.fromEntries(columns.map((c) => [c.key, ""])) }]);
    setSaid(`Added a row at place ${rows.length + 1}.`);
  };

  return (
    <fieldset className="px-4 py-3.5 sm:px-5" style={tracks} aria-describedby={describedBy(form.id, name, form.errors)}>
      <legend className="float-left mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</legend>
      <div className="clear-both" />
      <div aria-hidden className={HEADER}>
        {columns.map((c) => (
          <span key={c.key}>{c.label}</span>
        ))}
      </div>
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const label = rowName(row.values, index);
          return (
            <li key={row.key} className={ROW}>
              <div className="grid min-w-0 gap-2 sm:contents">
                {columns.map((c) => {
                  const inputName = `${name}.${index}.${c.key}`;
                  const props = form.field(inputName);
                  return (
                    <div key={c.key} className="min-w-0">
                      <label
                        htmlFor={props.id}
                        className="mb-1 block text-xs font-medium text-slate-600 sm:sr-only dark:text-slate-300"
                      >
                        {c.label}
                        <span className="sr-only"> ({label})</span>
                      </label>
                      <input
                        {...props}
                        type={c.type ?? "text"}
                        inputMode={c.inputMode}
                        placeholder={c.placeholder}
                        value={row.values[c.key] ?? ""}
                        onChange={(e) => {
                          props.onChange();
                          update(row.key, c.key, e.currentTarget.value);
                        }}
                        className="input min-h-10 py-2"
                      />
                      <FieldError id={form.id} name={inputName} errors={form.errors} />
                    </div>
                  );
                })}
              </div>
              <div className="flex flex-col sm:flex-row sm:justify-end">
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Move ${label} up`}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Move ${label} down`}
                  aria-disabled={index === rows.length - 1 || undefined}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={`Remove ${label}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={form.id} name={name} errors={form.errors} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {rows.length < max ? (
          <button type="button" className="btn-ghost min-h-10 px-3" onClick={add}>
            <Plus aria-hidden className="size-4" /> {addLabel}
          </button>
        ) : null}
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {said}
        </p>
      </div>
    </fieldset>
  );
}
