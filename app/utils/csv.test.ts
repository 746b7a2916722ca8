import { describe, expect, it } from "vitest";
import { csvFigure, csvText } from "./csv";

describe("csvText", () => {
  it("quotes every text cell and defuses what a spreadsheet would run as a formula", () => {
    expect(csvText([["Attack, from Mars", 'The "Getaway"', "=HYPERLINK(1)", "-5", "Tron", 12]])).toBe(
      `"Attack, from Mars","The ""Getaway""","'=HYPERLINK(1)","'-5","Tron",12\r\n`,
    );
  });

  it("defuses a formula after any separator, so a semicolon locale never splits one out of its cell", () => {
    expect(csvText([["Pac;=cmd|' /C calc'!A0", "Pin,+1", "Tab\t@SUM(A1)", "Line\r\n-2", "a;b, c"]])).toBe(
      `"Pac;'=cmd|' /C calc'!A0","Pin,'+1","Tab\t'@SUM(A1)","Line\r\n'-2","a;b, c"\r\n`,
    );
  });

  it("defuses a leading tab or carriage return, and one after another", () => {
    expect(csvText([["\t=1+1", "\rx", "x;\t\r"]])).toBe(`"'\t'=1+1","'\rx","x;'\t'\r"\r\n`);
  });

  it("writes numbers and the figures our code formats bare, an absent figure empty, and a figure that is not a number as text", () => {
    expect(csvText([[188, -5, csvFigure("5.50"), csvFigure("-0.25"), null, csvFigure("=1+1"), ""]])).toBe(
      `188,-5,5.50,-0.25,,"'=1+1",""\r\n`,
    );
  });
});
