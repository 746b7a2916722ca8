import { describe, expect, it } from "vitest";
import {
  currentRepairView,
  DEFAULT_REPAIR_FILTER,
  nextRepairSort,
  PAGE_SIZE,
  parseRepairParams,
  REPAIR_VIEWS,
  repairAge,
  repairsHref,
  repairTitle,
} from "./repair-dashboard";

const parse = (query: string) => parseRepairParams(new URLSearchParams(query));

describe("the Repair Dashboard's status: open repairs by default, the count tabs choose another", () => {
  it("opens on the open repairs, and an old hide=1 or an explicit status still says what it meant", () => {
    expect(parse("").status).toBe("open");
    expect(parse("hide=1").status).toBe("open");
    expect(parse("status=all").status).toBe("all");
    expect(parse("status=resolved&hide=1").status).toBe("resolved");
    expect(repairsHref(parse("hide=1"))).toBe("/repairs");
    expect(repairsHref(parse("q=coil&status=resolved&hide=1"))).toBe("/repairs?q=coil&status=resolved");
    expect(repairsHref(parse("status=all"))).toBe("/repairs?status=all");
  });

  it("gives each tab its view, the search, Mine and sort kept", () => {
    expect(currentRepairView(parse(""))).toBe("open");
    expect(currentRepairView(parse("status=resolved"))).toBe("resolved");
    expect(currentRepairView(parse("status=all"))).toBe("total");
    expect(currentRepairView(parse("untriaged=1&status=all"))).toBe("untriaged");
    const filter = parse("q=coil&mine=1&sort=game&dir=asc&limit=200&untriaged=1");
    const hrefs = REPAIR_VIEWS.map((view) => repairsHref({ ...filter, ...view.patch, limit: PAGE_SIZE }));
    expect(hrefs).toEqual([
      "/repairs?q=coil&mine=1&sort=game&dir=asc",
      "/repairs?q=coil&status=resolved&mine=1&sort=game&dir=asc",
      "/repairs?q=coil&status=all&mine=1&sort=game&dir=asc",
      "/repairs?q=coil&mine=1&untriaged=1&sort=game&dir=asc",
    ]);
  });
});

describe("a repair's line in the list", () => {
  it("is titled by the report's first line, cut when long", () => {
    expect(repairTitle("  Left flipper weak\nCoil sleeve worn, ordered one")).toBe("Left flipper weak");
    expect(repairTitle("Tilt bob\r\nloose")).toBe("Tilt bob");
    const long = repairTitle("word ".repeat(60));
    expect(long).toHaveLength(120);
    expect(long.endsWith("…")).toBe(true);
  });

  it("says how old it is from the given now, in minutes, hours or days", () => {
    const now = Date.parse("2026-06-03T16:00:00Z");
    const ago = (ms: number) => repairAge(new Date(now - ms).toISOString(), now);
    expect(ago(20_000)).toBe("now");
    expect(ago(12 * 60_000)).toBe("12 min");
    expect(ago(5 * 3_600_000 + 59 * 60_000)).toBe("5 h");
    expect(ago(3 * 86_400_000 + 1)).toBe("3 d");
    expect(ago(400 * 86_400_000)).toBe("400 d");
    expect(ago(-60_000)).toBe("now"); // a clock a little ahead never shows a negative age
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
      "/repairs?q=coil&status=resolved&severity=major&mine=1&untriaged=1&sort=severity&dir=desc&limit=200",
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
