import { describe, expect, it } from "vitest";
import { describeMachine, type Machine } from "./machine";

const machine: Machine = { cores: 2, cpu: "AMD EPYC", load: [0.42, 1.5, 2], node: "v20.19.0", commit: "b4fe052" };

describe("describeMachine", () => {
  it("names the cores, the load average, Node and the commit", () => {
    expect(describeMachine(machine)).toBe(
      "machine: 2 cores (AMD EPYC), load average 0.42, 1.50, 2.00 (1, 5, 15 min), Node v20.19.0, commit b4fe052",
    );
  });

  it("warns when the one-minute load average is over 1 at the start", () => {
    const lines = describeMachine({ ...machine, load: [1.2, 0.5, 0.5] }).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "warning: the load average is 1.20 at the start (over 1): something else is running, " +
        "so the figures below will be lower than this build's",
    );
  });

  it("does not warn at a load average of 1", () => {
    expect(describeMachine({ ...machine, load: [1, 3, 3] })).not.toContain("warning");
  });
});
