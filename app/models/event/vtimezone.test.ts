import { TZDate, tzScan } from "@date-fns/tz";
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { vtimezone } from "./vtimezone";

const FROM = new Date("2025-12-31T00:00:00Z");
const TO = new Date("2028-01-02T00:00:00Z");
const HOUR = 60 * 60 * 1000;

/** A real iCalendar library reads the zone only from our VTIMEZONE. */
function icalZone(timeZone: string) {
  const text = ["BEGIN:VCALENDAR", "VERSION:2.0", vtimezone(timeZone, FROM, TO), "END:VCALENDAR"].join("\r\n");
  const zone = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(zone);
  return ICAL.TimezoneService.get(timeZone)!;
}

afterEach(() => ICAL.TimezoneService.reset());

describe("vtimezone", () => {
  it("writes New York's four changes of 2026-2027 as observances with the offsets and names", () => {
    const lines = vtimezone("America/New_York", FROM, TO).split("\r\n");
    expect(lines.slice(0, 3)).toEqual(["BEGIN:VTIMEZONE", "TZID:America/New_York", "X-LIC-LOCATION:America/New_York"]);
    expect(lines.filter((l) => l.startsWith("DTSTART:"))).toEqual([
      "DTSTART:20251230T190000",
      "DTSTART:20260308T020000",
      "DTSTART:20261101T020000",
      "DTSTART:20270314T020000",
      "DTSTART:20271107T020000",
    ]);
    expect(lines.filter((l) => l.startsWith("BEGIN:") && l !== "BEGIN:VTIMEZONE")).toEqual([
      "BEGIN:STANDARD",
      "BEGIN:DAYLIGHT",
      "BEGIN:STANDARD",
      "BEGIN:DAYLIGHT",
      "BEGIN:STANDARD",
    ]);
    expect(lines.slice(lines.indexOf("DTSTART:20260308T020000"), lines.indexOf("DTSTART:20260308T020000") + 4)).toEqual(
      ["DTSTART:20260308T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "TZNAME:EDT"],
    );
    expect(lines.at(-1)).toBe("END:VTIMEZONE");
  });

  it("gives a zone without summer time one standard observance", () => {
    const lines = vtimezone("Asia/Kolkata", FROM, TO).split("\r\n");
    expect(lines.filter((l) => l.startsWith("BEGIN:") || l.startsWith("TZOFFSET"))).toEqual([
      "BEGIN:VTIMEZONE",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
    ]);
  });

  // Every seventh hour of two years (so every hour of the day comes round), away from the changes (a wall clock
  // in a repeated or skipped hour has no one answer), gives the same instant in ical.js as in the runtime's data.
  for (const timeZone of [
    "America/New_York",
    "Europe/Berlin",
    "Australia/Sydney",
    "America/St_Johns",
    "Asia/Kolkata",
  ]) {
    it(`agrees with the runtime's zone data for ${timeZone}`, () => {
      const zone = icalZone(timeZone);
      const changes = tzScan(timeZone, { start: FROM, end: TO }).map((c) => c.date.getTime());
      let checked = 0;
      const wrong: string[] = [];
      for (let t = Date.parse("2026-01-01T00:00:00Z"); t < Date.parse("2028-01-01T00:00:00Z"); t += 7 * HOUR) {
        if (changes.some((change) => Math.abs(change - t) < 3 * HOUR)) continue;
        const wall = new TZDate(t, timeZone);
        const time = new ICAL.Time(
          {
            year: wall.getFullYear(),
            month: wall.getMonth() + 1,
            day: wall.getDate(),
            hour: wall.getHours(),
            minute: wall.getMinutes(),
          },
          zone,
        );
        if (time.toUnixTime() * 1000 !== t) wrong.push(`${time.toString()} is not ${new Date(t).toISOString()}`);
        checked++;
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(2_400);
    });
  }
});
