import { describe, expect, it } from "vitest";
import { dueListHref, parseDueParams } from "./due-list-filter";

const parse = (query: string) => parseDueParams(new URLSearchParams(query));

describe("the due list's filter in the address", () => {
  it("reads state, type, machine and Mine, and writes the same address back", () => {
    const filter = parse("state=overdue&type=Pinball&machine=12&mine=1&limit=200");
    expect(filter).toEqual({ state: "overdue", type: "Pinball", machine: 12, mine: true, limit: 200 });
    expect(dueListHref(filter)).toBe("/maintenance?state=overdue&type=Pinball&machine=12&mine=1&limit=200");
  });

  it("falls back to all of it for anything it cannot read", () => {
    const filter = parse("state=later&type=<script>&machine=-3&mine=yes&limit=99999");
    expect(filter).toEqual({ state: "all", type: undefined, machine: undefined, mine: false, limit: 100 });
    expect(dueListHref(filter)).toBe("/maintenance");
    expect(parse("machine=1.5").machine).toBeUndefined();
  });
});
