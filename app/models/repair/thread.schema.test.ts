import { describe, expect, it } from "vitest";
import { readThreadPost, threadErrorsOf, threadSchema } from "./thread.schema";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};
const parse = (fields: [string, string][]) => threadSchema.safeParse(readThreadPost(form(fields)));

describe("the thread's posts", () => {
  it("reads repeated photos and part rows; a wholly empty row is no part; quantity defaults to 1", () => {
    const photo = `/uploads/${"b".repeat(32)}-1200.webp`;
    const parsed = parse([
      ["intent", "entry"],
      ["body", "  Coil replaced  "],
      ["minutes", ""],
      ["photo", photo],
      ["partName", "Coil"],
      ["partQuantity", ""],
      ["partUrl", ""],
      ["partCost", "4.5"],
      ["partName", ""],
      ["partQuantity", ""],
      ["partUrl", ""],
      ["partCost", ""],
    ]);
    expect(parsed.success && parsed.data).toEqual({
      intent: "entry",
      body: "Coil replaced",
      minutes: null,
      photos: [photo],
      parts: [{ name: "Coil", quantity: 1, url: null, cost: 4.5 }],
    });
  });

  it("names a part row's messages by row and field", () => {
    const parsed = parse([
      ["intent", "entry"],
      ["body", "x"],
      ["partName", ""],
      ["partQuantity", ""],
      ["partUrl", ""],
      ["partCost", ""],
      ["partName", ""],
      ["partQuantity", "3"],
      ["partUrl", "ftp://x"],
      ["partCost", ""],
    ]);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(threadErrorsOf(parsed.error)).toEqual({
        "parts.1.name": "Part name is required",
        "parts.1.url": "Where to buy must be a web address starting with https://",
      });
  });

  it("reads the safety switch and the back-to-Operational box as booleans", () => {
    const triage = parse([
      ["intent", "triage"],
      ["severity", "major"],
      ["safety", "on"],
    ]);
    expect(triage.success && triage.data).toEqual({ intent: "triage", severity: "major", safety: true });
    const resolve = parse([["intent", "resolve"]]);
    expect(resolve.success && resolve.data).toEqual({ intent: "resolve", backToOperational: false });
  });
});
