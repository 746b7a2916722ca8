/**
 * A Markdown table whose columns line up in a terminal too. Columns listed in `rightAligned` (numbers) are
 * padded on the left, so their digits line up.
 */
export function formatTable(header: string[], rows: string[][], rightAligned: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const pad = (cell: string, i: number) =>
    rightAligned.includes(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]);
  const line = (cells: string[]) => `| ${header.map((_, i) => pad(cells[i] ?? "", i)).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (rightAligned.includes(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
