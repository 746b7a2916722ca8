/**
 * CSV for spreadsheets (RFC 4180), written so that no cell runs as a formula, as OWASP's CSV injection guidance
 * asks. Every text cell is quoted, so a comma or a semicolon in it never starts a new cell, whatever separator
 * the spreadsheet's locale expects. A text that begins with = + - @, a tab or a carriage return, or has one
 * right after a separator (comma, semicolon, tab, line end), gets a ' before it, which a spreadsheet reads as
 * "this is text". Figures our own code wrote (numbers, `csvFigure`) are written bare, so they stay numbers.
 */

/** A point where a spreadsheet could start a formula: the text's start or a separator, then a formula character. */
const FORMULA_START = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;
/** What `csvFigure` writes bare: digits, an optional minus and decimals. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvFigure = { readonly figure: string };
export type CsvValue = string | number | null | CsvFigure;

/** A number our code formatted (hours to two places, say), written bare; anything else in it is written as text. */
export const csvFigure = (figure: string): CsvFigure => ({ figure });

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "object") return PLAIN_NUMBER.test(value.figure) ? value.figure : csvCell(value.figure);
  return `"${value.replace(FORMULA_START, "'").replace(/"/g, '""')}"`;
}

/** Rows of cells as a CSV file's text: CRLF line ends, a last one included. */
export function csvText(rows: CsvValue[][]) {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
