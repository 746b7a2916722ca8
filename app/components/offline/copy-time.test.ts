import { describe, expect, it } from "vitest";
import { copyTimeLabel, offlineCopyText } from "./copy-time";

const ZONE = "America/Chicago";
// 19:05 UTC is 2:05 PM in Chicago (CDT) on 2026-06-03.
const COPY = Date.parse("2026-06-03T19:05:00Z");

describe("the time of a screen's offline copy", () => {
  it("is the museum's wall-clock time, whatever the browser's zone", () => {
    expect(copyTimeLabel(COPY, Date.parse("2026-06-03T20:00:00Z"), ZONE)).toBe("2:05 PM");
    expect(copyTimeLabel(COPY, Date.parse("2026-06-03T20:00:00Z"), "Europe/Berlin")).toBe("9:05 PM");
  });

  it("names the day when the copy is from an earlier one on the museum's calendar", () => {
    // 05:30 UTC on June 4 is still June 3 in Chicago: the same day there.
    expect(copyTimeLabel(COPY, Date.parse("2026-06-04T04:30:00Z"), ZONE)).toBe("2:05 PM");
    expect(copyTimeLabel(COPY, Date.parse("2026-06-04T15:00:00Z"), ZONE)).toBe("Jun 3, 2:05 PM");
  });

  it("is said in one line, without a time when the copy carries none", () => {
    const now = Date.parse("2026-06-03T20:00:00Z");
    expect(offlineCopyText(COPY, now, ZONE)).toBe("Offline copy from 2:05 PM. It refreshes when the signal is back.");
    expect(offlineCopyText(null, now, ZONE)).toBe("Offline copy. It refreshes when the signal is back.");
  });
});
