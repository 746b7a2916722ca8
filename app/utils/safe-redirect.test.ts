import { describe, expect, it } from "vitest";
import { safeRedirect } from "./auth.server";

/** Where a browser would really go: what the Location header resolves to from one of our pages. */
const landsOn = (location: string) => new URL(location, "https://museum.example/login").origin;

describe("safeRedirect", () => {
  it.each([
    ["/admin", "/admin"],
    ["/edit/12?tab=sale#inquiries", "/edit/12?tab=sale#inquiries"],
    ["/game/ms-pac-man-replay", "/game/ms-pac-man-replay"],
    ["/admin/../repairs", "/repairs"],
    ["/search?q=a%2F%2Fb", "/search?q=a%2F%2Fb"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
    ["/%09/evil.com", "/%09/evil.com"],
    ["/café", "/caf%C3%A9"],
  ])("keeps the same-origin path %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
    expect(landsOn(safeRedirect(target))).toBe("https://museum.example");
  });

  it.each([
    // schemes and absolute URLs
    "https://evil.com",
    "http://evil.com/admin",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "mailto:a@evil.com",
    "evil.com",
    "admin",
    // protocol-relative, doubled and mixed slashes
    "//evil.com",
    "///evil.com",
    "////evil.com",
    "/\\evil.com",
    "/\\/evil.com",
    "\\\\evil.com",
    "\\/evil.com",
    "/ /evil.com".replace(" ", "\\"),
    // control characters a browser drops (the decoded form of %09, %0A, %0D, %00)
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r/evil.com",
    "/\r\n/evil.com",
    "/\u0000/evil.com",
    "\t//evil.com",
    "/admin\nSet-Cookie: x=1",
    "/\u0085/evil.com",
    // userinfo and hosts
    "//user:pass@evil.com",
    "//@evil.com",
    "//museum.example@evil.com",
    "//evil.com\\@museum.example",
    "https:evil.com",
    "https:/evil.com",
    // IDN and look-alike hosts
    "//еvil.com",
    "//xn--vil-sdd.com",
    "//evil。com",
    "",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target)).toBe("/admin");
  });

  it("refuses an absurdly long target", () => {
    expect(safeRedirect("/".padEnd(5000, "a"))).toBe("/admin");
  });

  it("refuses what is not text", () => {
    expect(safeRedirect(null)).toBe("/admin");
    expect(safeRedirect(undefined)).toBe("/admin");
    expect(safeRedirect(new File(["/admin"], "x.txt"))).toBe("/admin");
  });

  it("uses the caller's fallback", () => {
    expect(safeRedirect("//evil.com", "/")).toBe("/");
  });

  it("never returns a target that leaves the site, whatever is decoded from the query string", () => {
    const raw = [
      "/%09/evil.com",
      "/%0A/evil.com",
      "/%5C/evil.com",
      "%2F%2Fevil.com",
      "/%2F/evil.com",
      "/%E3%80%82/evil.com",
      "/%EF%BC%8F/evil.com",
    ];
    for (const encoded of raw) {
      const decoded = new URLSearchParams(`redirectTo=${encoded}`).get("redirectTo");
      const result = safeRedirect(decoded);
      expect(landsOn(result), `${encoded} -> ${result}`).toBe("https://museum.example");
      expect(result.startsWith("//")).toBe(false);
    }
  });
});
