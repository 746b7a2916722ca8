import { describe, expect, it } from "vitest";
import { hidesResolved, parseRepairParams, repairsHref, toggleResolved } from "./repair-dashboard";

const parse = (query: string) => parseRepairParams(new URLSearchParams(query));

describe("the Repair Dashboard's Hide Resolved and status filter (issue 19)", () => {
  it("are one state, so they never contradict each other", () => {
    expect(hidesResolved(parse(""))).toBe(false);
    expect(hidesResolved(parse("status=open"))).toBe(true);
    expect(hidesResolved(parse("status=resolved"))).toBe(false);
    expect(toggleResolved(parse(""))).toBe("open");
    expect(toggleResolved(parse("status=resolved"))).toBe("open");
    expect(toggleResolved(parse("status=open"))).toBe("all");
  });

  it("reads an old hide=1 as open, unless the link names the resolved ones", () => {
    expect(parse("hide=1").status).toBe("open");
    expect(parse("status=resolved&hide=1").status).toBe("resolved");
    expect(repairsHref(parse("q=coil&status=resolved&hide=1"))).toBe("/repairs?q=coil&status=resolved");
    expect(repairsHref(parse("hide=1"))).toBe("/repairs?status=open");
  });
});
