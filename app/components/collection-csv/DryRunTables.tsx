import {
  COLUMN_LABELS,
  type CsvColumn,
  type PlannedAdd,
  type PlannedUpdate,
  type RowProblem,
} from "~/models/collection-csv/collection-csv";

/** Each table scrolls in its own box (both ways), so a long file or a 390 px phone never widens the page. */
const BOX = "mt-2 max-h-[28rem] overflow-auto rounded-xl border border-slate-200 dark:border-white/10";
const TABLE = "min-w-full border-separate border-spacing-0 text-left text-sm";
const HEAD =
  "sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 dark:border-white/10 dark:bg-ink-800 dark:text-slate-300";
const CELL = "border-b border-slate-100 px-3 py-1.5 align-top dark:border-white/5";
const ROW_NUMBER = `${CELL} text-right font-mono text-xs text-slate-500 tabular-nums dark:text-slate-400`;
const VALUE = `${CELL} max-w-[22rem] break-words whitespace-pre-line`;
/** A machine's name: wide enough not to break after every word, as the table's widest column. */
const NAME = `${VALUE} min-w-[10rem] font-medium`;
const EMPTY = <span className="text-slate-500 italic dark:text-slate-400">empty</span>;

function Section({ title, label, children }: { title: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <h4 className="text-sm font-bold">{title}</h4>
      <div className={BOX} role="region" aria-label={`${label}, scrollable`} tabIndex={0}>
        <table className={TABLE}>
          <caption className="sr-only">{label}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}

const Head = ({ names }: { names: string[] }) => (
  <thead>
    <tr>
      {names.map((name) => (
        <th key={name} scope="col" className={HEAD}>
          {name}
        </th>
      ))}
    </tr>
  </thead>
);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function AddsTable({ adds, columns }: { adds: PlannedAdd[]; columns: readonly CsvColumn[] }) {
  return (
    <Section title={`To add: ${plural(adds.length, "machine")}`} label="Machines to add">
      <Head names={["Row", ...columns.map((c) => COLUMN_LABELS[c])]} />
      <tbody>
        {adds.map((add) => (
          <tr key={add.row}>
            <td className={ROW_NUMBER}>{add.row}</td>
            {columns.map((column) => (
              <td key={column} className={column === "name" ? NAME : `${CELL} whitespace-nowrap`}>
                {shown(add.cells, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Section>
  );
}

/** "Other" says little: the add table shows the type or location typed beside it. */
function shown(cells: PlannedAdd["cells"], column: CsvColumn) {
  const other = { type: cells.other_type, location: cells.other_location } as Partial<Record<CsvColumn, string>>;
  const value = cells[column] === "Other" && other[column] ? `Other: ${other[column]}` : cells[column];
  return value || null;
}

export function UpdatesTable({ updates }: { updates: PlannedUpdate[] }) {
  return (
    <Section title={`To update: ${plural(updates.length, "machine")}`} label="Machines to update">
      <Head names={["Row", "Machine", "Column", "Now", "After the import"]} />
      <tbody>
        {updates.flatMap((update) =>
          update.changes.map((change, i) => (
            <tr key={`${update.row}-${change.column}`}>
              {i === 0 ? (
                <>
                  <td rowSpan={update.changes.length} className={ROW_NUMBER}>
                    {update.row}
                  </td>
                  <td rowSpan={update.changes.length} className={NAME}>
                    {update.name}
                  </td>
                </>
              ) : null}
              <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{change.column}</td>
              <td className={`${VALUE} text-red-900 dark:text-red-200`}>
                {change.from ? <del className="no-underline">{change.from}</del> : EMPTY}
              </td>
              <td className={`${VALUE} text-emerald-900 dark:text-emerald-200`}>
                {change.to ? <ins className="no-underline">{change.to}</ins> : EMPTY}
              </td>
            </tr>
          )),
        )}
      </tbody>
    </Section>
  );
}

export function RejectedTable({ rejected, rows }: { rejected: RowProblem[]; rows: number }) {
  return (
    <Section title={`Rejected: ${plural(rows, "row")}, left out of the import`} label="Rejected rows">
      <Head names={["Row", "Column", "Why"]} />
      <tbody>
        {rejected.map((problem, i) => (
          <tr key={`${problem.row}-${problem.column ?? ""}-${i}`}>
            <td className={ROW_NUMBER}>{problem.row}</td>
            <td className={`${CELL} font-mono text-xs whitespace-nowrap`}>{problem.column ?? "(whole row)"}</td>
            <td className={`${CELL} min-w-[16rem] text-red-900 dark:text-red-200`}>{problem.message}</td>
          </tr>
        ))}
      </tbody>
    </Section>
  );
}
