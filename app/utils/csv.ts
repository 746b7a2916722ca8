/** RFC 4180 quoting, and a leading =, +, - or @ defused so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: string | number) {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as a CSV file's text: CRLF line ends, a last one included. */
export function csvText(rows: (string | number)[][]) {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
