import { describe, expect, it } from "vitest";
import { csvText } from "~/utils/csv";
import { duplicateColumn, FILE_EMPTY, KEY_COLUMN_MISSING, unnamedColumn } from "./collection-csv";
import { readSheet } from "./csv-file.server";
import { unguard } from "./import-row.server";

const read = (text: string) => readSheet(new TextEncoder().encode(text));
const rowsOf = (text: string) => {
  const result = read(text);
  if (!result.ok) throw new Error(result.error);
  return result.sheet.rows.map((r) => [r.row, r.cells]);
};

describe("readSheet", () => {
  it("numbers rows as a spreadsheet shows them: blank rows are skipped but counted, a cell may span lines", () => {
    expect(rowsOf('Name,Location\r\nTron,Replay\r\n\r\n,\r\n"Pac\nMan",Warehouse\r\n')).toEqual([
      [2, { name: "Tron", location: "Replay" }],
      [5, { name: "Pac\nMan", location: "Warehouse" }],
    ]);
  });

  it("reads the semicolons and tabs some spreadsheets write between cells, and column names in any case", () => {
    expect(rowsOf("NAME;Asset ID\nTron;T-1\n")).toEqual([[2, { name: "Tron", asset_id: "T-1" }]]);
    expect(rowsOf("name\tlocation\nTron\tReplay\n")).toEqual([[2, { name: "Tron", location: "Replay" }]]);
  });

  it("leaves out a nameless column that no row fills, and refuses one that rows fill, a repeated one or too few", () => {
    expect(rowsOf("name,location,,\nTron,Replay,,\n")).toEqual([[2, { name: "Tron", location: "Replay" }]]);
    expect(read("name,location,\nTron,Replay,red\n")).toEqual({ ok: false, error: unnamedColumn(3) });
    expect(read("name,Location,location\n")).toEqual({ ok: false, error: duplicateColumn("location") });
    expect(read("name,year_made\nTron,1982\n")).toEqual({ ok: false, error: KEY_COLUMN_MISSING });
    expect(read("\r\n")).toEqual({ ok: false, error: FILE_EMPTY });
  });

  it("says where a file stops being CSV", () => {
    const result = read('name,location\n"Tron,Replay\n');
    expect(result.ok ? "" : result.error).toMatch(/^The file could not be read as CSV: .*Quote Not Closed/);
  });
});

describe("unguard", () => {
  it("takes off exactly the ' our export puts before a formula character", () => {
    for (const text of ["=1+1", "-5 Star", "a;=b", "x\n@SUM(A1)", "\t=1", "it's fine", "'quoted'", "O'Brien"]) {
      const cell = csvText([[text]])
        .slice(1, -3)
        .replace(/""/g, '"');
      expect(unguard(cell)).toBe(text);
    }
  });
});
