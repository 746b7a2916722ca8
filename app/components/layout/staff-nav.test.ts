import { describe, expect, it } from "vitest";
import { ROUTES } from "~/route-manifest";
import { ME_PLACE, STAFF_LINKS, STAFF_TABS } from "./staff-nav";

const here = (pathname: string) => STAFF_TABS.filter((tab) => tab.isHere(pathname)).map((tab) => tab.label);

describe("the staff places", () => {
  it("puts Repairs, Log, Parts and Me in a phone's bottom bar, Log leading to the machine picker", () => {
    expect(STAFF_TABS.map((tab) => [tab.label, tab.to])).toEqual([
      ["Repairs", "/repairs"],
      ["Log", "/repairs/log"],
      ["Parts", "/repairs/parts"],
      ["Me", "/account"],
    ]);
    expect(ME_PLACE.to).toBe("/account");
  });

  it("leads only to staff pages the route manifest lists (and to the public Collection, which staff work from too)", () => {
    for (const place of [...STAFF_TABS, ...STAFF_LINKS.filter((link) => link.to !== "/collection")]) {
      const route = ROUTES.find((r) => `/${r.path}` === place.to);
      expect(route?.audience, place.to).toBe("staff");
    }
  });

  it("marks one tab current: a repair's thread is under Repairs, Log New Repair under Log, the password page under Me", () => {
    expect(here("/repairs")).toEqual(["Repairs"]);
    expect(here("/repairs/12")).toEqual(["Repairs"]);
    expect(here("/repairs/parts")).toEqual(["Parts"]);
    expect(here("/repairs/log")).toEqual(["Log"]);
    expect(here("/repairs/new")).toEqual(["Log"]);
    expect(here("/account")).toEqual(["Me"]);
    expect(here("/account/password")).toEqual(["Me"]);
    expect(here("/repairs/stats")).toEqual([]);
    expect(here("/admin")).toEqual([]);
    expect(here("/accountant")).toEqual([]);
  });
});
