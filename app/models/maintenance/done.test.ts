import { describe, expect, it } from "vitest";
import { doneMessage, nextDueIn, skippedWithoutReason } from "./done";

describe("doing a maintenance task", () => {
  it("needs every step ticked, or a note saying why one was skipped", () => {
    expect(skippedWithoutReason(2, [0, 1], null)).toBe(false);
    expect(skippedWithoutReason(2, [0], null)).toBe(true);
    expect(skippedWithoutReason(2, [0, 0], null)).toBe(true);
    expect(skippedWithoutReason(2, [0, 5], null)).toBe(true);
    expect(skippedWithoutReason(2, [0], "No wax in stock")).toBe(false);
    expect(skippedWithoutReason(0, [], null)).toBe(false);
  });

  it("says when it is next due: what is left of the interval that runs out first", () => {
    const next = nextDueIn([
      { kind: "days", every: 30, used: 0, share: 0, dueAt: 3_000 },
      { kind: "openHours", every: 60, used: 0, share: 0, dueAt: 2_000 },
      { kind: "plays", every: 500, used: 0, share: 0, dueAt: null },
    ]);
    expect(doneMessage("Wax the playfield", "Medieval Madness", next)).toBe(
      "Done: Wax the playfield on Medieval Madness. Next due in 60 opening hours.",
    );
    // Plays alone have no due point until readings come in.
    expect(nextDueIn([{ kind: "plays", every: 1_000, used: 0, share: 0, dueAt: null }])).toBe("1,000 plays");
  });
});
