import { describe, expect, it } from "vitest";
import { csvText } from "./csv";

describe("csvText", () => {
  it("quotes what needs it and defuses what a spreadsheet would run as a formula", () => {
    expect(csvText([["Attack, from Mars", 'The "Getaway"', "=HYPERLINK(1)", "-5", 12]])).toBe(
      `"Attack, from Mars","The ""Getaway""",'=HYPERLINK(1),'-5,12\r\n`,
    );
  });
});
