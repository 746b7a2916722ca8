import { describe, expect, it } from "vitest";
import { isButtonTarget } from "./hero-slide";
import { heroSlideSchema } from "./hero-slide.schema";

describe("a hero slide's button target", () => {
  it("is a path of the site or an https address", () => {
    for (const good of ["/", "/collection", "/events?type=tournament#next", "https://tickets.example.org/replay"])
      expect(isButtonTarget(good), good).toBe(true);
  });

  it("is never another scheme, another host in disguise, or text with spaces or controls", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "http://example.org",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://",
      "https://user:pw@example.org",
      "/a b",
      "/a\tb",
      "/a\nb",
      "collection",
      "mailto:a@example.org",
      `/${"a".repeat(300)}`,
    ])
      expect(isButtonTarget(bad), JSON.stringify(bad)).toBe(false);
  });

  it("the form keeps each text on one line", () => {
    const parsed = heroSlideSchema.parse({
      imageUrl: "/images/hero/hero-1-1600.webp",
      alt: " Cabinets\nin a row ",
      heading: "Free\r\nplay",
      line: "",
      buttonLabel: "",
      buttonTarget: "",
    });
    expect(parsed).toMatchObject({ alt: "Cabinets in a row", heading: "Free play" });
  });
});
