import {
  FORM_STATUSES,
  GAME_LOCATIONS,
  GAME_TYPES,
  type gameFormSchema,
  type GameFormInput,
  type GameFormValues,
} from "../game/game.schema";
import {
  COLUMN_FIELDS,
  CSV_COLUMNS,
  FOR_SALE_INVALID,
  notAChoice,
  PRICE_INVALID,
  type CsvColumn,
  type RowProblem,
} from "./collection-csv";
import type { SheetRow } from "./csv-file.server";

/**
 * One row of the sheet read into the game form's values and checked by the game form's own schema, so a
 * machine imported obeys every rule a machine typed in does. A few cells a form never receives free-typed
 * (a choice, a yes/no, an amount with a dollar sign) are read first, strictly: an unknown type is refused
 * rather than taken for Arcade, as the form's select would.
 */

/** The ' our export put before a text that would start a formula (utils/csv.ts), taken off again. */
const FORMULA_GUARD = /(?<=^|[,;\t\r\n])'(?=[=+\-@\t\r])/g;
export const unguard = (cell: string) => cell.replace(FORMULA_GUARD, "");

const FIELD_COLUMNS = Object.fromEntries(CSV_COLUMNS.map((c) => [COLUMN_FIELDS[c], c])) as Record<string, CsvColumn>;

const choice = (options: readonly string[], cell: string) =>
  cell === "" ? "" : options.find((o) => o.toLowerCase() === cell.toLowerCase());

const YES = ["yes", "y", "true", "1", "x"];
const NO = ["no", "n", "false", "0", ""];

/** An amount as a spreadsheet may write it ($1,250.50): the schema then checks it as the form's. */
const amount = (cell: string) => {
  const bare = cell.replace(/^\$|(?<=\d),(?=\d{3}\b)/g, "");
  return bare === "" || /^-?\d+(\.\d+)?$/.test(bare) ? bare : undefined;
};

type Problem = Omit<RowProblem, "row">;
export type RowReading = { ok: true; input: GameFormInput } | { ok: false; problems: Problem[] };

export type GameFormSchema = ReturnType<typeof gameFormSchema>;

/**
 * A row over `base` (the machine's values, or the empty form's for a new one): a column the sheet lacks keeps
 * base's. One `schema` serves every row of a file (zod compiles a schema on its first use).
 */
export function readRow(row: SheetRow, base: GameFormValues, schema: GameFormSchema): RowReading {
  const values: GameFormValues = { ...base };
  const problems: Problem[] = [];
  const refuse = (column: CsvColumn, message: string) => problems.push({ column, message });
  for (const column of CSV_COLUMNS) {
    const raw = row.cells[column];
    if (raw === undefined) continue;
    const cell = unguard(raw).trim();
    const field = COLUMN_FIELDS[column];
    if (field === "forSale") {
      const word = cell.toLowerCase();
      if (YES.includes(word) || NO.includes(word)) values.forSale = YES.includes(word);
      else refuse(column, FOR_SALE_INVALID);
    } else if (field === "missingParts") values.missingParts = cell.split(/\r?\n|\r/);
    else if (field === "type" || field === "location" || field === "status") {
      const options = { type: GAME_TYPES, location: GAME_LOCATIONS, status: FORM_STATUSES }[field];
      const chosen = choice(options, cell);
      if (chosen === undefined) refuse(column, notAChoice(options));
      else values[field] = chosen;
    } else if (field === "askingPrice") {
      const bare = amount(cell);
      if (bare === undefined) refuse(column, PRICE_INVALID);
      else values.askingPrice = bare;
    } else values[field] = cell;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success && !problems.length) return { ok: true, input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const column = FIELD_COLUMNS[String(issue.path[0])] ?? null;
    if (!problems.some((p) => p.column === column)) problems.push({ column, message: issue.message });
  }
  return { ok: false, problems };
}
