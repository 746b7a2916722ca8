import { describe, expect, it } from "vitest";
import { gameSlug, slugify, uniqueSlug } from "./slug";

describe("gameSlug (spec: name and location lowercased, non-alphanumeric runs to hyphens, joined by a hyphen)", () => {
  it.each([
    ["Medieval Madness", "Replay", "medieval-madness-replay"],
    ["Ms. Pac-Man", "Replay", "ms-pac-man-replay"],
    ["The Addams Family", "Warehouse", "the-addams-family-warehouse"],
    ["Street Fighter II: Champion Edition", "Replay", "street-fighter-ii-champion-edition-replay"],
    ["  Galaga!!  ", "Other", "galaga-other"],
    ["Q*bert", "Replay", "q-bert-replay"],
    ["Pokémon Stadium", "Replay", "pokemon-stadium-replay"],
    ["1942", "Warehouse", "1942-warehouse"],
  ])("%s at %s -> %s", (name, location, expected) => {
    expect(gameSlug(name, location)).toBe(expected);
  });

  it("never produces an empty slug or stray hyphens", () => {
    expect(gameSlug("!!!", "Replay")).toBe("replay");
    expect(gameSlug("???", "")).toBe("game");
    expect(slugify("--Tron--")).toBe("tron");
    expect(slugify("a  -  b")).toBe("a-b");
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug", () => {
    expect(uniqueSlug("tron-replay", new Set())).toBe("tron-replay");
    expect(uniqueSlug("tron-replay", new Set(["tron-replay-2"]))).toBe("tron-replay");
  });

  it("adds -2, then -3, on collision", () => {
    expect(uniqueSlug("tron-replay", new Set(["tron-replay"]))).toBe("tron-replay-2");
    expect(uniqueSlug("tron-replay", new Set(["tron-replay", "tron-replay-2"]))).toBe("tron-replay-3");
    expect(uniqueSlug("tron-replay", new Set(["tron-replay", "tron-replay-2", "tron-replay-3", "tron-replay-5"]))).toBe(
      "tron-replay-4",
    );
  });
});
