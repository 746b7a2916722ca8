import { describe, expect, it } from "vitest";
import { TEST_SETTINGS } from "../../../tests/museum-settings-fixture";
import { collectionPhrase, mapUrlOf, phoneHrefOf, priceRangeOf, priceText, publicMuseum } from "./museum-settings";
import { describeSettingsChanges, settingsChanges } from "./museum-settings-changes";

describe("what the pages derive from the museum settings", () => {
  it("prices read as money, 0 as Free, and the range spans the priced rows", () => {
    expect([priceText(0), priceText(16), priceText(10.5), priceText(12.25)]).toEqual([
      "Free",
      "$16",
      "$10.50",
      "$12.25",
    ]);
    expect(priceRangeOf(TEST_SETTINGS.admission)).toBe("$8-$12.50");
    expect(priceRangeOf([{ label: "All", price: 5, note: "" }])).toBe("$5");
    expect(priceRangeOf([{ label: "All", price: 0, note: "" }])).toBe("Free");
  });

  it("a tel: link with the country's code, or the number's own", () => {
    expect(phoneHrefOf("(772) 555-0142", "US")).toBe("tel:+17725550142");
    expect(phoneHrefOf("1-772-555-0142", "US")).toBe("tel:+17725550142");
    expect(phoneHrefOf("+44 20 7946 0958", "GB")).toBe("tel:+442079460958");
    expect(phoneHrefOf("020 7946 0958", "GB")).toBe("tel:02079460958");
  });

  it("the map link searches for the address unless the manager set one", () => {
    expect(mapUrlOf(TEST_SETTINGS)).toBe(
      "https://www.google.com/maps/search/?api=1&query=1+Flipper+Way+Springfield+OR+97477",
    );
    expect(publicMuseum(TEST_SETTINGS, 0).mapUrl).toBe(mapUrlOf(TEST_SETTINGS));
    expect(publicMuseum({ ...TEST_SETTINGS, mapUrl: "https://maps.test/arcade" }, 0).mapUrl).toBe(
      "https://maps.test/arcade",
    );
  });

  it("'over N' is the count rounded down to a ten, never more than true, or the manager's own N", () => {
    expect([57, 50, 109, 7, 0].map((n) => collectionPhrase(n, null))).toEqual(["over 50", "50", "over 100", "7", "0"]);
    expect(collectionPhrase(57, 100)).toBe("over 100");
    expect(collectionPhrase(null, null)).toBe("many");
    expect([57, 7].map((n) => publicMuseum(TEST_SETTINGS, n).collectionFigure)).toEqual(["50+", "7"]);
  });
});

describe("the Activity log's before and after", () => {
  it("names each changed field with its old and new words, and nothing else", () => {
    const after = {
      ...TEST_SETTINGS,
      phone: "(541) 555-0199",
      admission: [{ label: "Everyone", price: 10, note: "" }],
      mapUrl: "https://maps.test/arcade",
    };
    const changes = settingsChanges(TEST_SETTINGS, after);
    expect(changes).toEqual([
      { field: "Phone", before: "(541) 555-0100", after: "(541) 555-0199" },
      { field: "Map link", before: "(none)", after: "https://maps.test/arcade" },
      { field: "Admission", before: "Adults $12.50; Kids $8 (under 12); Babies Free", after: "Everyone $10" },
    ]);
    expect(describeSettingsChanges(changes.slice(0, 1))).toBe(
      'Changed the museum settings: Phone "(541) 555-0100" to "(541) 555-0199"',
    );
    expect(settingsChanges(TEST_SETTINGS, { ...TEST_SETTINGS })).toEqual([]);
  });
});
