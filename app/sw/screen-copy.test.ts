import { describe, expect, it } from "vitest";
import { screenAddress } from "./kept-screens";
import { copyTime } from "./screen-copy";

const at = (address: string) => new URL(address, "https://museum.example");

describe("the screen a worker's answer is for", () => {
  it("is the same text for a document and for React Router's data of it", () => {
    expect(screenAddress(at("/repairs/12"))).toBe("/repairs/12");
    expect(screenAddress(at("/repairs/12.data"))).toBe("/repairs/12");
    expect(screenAddress(at("/repairs.data?status=all&_routes=routes%2Frepairs"))).toBe("/repairs?status=all");
    expect(screenAddress(at("/repairs?status=all"))).toBe("/repairs?status=all");
    expect(screenAddress(at("/_root.data"))).toBe("/");
  });

  it("carries the copy's time from its Date header, or none", () => {
    expect(copyTime("Wed, 03 Jun 2026 19:05:00 GMT")).toBe(Date.parse("2026-06-03T19:05:00Z"));
    expect(copyTime(null)).toBeNull();
    expect(copyTime("yesterday")).toBeNull();
  });
});
