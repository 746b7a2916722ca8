import { tzName, tzOffset, tzScan } from "@date-fns/tz";

/** Minutes east of UTC as iCalendar writes them: -0400, +0530. */
function utcOffset(minutes: number) {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall clock at `instant` under `offset`, as an iCalendar local time: 20260308T020000. */
function wallClock(instant: Date, offset: number) {
  return new Date(instant.getTime() + offset * 60_000).toISOString().replace(/[-:]/g, "").slice(0, 15);
}

/**
 * A VTIMEZONE (RFC 5545, 3.6.5) for an IANA zone between two instants: the offset in force at `from`, then
 * each change up to `to` as an observance of its own, read from the runtime's time-zone data. Calendars that
 * know the zone by its name use their own rules; the others (Outlook, older Apple clients) take every offset
 * from here, so it must be right on each event's date. Lines are joined by CRLF, unfolded (the generator folds).
 */
export function vtimezone(timeZone: string, from: Date, to: Date) {
  const initial = tzOffset(timeZone, from);
  const changes = tzScan(timeZone, { start: from, end: to });
  // The lowest offset is the zone's standard time; anything above it is summer time.
  const standard = Math.min(initial, ...changes.map((c) => c.offset));
  const observance = (at: Date, offsetFrom: number, offsetTo: number) => {
    const kind = offsetTo > standard ? "DAYLIGHT" : "STANDARD";
    return [
      `BEGIN:${kind}`,
      `DTSTART:${wallClock(at, offsetFrom)}`,
      `TZOFFSETFROM:${utcOffset(offsetFrom)}`,
      `TZOFFSETTO:${utcOffset(offsetTo)}`,
      `TZNAME:${tzName(timeZone, at, "short")}`,
      `END:${kind}`,
    ];
  };
  let before = initial;
  const transitions = changes.flatMap((change) => {
    const lines = observance(change.date, before, change.offset);
    before = change.offset;
    return lines;
  });
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    ...observance(from, initial, initial),
    ...transitions,
    "END:VTIMEZONE",
  ].join("\r\n");
}
