import { describe, expect, it } from "vitest";
import { pickAnnouncement, type AnnouncementLike } from "./announcement";

const NOW = new Date("2026-06-15T16:00:00.000Z");
let nextId = 1;
const a = (start: string, end: string, extra: Partial<AnnouncementLike> = {}): AnnouncementLike => ({
  id: nextId++,
  message: `from ${start}`,
  type: "info",
  start_date: start,
  end_date: end,
  is_active: true,
  ...extra,
});

describe("pickAnnouncement (spec: the first by start date among active ones whose window contains now)", () => {
  it("picks the earliest-starting active announcement whose window contains now, whatever the input order", () => {
    const later = a("2026-06-10T00:00:00.000Z", "2026-06-30T00:00:00.000Z");
    const earlier = a("2026-06-01T00:00:00.000Z", "2026-06-20T00:00:00.000Z");
    const latest = a("2026-06-15T15:00:00.000Z", "2026-06-16T00:00:00.000Z");
    expect(pickAnnouncement([later, latest, earlier], NOW)).toBe(earlier);
  });

  it("ignores inactive, expired and future announcements", () => {
    const inactive = a("2026-05-01T00:00:00.000Z", "2026-07-01T00:00:00.000Z", { is_active: false });
    const expired = a("2026-05-01T00:00:00.000Z", "2026-06-15T15:59:59.000Z");
    const future = a("2026-06-15T16:00:01.000Z", "2026-07-01T00:00:00.000Z");
    const current = a("2026-06-14T00:00:00.000Z", "2026-06-16T00:00:00.000Z");
    expect(pickAnnouncement([inactive, expired, future, current], NOW)).toBe(current);
    expect(pickAnnouncement([inactive, expired, future], NOW)).toBeNull();
  });

  it("includes both ends of the window", () => {
    const startsNow = a(NOW.toISOString(), "2026-07-01T00:00:00.000Z");
    const endsNow = a("2026-06-01T00:00:00.000Z", NOW.toISOString());
    expect(pickAnnouncement([startsNow], NOW)).toBe(startsNow);
    expect(pickAnnouncement([endsNow], NOW)).toBe(endsNow);
  });

  it("returns null for no announcements", () => {
    expect(pickAnnouncement([], NOW)).toBeNull();
  });
});
