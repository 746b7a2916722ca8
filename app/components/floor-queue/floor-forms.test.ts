import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { floorFormLabel } from "./floor-forms";

const ORIGIN = "https://museum.example";

/** A form as the catcher sees it: its data attributes and what it posts. */
const labelOf = (path: string, fields: Record<string, string>, dataset: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return floorFormLabel({ dataset } as unknown as HTMLFormElement, new URL(path, ORIGIN), data);
};

describe("what a kept form is called", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { location: { origin: ORIGIN } });
    vi.stubGlobal("document", { querySelector: () => null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names the machine of a repair resolved or reopened from its game page", () => {
    const gamePage = { floorAbout: "Medieval Madness" };
    expect(labelOf("/repairs/12", { intent: "resolve" }, gamePage)).toBe("Resolve #12: Medieval Madness");
    expect(labelOf("/repairs/12", { intent: "reopen" }, gamePage)).toBe("Reopen #12: Medieval Madness");
    // The thread's own forms stay as they were: the thread is the repair.
    expect(labelOf("/repairs/12", { intent: "resolve" })).toBe("Resolve #12");
  });

  it("names a part's change on the Parts screen by its state's word, its part and its machine", () => {
    const part = { floorAbout: "Flipper rubber for Medieval Madness" };
    expect(labelOf("/repairs/parts", { status: "ordered" }, part)).toBe(
      "Part marked Ordered: Flipper rubber for Medieval Madness",
    );
    expect(labelOf("/repairs/parts", { status: "cancelled" }, part)).toBe(
      "Part marked Cancelled: Flipper rubber for Medieval Madness",
    );
    expect(labelOf("/repairs/parts", { status: "constructor" })).toBe("Part");
  });

  it("keeps only the floor's forms of this site", () => {
    expect(labelOf("/repairs/12/edit", { intent: "resolve" })).toBeNull();
    expect(labelOf("https://elsewhere.example/repairs/12", { intent: "resolve" })).toBeNull();
  });
});
