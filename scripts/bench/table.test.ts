import { describe, expect, it } from "vitest";
import { formatTable } from "./table";

describe("formatTable", () => {
  it("lines up a Markdown table, numbers on the right", () => {
    expect(
      formatTable(
        ["page", "score"],
        [
          ["/", "98"],
          ["/collection", "100"],
        ],
        [1],
      ),
    ).toBe(
      ["| page        | score |", "|-------------|------:|", "| /           |    98 |", "| /collection |   100 |"].join(
        "\n",
      ),
    );
  });

  it("widens a column to its longest cell and fills a short row with blanks", () => {
    expect(formatTable(["a", "b"], [["long cell"]])).toBe(
      ["| a         | b |", "|-----------|---|", "| long cell |   |"].join("\n"),
    );
  });
});
