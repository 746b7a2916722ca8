import { describe, expect, it } from "vitest";
import { eventFee, eventJsonLd, eventStart, eventStartIso, eventTypeLabel, type PublicEvent } from "./event";

import { eventDateLabels } from "./event.server";
import { TEST_MUSEUM } from "../../../tests/museum-settings-fixture";

const TZ = "America/New_York";

const base: PublicEvent = {
  id: 1,
  title: "Pinball Tournament",
  description: "Bring your best nudge.",
  date: "2026-07-11",
  time: "19:00",
  type: "tournament",
  registrationFee: 15,
  admissionFee: null,
  dateLabels: eventDateLabels("2026-07-11"),
};

describe("eventTypeLabel", () => {
  it("shows tournament as Tournament and anything else as Special Event", () => {
    expect(eventTypeLabel("tournament")).toBe("Tournament");
    expect(eventTypeLabel("event")).toBe("Special Event");
    expect(eventTypeLabel("league")).toBe("Special Event");
    expect(eventTypeLabel("")).toBe("Special Event");
  });
});

describe("eventFee", () => {
  it("uses the registration fee for tournaments", () => {
    expect(eventFee(base)).toEqual({ label: "Registration fee", amount: 15, text: "$15" });
    expect(eventFee({ ...base, registrationFee: 12.5 })?.text).toBe("$12.50");
  });

  it("uses the admission fee for other events and ignores the other column", () => {
    expect(eventFee({ ...base, type: "event", registrationFee: 15, admissionFee: 5 })).toEqual({
      label: "Admission fee",
      amount: 5,
      text: "$5",
    });
    expect(eventFee({ ...base, type: "event", registrationFee: 15, admissionFee: null })).toBeNull();
    expect(eventFee({ ...base, type: "tournament", registrationFee: null, admissionFee: 5 })).toBeNull();
  });

  it("shows a zero fee as Free", () => {
    expect(eventFee({ ...base, registrationFee: 0 })?.text).toBe("Free");
  });
});

describe("event start in museum time", () => {
  it("reads date and time as the museum's wall clock in summer (EDT, UTC-4)", () => {
    expect(eventStart(base, TZ)?.toISOString()).toBe("2026-07-11T23:00:00.000Z");
    expect(eventStartIso(base, TZ)).toBe("2026-07-11T19:00:00-04:00");
  });

  it("uses the winter offset (EST, UTC-5)", () => {
    expect(eventStartIso({ date: "2026-01-17", time: "13:30" }, TZ)).toBe("2026-01-17T13:30:00-05:00");
    expect(eventStart({ date: "2026-01-17", time: "13:30" }, TZ)?.toISOString()).toBe("2026-01-17T18:30:00.000Z");
  });

  it("does not depend on the time zone the code runs in", () => {
    expect(eventStartIso(base, "Europe/Berlin")).toBe("2026-07-11T19:00:00+02:00");
  });

  it("returns null for a malformed date", () => {
    expect(eventStart({ date: "soon", time: "19:00" }, TZ)).toBeNull();
    expect(eventStartIso({ date: "", time: "19:00" }, TZ)).toBeNull();
  });
});

describe("eventDateLabels", () => {
  it("writes the calendar date out and for the calendar leaf, without shifting it", () => {
    expect(eventDateLabels("2026-07-11")).toEqual({
      long: "Saturday, July 11, 2026",
      month: "Jul",
      day: "11",
      weekday: "Sat",
    });
    expect(eventDateLabels("nope").long).toBe("No date");
  });
});

describe("eventDateLabels", () => {
  it("gives the card's full date and the calendar leaf's month, day and weekday", () => {
    expect(eventDateLabels("2026-07-11")).toEqual({
      long: "Saturday, July 11, 2026",
      month: "Jul",
      day: "11",
      weekday: "Sat",
    });
  });
});

describe("eventJsonLd", () => {
  const opts = { timeZone: TZ, publicUrl: "https://replay.example", museum: TEST_MUSEUM };

  it("describes a scheduled, in-person schema.org Event at the museum", () => {
    const ld = eventJsonLd(base, opts);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Pinball Tournament",
      description: "Bring your best nudge.",
      startDate: "2026-07-11T19:00:00-04:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "Place",
        name: "Test Arcade & Pinball Hall",
        address: { "@type": "PostalAddress", addressRegion: "OR", addressCountry: "US" },
      },
      organizer: { "@type": "Organization", name: "Test Arcade & Pinball Hall", url: "https://replay.example" },
      offers: { "@type": "Offer", price: "15.00", priceCurrency: "USD", url: "https://replay.example/events" },
    });
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("has no offers when no fee is set", () => {
    expect(eventJsonLd({ ...base, type: "event", admissionFee: null }, opts)).not.toHaveProperty("offers");
  });
});
