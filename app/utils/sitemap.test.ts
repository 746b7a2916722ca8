import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap, toLastmod } from "./sitemap";

describe("sitemap", () => {
  it("writes absolute, escaped URLs with lastmod", () => {
    const xml = buildSitemap("https://replay.example/", [
      { path: "/", lastmod: "2026-03-01T10:20:30.456Z", changefreq: "daily", priority: 1 },
      { path: "/game/a&b" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://replay.example/</loc>\n    <lastmod>2026-03-01T10:20:30Z</lastmod>");
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain("<loc>https://replay.example/game/a&amp;b</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("drops unparsable lastmod values", () => {
    expect(toLastmod("not a date")).toBeUndefined();
    expect(toLastmod(null)).toBeUndefined();
  });
});

describe("robots.txt", () => {
  it("allows everything but the staff routes and points at the sitemap", () => {
    const robots = buildRobots("https://replay.example");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
    for (const path of ["/admin", "/add", "/edit/", "/repairs", "/qr-codes", "/login", "/reset-password"]) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
    expect(robots).toContain("Sitemap: https://replay.example/sitemap.xml");
  });
});
