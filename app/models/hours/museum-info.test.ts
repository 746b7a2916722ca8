import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "./hours";
import { TEST_MUSEUM } from "../../../tests/museum-settings-fixture";
import { museumJsonLd, openingHoursSpecification, regularHoursText } from "./museum-info";

const open = (day: number, o: string, c: string): WeeklyHours => ({
  day_of_week: day,
  open_time: o,
  close_time: c,
  is_closed: false,
});
const closed = (day: number): WeeklyHours => ({ day_of_week: day, open_time: null, close_time: null, is_closed: true });

/** The museum's hours as in the spec's structured data. */
const WEEK = [
  open(0, "11:00", "19:00"),
  closed(1),
  closed(2),
  open(3, "11:00", "19:00"),
  open(4, "11:00", "19:00"),
  open(5, "11:00", "23:00"),
  open(6, "11:00", "23:00"),
];

describe("openingHoursSpecification", () => {
  it("groups days with the same hours: Sun, Wed, Thu 11:00-19:00; Fri, Sat 11:00-23:00", () => {
    expect(openingHoursSpecification(WEEK)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Wednesday", "Thursday"],
        opens: "11:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "11:00", closes: "23:00" },
    ]);
  });

  it("ignores input order, seconds and days without both times", () => {
    const shuffled = [
      open(6, "10:00:00", "22:00:00"),
      { ...open(2, "09:00", "17:00"), close_time: null },
      open(1, "10:00", "22:00"),
    ];
    expect(openingHoursSpecification(shuffled)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Saturday"], opens: "10:00", closes: "22:00" },
    ]);
  });

  it("is empty when every day is closed", () => {
    expect(openingHoursSpecification([closed(0), closed(3)])).toEqual([]);
  });
});

describe("regularHoursText", () => {
  it("shows '11am - 7pm', or 'Closed' when absent or closed", () => {
    expect(regularHoursText(WEEK[0])).toBe("11am - 7pm");
    expect(regularHoursText(WEEK[5])).toBe("11am - 11pm");
    expect(regularHoursText(open(2, "11:30", "17:00"))).toBe("11:30am - 5pm");
    expect(regularHoursText(WEEK[1])).toBe("Closed");
    expect(regularHoursText(undefined)).toBe("Closed");
    expect(regularHoursText({ ...open(2, "11:00", "19:00"), is_closed: true })).toBe("Closed");
  });
});

describe("museumJsonLd", () => {
  it("carries the museum settings' names, address, price range (from the prices), payment and links", () => {
    const ld = museumJsonLd(WEEK, "https://replay.example", TEST_MUSEUM);
    expect(ld).toMatchObject({
      "@type": ["Museum", "TouristAttraction"],
      name: "Test Arcade & Pinball Hall",
      alternateName: "Test Arcade",
      description:
        "Pinball hall for tests in Springfield, Oregon with over 50 restored machines. Games are free to play after admission.",
      priceRange: "$8-$12.50",
      paymentAccepted: "Cash",
      currenciesAccepted: "USD",
      url: "https://replay.example",
      telephone: "(541) 555-0100",
      foundingDate: "1999",
      address: { "@type": "PostalAddress", streetAddress: "1 Flipper Way", addressRegion: "OR", postalCode: "97477" },
      sameAs: ["https://mastodon.test/@arcade"],
    });
    expect(ld.openingHoursSpecification).toHaveLength(2);
  });
});
