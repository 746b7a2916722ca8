import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { pageCacheKey } from "../server/page-cache";
import {
  publicPageUrls,
  ROUTES,
  routeAt,
  sampleUrlOf,
  STAFF_LAYOUT_MODULE,
  urlOf,
  type RouteFacts,
} from "./route-manifest";
import routes from "./routes";
import { buildRobots, sitemapEntries } from "./utils/sitemap";

const GAME = { id: 7, slug: "medieval-madness" };
const moduleText = (route: RouteFacts) => fs.readFileSync(path.join("app", route.module), "utf8");

/** A GET from a visitor with no cookie, as Express hands it to the page cache. */
const visitorGet = (url: string) =>
  ({
    method: "GET",
    path: new URL(url, "http://museum.test").pathname,
    originalUrl: url,
    get: () => undefined,
  }) as never;

describe("route manifest", () => {
  it("names each route once, and each module it names exists", () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.module)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(fs.existsSync(path.join("app", route.module)), route.module).toBe(true);
  });

  it("is app/routes.ts: React Router's config holds every route of it once, with its module, and nothing else", () => {
    // The layout gathers the staff routes, so the config lists them together; the order of routes does not decide a match.
    const built = (routes as RouteConfigEntry[]).flatMap((entry) => entry.children ?? [entry]);
    const byPath = (a: string[], b: string[]) => a[0]!.localeCompare(b[0]!);
    expect(built.map((entry) => [entry.index ? "" : entry.path!, entry.file]).sort(byPath)).toEqual(
      ROUTES.map((route) => [route.path, route.module]).sort(byPath),
    );
  });

  it("wraps exactly the staff and manager routes in the staff layout, which adds no segment, and leaves the TV boards bare", () => {
    const layouts = (routes as RouteConfigEntry[]).filter((entry) => entry.children);
    expect(layouts.map((entry) => [entry.file, entry.path])).toEqual([[STAFF_LAYOUT_MODULE, undefined]]);
    const inside = layouts[0]!.children!.map((entry) => entry.path);
    expect(inside).toEqual(ROUTES.filter((r) => r.audience === "staff" || r.audience === "manager").map((r) => r.path));
    expect(inside).toContain("account");
    expect(inside).toContain("admin/hours");
    for (const outside of ["", "collection", "game/:slug", "report-issue", "games-for-sale", "board", "board/workshop"])
      expect(inside).not.toContain(outside);
    expect(fs.existsSync(path.join("app", STAFF_LAYOUT_MODULE))).toBe(true);
    expect(fs.readFileSync(path.join("app", STAFF_LAYOUT_MODULE), "utf8")).toMatch(/export const handle\b/);
  });

  it("says which routes answer a POST: exactly the modules that export an action", () => {
    const withAction = ROUTES.filter((route) =>
      /export (async )?function action\b|export const action\b/.test(moduleText(route)),
    );
    expect(withAction.map((route) => route.path)).toEqual(
      ROUTES.filter((route) => route.form).map((route) => route.path),
    );
  });

  it("fills a route's parameters and query into its address", () => {
    expect(urlOf(routeAt(""))).toBe("/");
    expect(sampleUrlOf(routeAt("game/:slug"), { id: 1, slug: "a b/c" })).toBe("/game/a%20b%2Fc");
    expect(sampleUrlOf(routeAt("report-issue"), GAME)).toBe("/report-issue?gameId=7");
    expect(urlOf(routeAt("*"), { params: { "*": "no/such-page" } })).toBe("/no/such-page");
    expect(() => urlOf(routeAt("repairs/:id"))).toThrow("repairs/:id needs its id");
  });

  it("lists in the sitemap exactly its sitemap routes: each page once, then each game's page", () => {
    const entries = sitemapEntries({
      games: [
        { slug: "galaga", updated_at: "2026-07-02T10:00:00.000Z" },
        { slug: "ms-pac-man", updated_at: "2026-07-03T10:00:00.000Z" },
      ],
      eventsUpdated: "2026-07-05T00:00:00.000Z",
    });
    const pages = ROUTES.filter((route) => route.sitemap && !route.path.includes(":")).map((r) => urlOf(r));
    expect(entries.map((entry) => entry.path)).toEqual([...pages, "/game/galaga", "/game/ms-pac-man"]);
    expect(entries.find((entry) => entry.path === "/")?.lastmod).toBe("2026-07-05T00:00:00.000Z");
    expect(entries.find((entry) => entry.path === "/collection")?.lastmod).toBe("2026-07-03T10:00:00.000Z");
    expect(entries.find((entry) => entry.path === "/faq")?.lastmod).toBeNull();
  });

  it("keeps crawlers out of the staff and sign-in addresses it marks, and no other", () => {
    const disallowed = buildRobots("https://museum.test")
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "));
    expect(disallowed).toEqual(
      ["/admin", "/add", "/edit/", "/repairs", "/maintenance", "/qr-codes", "/login", "/reset-password"].map(
        (p) => `Disallow: ${p}`,
      ),
    );
  });

  it("lets the page cache keep its public pages for visitors, and no other route", () => {
    const kept = ROUTES.filter((route) => route.path !== "*" && pageCacheKey(visitorGet(sampleOrFake(route))));
    expect(kept.map((route) => route.path)).toEqual(
      ROUTES.filter((route) => route.publicPage).map((route) => route.path),
    );
    expect(pageCacheKey(visitorGet("/no-such-page"))).toBeNull();
  });

  it("gives the bench and the JavaScript budget its public pages for a sample game", () => {
    const all = publicPageUrls(GAME, { withLoadVariants: true });
    expect(all).toContain("/collection?type=Pinball");
    expect(all).toContain("/game/medieval-madness");
    expect(all).toContain("/report-issue?gameId=7");
    const budget = publicPageUrls(GAME, { budgetOnly: true });
    expect(budget).not.toContain("/newsletter");
    expect(budget).not.toContain("/collection?type=Pinball");
    expect(budget).toHaveLength(12);
  });
});

/** A route's address for a sample game, any other parameter filled with a stand-in. */
function sampleOrFake(route: RouteFacts) {
  const params = Object.fromEntries(
    route.path
      .split("/")
      .filter((segment) => segment.startsWith(":"))
      .map((segment) => [segment.slice(1), "1"]),
  );
  return route.sample ? sampleUrlOf(route, GAME) : urlOf(route, { params });
}
