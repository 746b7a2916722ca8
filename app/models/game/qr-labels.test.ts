import { describe, expect, it } from "vitest";
import { filterLabelGames, labelParams, parseLabelParams, type LabelGame } from "./qr-labels";

const games: LabelGame[] = [
  { id: 1, name: "Ms. Pac-Man", location: "Replay", locationLabel: "Replay" },
  { id: 2, name: "Pac-Land", location: "Warehouse", locationLabel: "Warehouse" },
  { id: 3, name: "Joust", location: "Warehouse", locationLabel: "Warehouse" },
  { id: 4, name: "Pac-Mania", location: "Other", locationLabel: "Storage unit B" },
];

describe("QR label filter", () => {
  it("reads the URL: a known location and a tidied search; anything else is All and empty", () => {
    expect(parseLabelParams(new URLSearchParams("location=Warehouse&q=%20%20pac%20%20man "))).toEqual({
      location: "Warehouse",
      q: "pac man",
    });
    expect(parseLabelParams(new URLSearchParams("location=warehouse"))).toEqual({ location: "All", q: "" });
    expect(parseLabelParams(new URLSearchParams("location=Other&q="))).toEqual({ location: "All", q: "" });
    expect(parseLabelParams(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("writes the shortest URL and reads it back unchanged", () => {
    expect(labelParams({ location: "All", q: "" }).toString()).toBe("");
    const filter = { location: "Replay", q: "pac" } as const;
    expect(labelParams(filter).toString()).toBe("location=Replay&q=pac");
    expect(parseLabelParams(labelParams(filter))).toEqual(filter);
  });

  it("shows a location's own machines whose names contain the search, in any case; another location's only under All", () => {
    const ids = (location: "All" | "Replay" | "Warehouse", q: string) =>
      filterLabelGames(games, { location, q }).map((g) => g.id);
    expect(ids("All", "")).toEqual([1, 2, 3, 4]);
    expect(ids("All", "PAC")).toEqual([1, 2, 4]);
    expect(ids("Warehouse", "pac")).toEqual([2]);
    expect(ids("Replay", "")).toEqual([1]);
    expect(ids("Replay", "joust")).toEqual([]);
  });
});
