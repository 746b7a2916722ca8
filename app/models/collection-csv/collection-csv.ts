import type { FormResult } from "~/utils/forms";
import type { GameFormInput, GameFormValues } from "../game/game.schema";

/**
 * The collection as a CSV file (export and import): its columns, its limits, its texts and what a dry run
 * shows. No zod and no server code: the import screen's browser code reads it too.
 */

/** The columns, in the export's order. An exported file imports back unchanged. */
export const CSV_COLUMNS = [
  "asset_id",
  "name",
  "type",
  "other_type",
  "location",
  "other_location",
  "status",
  "year_made",
  "high_score",
  "for_sale",
  "asking_price",
  "missing_parts",
  "condition_notes",
  "sale_condition_notes",
  "sale_notes",
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The game form's field each column fills: a field's message is shown under its column. */
export const COLUMN_FIELDS = {
  asset_id: "assetId",
  name: "name",
  type: "type",
  other_type: "otherType",
  location: "location",
  other_location: "otherLocation",
  status: "status",
  year_made: "yearMade",
  high_score: "highScore",
  for_sale: "forSale",
  asking_price: "askingPrice",
  missing_parts: "missingParts",
  condition_notes: "conditionNotes",
  sale_condition_notes: "saleConditionNotes",
  sale_notes: "saleNotes",
} as const satisfies Record<CsvColumn, keyof GameFormValues>;

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 5000;

// --- Texts ---------------------------------------------------------------------

export const FILE_MISSING = "Choose a CSV file to check.";
export const FILE_TOO_BIG =
  "The file is larger than 5 MB. Split it into smaller files and import them one after the other.";
export const FILE_NOT_UTF8 =
  "The file is not UTF-8 text. In your spreadsheet, save it as “CSV UTF-8 (comma delimited)” and try again.";
export const fileNotCsv = (detail: string) =>
  `The file could not be read as CSV: ${detail}. Save it from your spreadsheet as CSV and try again.`;
export const FILE_EMPTY = "The file is empty: its first row must name the columns.";
export const TOO_MANY_ROWS =
  "The file has more than 5,000 rows. Split it into smaller files and import them one after the other.";
export const unknownColumns = (names: string[]) =>
  `Unknown column${names.length > 1 ? "s" : ""}: ${names.join(", ")}. The columns are: ${CSV_COLUMNS.join(", ")}.`;
export const unnamedColumn = (n: number) => `Column ${n} has no name in the first row, but rows fill it.`;
export const duplicateColumn = (name: string) => `The column ${name} appears twice.`;
export const NAME_COLUMN_MISSING = "The file has no name column: every machine needs its name.";
export const KEY_COLUMN_MISSING = "The file needs an asset_id or a location column, to tell which machine each row is.";

export const cellCount = (cells: number, columns: number) =>
  `This row has ${cells} cells; the first row names ${columns} columns.`;
export const notAChoice = (options: readonly string[]) =>
  `Must be one of ${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
export const FOR_SALE_INVALID = "Must be yes or no (or empty, for no)";
export const PRICE_INVALID = "Must be an amount, such as 1250 or 1250.50";
export const ambiguousMachine = (count: number, name: string, location: string) =>
  `${count} machines are called ${name} at ${location}: give each its asset ID on the game form, and this row the one it means`;
export const ASSET_ID_IN_TRASH = "A game in the Trash has this asset ID: restore it from the Trash first";
export const sameMachineAs = (row: number) => `Row ${row} already imports this machine`;

export const NOTHING_TO_IMPORT = "Nothing to import: every row matches the collection already.";
export const ONLY_REJECTED = "Nothing to import: fix the rejected rows and check the file again.";
export const PLAN_CHANGED =
  "The collection or the file changed since the dry run, so nothing was imported. Below is the dry run again, on the collection as it is now: check it and confirm again.";
export const IMPORT_FAILED = "Something went wrong and nothing was written. Please try again.";
export const importDone = (added: number, updated: number) =>
  `Imported: ${counted(added, "machine")} added, ${updated} updated.`;

const counted = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

// --- What a dry run shows ----------------------------------------------------

/** A game's fields as the CSV holds them: the form's fields but its photos, and the sale flag as stored. */
export type GameFields = Omit<GameFormInput, "images">;

export type CsvCells = Record<CsvColumn, string | number | null>;

/** A game's cells: figures bare (the export writes them as numbers), texts as they are, nothing as null. */
export function cellsOf(game: GameFields): CsvCells {
  return {
    asset_id: game.assetId,
    name: game.name,
    type: game.type,
    other_type: game.otherType,
    location: game.location,
    other_location: game.otherLocation,
    status: game.status,
    year_made: game.yearMade,
    high_score: game.highScore,
    for_sale: game.forSale ? "yes" : "no",
    asking_price: game.askingPrice,
    // One part a line: a part is one line on the form.
    missing_parts: game.missingParts.length ? game.missingParts.join("\n") : null,
    condition_notes: game.conditionNotes,
    sale_condition_notes: game.saleConditionNotes,
    sale_notes: game.saleNotes,
  };
}

/** A cell as a person reads it in the dry run (and as two cells are compared). */
export const cellText = (value: string | number | null) => (value === null ? "" : String(value));

export type FieldChange = { column: CsvColumn; from: string; to: string };
export type PlannedAdd = { row: number; cells: Record<CsvColumn, string> };
export type PlannedUpdate = { row: number; gameId: number; name: string; changes: FieldChange[] };
/** A rejected row: its number as a spreadsheet shows it (the first row names the columns), the column when one is at fault. */
export type RowProblem = { row: number; column: CsvColumn | null; message: string };

/** What an import would do, as the page shows it; `hash` names it, so a confirm applies exactly this. */
export type DryRun = {
  fileName: string;
  adds: PlannedAdd[];
  updates: PlannedUpdate[];
  unchanged: number;
  rejected: RowProblem[];
  hash: string;
};

/** What the import's action answers: a dry run to show (after a check, or after a confirm that came too late), or what it did. */
export type ImportAnswer = FormResult<
  "file" | "plan" | "intent",
  "check" | "import",
  { dryRun?: DryRun; done?: { added: number; updated: number } }
>;

/** The add table's columns: enough to recognise a machine; the rest is in the file. */
export const ADD_COLUMNS = [
  "asset_id",
  "name",
  "type",
  "location",
  "status",
  "year_made",
  "for_sale",
  "asking_price",
] as const satisfies readonly CsvColumn[];

/** Words for the columns, in the dry run's tables. */
export const COLUMN_LABELS: Record<CsvColumn, string> = {
  asset_id: "Asset ID",
  name: "Name",
  type: "Type",
  other_type: "Other type",
  location: "Location",
  other_location: "Other location",
  status: "Status",
  year_made: "Year",
  high_score: "High score",
  for_sale: "For sale",
  asking_price: "Price",
  missing_parts: "Missing parts",
  condition_notes: "Condition notes",
  sale_condition_notes: "Sale condition notes",
  sale_notes: "Sale notes",
};
