import { describe, expect, it } from "vitest";
import { playingNowText } from "./playing-now";

describe("playingNowText", () => {
  it("writes '{N} of {M} machines playing now', and nothing with no machine on the floor", () => {
    expect(playingNowText({ playing: 97, onFloor: 104 })).toBe("97 of 104 machines playing now");
    expect(playingNowText({ playing: 0, onFloor: 3 })).toBe("0 of 3 machines playing now");
    expect(playingNowText({ playing: 1, onFloor: 1 })).toBe("1 of 1 machine playing now");
    expect(playingNowText({ playing: 0, onFloor: 0 })).toBeNull();
  });
});
