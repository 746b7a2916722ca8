import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import {
  CSV_COLUMNS,
  duplicateColumn,
  FILE_EMPTY,
  FILE_NOT_UTF8,
  FILE_TOO_BIG,
  fileNotCsv,
  KEY_COLUMN_MISSING,
  MAX_FILE_BYTES,
  MAX_ROWS,
  NAME_COLUMN_MISSING,
  TOO_MANY_ROWS,
  unknownColumns,
  unnamedColumn,
  type CsvColumn,
} from "./collection-csv";

/**
 * An uploaded CSV file, checked whole before any row is looked at: at most 5 MB, UTF-8 (with or without its BOM),
 * parseable, with known columns and at most 5,000 rows. Any failure is one message and nothing else happens.
 */

/** One data row: its number as a spreadsheet shows it (the column names are row 1) and its cells by column. */
export type SheetRow = { row: number; cells: Partial<Record<CsvColumn, string>>; cellCount: number };
export type Sheet = { columns: CsvColumn[]; width: number; rows: SheetRow[]; hash: string };

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; error: string };

const fail = (error: string): SheetResult => ({ ok: false, error });

/** A column's name as typed by a person: any case, spaces or hyphens for underscores. */
const columnKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** Spreadsheets in many locales write semicolons (or tabs) between cells: the first line says which. */
function delimiterOf(text: string) {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const count = (c: string) => firstLine.split(c).length - 1;
  const [best] = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return count(best) > 0 ? best : ",";
}

const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

export function readSheet(bytes: Uint8Array): SheetResult {
  if (bytes.byteLength > MAX_FILE_BYTES) return fail(FILE_TOO_BIG);
  let text: string;
  try {
    // Strips a UTF-8 BOM; refuses any byte sequence that is not UTF-8 (Latin-1, Windows-1252, UTF-16).
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(FILE_NOT_UTF8);
  }
  // UTF-16 text without its BOM decodes as UTF-8 with a NUL beside every letter; no spreadsheet writes NUL.
  if (text.includes("\0")) return fail(FILE_NOT_UTF8);

  let records: string[][];
  try {
    records = parse(text, { delimiter: delimiterOf(text), relax_column_count: true, max_record_size: MAX_FILE_BYTES });
  } catch (error) {
    return fail(fileNotCsv(error instanceof Error ? error.message.slice(0, 200) : "unknown error"));
  }
  const [header, ...data] = records;
  if (!header || blank(header)) return fail(FILE_EMPTY);

  const columns: (CsvColumn | null)[] = [];
  const unknown: string[] = [];
  for (const [i, name] of header.entries()) {
    const key = columnKey(name);
    if (key === "") {
      if (data.some((cells) => (cells[i] ?? "").trim() !== "")) return fail(unnamedColumn(i + 1));
      columns.push(null);
    } else if (!(CSV_COLUMNS as readonly string[]).includes(key)) unknown.push(name.trim());
    else if (columns.includes(key as CsvColumn)) return fail(duplicateColumn(key));
    else columns.push(key as CsvColumn);
  }
  if (unknown.length) return fail(unknownColumns(unknown));
  const named = columns.filter((c): c is CsvColumn => c !== null);
  if (!named.includes("name")) return fail(NAME_COLUMN_MISSING);
  if (!named.includes("asset_id") && !named.includes("location")) return fail(KEY_COLUMN_MISSING);

  const rows: SheetRow[] = [];
  for (const [i, cells] of data.entries()) {
    if (blank(cells)) continue;
    if (rows.length === MAX_ROWS) return fail(TOO_MANY_ROWS);
    const byColumn: SheetRow["cells"] = {};
    columns.forEach((column, j) => {
      if (column) byColumn[column] = cells[j] ?? "";
    });
    rows.push({ row: i + 2, cells: byColumn, cellCount: cells.length });
  }
  return {
    ok: true,
    sheet: { columns: named, width: header.length, rows, hash: createHash("sha256").update(bytes).digest("hex") },
  };
}
