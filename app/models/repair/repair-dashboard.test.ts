import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPAIR_FILTER,
  hidesResolved,
  nextRepairSort,
  parseRepairParams,
  repairsHref,
  toggleResolved,
} from "./repair-dashboard";

const parse = (query: string) => parseRepairParams(new URLSearchParams(query));

describe("the Repair Dashboard's Hide Resolved and status filter", () => {
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

describe("the dashboard's floor views: Mine, Untriaged, severity and the Severity sort", () => {
  it("leave every default out of the address", () => {
    expect(parse("")).toEqual(DEFAULT_REPAIR_FILTER);
    expect(repairsHref(DEFAULT_REPAIR_FILTER)).toBe("/repairs");
    expect(repairsHref(parse("mine=0&untriaged=&severity=all&sort=date&dir=desc&limit=100"))).toBe("/repairs");
  });

  it("survive a round trip through the address", () => {
    for (const href of [
      "/repairs?mine=1",
      "/repairs?untriaged=1",
      "/repairs?severity=safety",
      "/repairs?severity=cosmetic",
      "/repairs?sort=severity&dir=asc",
      "/repairs?q=coil&status=open&severity=major&mine=1&untriaged=1&sort=severity&dir=desc&limit=200",
    ]) {
      const filter = parse(href.split("?")[1]);
      expect(repairsHref(filter)).toBe(href);
      expect(parse(repairsHref(filter).split("?")[1] ?? "")).toEqual(filter);
    }
  });

  it("read a value they do not know as the default", () => {
    expect(parse("severity=catastrophic&mine=yes&untriaged=true&sort=urgency")).toEqual(DEFAULT_REPAIR_FILTER);
    expect(parse("severity=SAFETY").severity).toBe("all");
  });

  it("start the Severity sort with the most urgent first and flip it on a second click", () => {
    expect(parse("sort=severity")).toMatchObject({ sort: "severity", dir: "asc" });
    expect(nextRepairSort(parse(""), "severity")).toEqual({ sort: "severity", dir: "asc" });
    expect(nextRepairSort(parse("sort=severity&dir=asc"), "severity")).toEqual({ sort: "severity", dir: "desc" });
    expect(nextRepairSort(parse("sort=severity&dir=asc"), "date")).toEqual({ sort: "date", dir: "desc" });
  });
});
