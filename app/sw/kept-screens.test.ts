import { describe, expect, it } from "vitest";
import { ROUTES } from "~/route-manifest";
import {
  cachingRuleFor,
  discoversItself,
  documentInsteadOf,
  endsStaffSession,
  isKeptAnswer,
  isPageData,
  isRouteDiscovery,
  KEPT_SCREENS,
} from "./kept-screens";

const ORIGIN = "https://museum.example";
const rule = (address: string, method = "GET") => cachingRuleFor(new URL(address, ORIGIN), method, ORIGIN);

describe("what the staff app's worker keeps", () => {
  it("keeps the floor's screens, as documents and as React Router's data", () => {
    for (const address of [
      "/repairs",
      "/repairs.data",
      "/repairs?status=all",
      "/repairs/12",
      "/repairs/12.data",
      "/repairs/log",
      "/repairs/parts",
      "/repairs/parts.data",
      "/repairs/new?gameId=7",
      "/game/medieval-madness-replay",
      "/game/medieval-madness-replay.data",
      "/report-issue?gameId=7",
      "/report-issue.data?gameId=7",
      "/maintenance",
      "/maintenance/cycles/3/7",
      "/maintenance/machines/7",
      "/admin",
    ])
      expect(rule(address), address).toBe("screen");
  });

  it("keeps nothing of signing in and out, the API, the boards, other screens or other sites", () => {
    for (const address of [
      "/login",
      "/login.data",
      "/logout",
      "/api/plays",
      "/board",
      "/board/workshop?key=secret",
      "/",
      "/_root.data",
      "/collection",
      "/repairs/stats",
      "/repairs/new",
      "/report-issue",
      "/admin/settings",
      "/maintenance/tasks",
      "/game/a/b",
      "/repairs/12/edit",
    ])
      expect(rule(address), address).toBeNull();
    expect(cachingRuleFor(new URL("https://elsewhere.example/repairs"), "GET", ORIGIN)).toBeNull();
  });

  it("never keeps a form's post", () => {
    expect(rule("/repairs/12", "POST")).toBeNull();
    expect(rule("/repairs/12.data", "POST")).toBeNull();
    expect(rule("/uploads/abc-400.webp", "POST")).toBeNull();
  });

  it("keeps React Router's route discovery, network first", () => {
    expect(rule("/__manifest?paths=%2Frepairs%2C%2Frepairs%2Fparts&version=3be6c0ec")).toBe("routes");
    expect(isRouteDiscovery(new URL("/__manifest?paths=%2F", ORIGIN))).toBe(true);
    expect(isRouteDiscovery(new URL("/repairs", ORIGIN))).toBe(false);
  });

  it("keeps pictures, the copy first, and leaves scripts and stylesheets to the precache", () => {
    expect(rule("/uploads/abc-400.webp")).toBe("image");
    expect(rule("/assets/browser-image-compression-IJag5AvL.js")).toBeNull();
    expect(rule("/assets/app-CuC9qA63.css")).toBeNull();
  });

  it("names only screens the route manifest has", () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const { path } of KEPT_SCREENS) expect(paths, path).toContain(path);
  });
});

describe("which answers it keeps", () => {
  const staffPage = { status: 200, type: "basic", redirected: false, cacheControl: "no-store, private" };

  it("keeps a signed-in staff member's screen", () => {
    expect(isKeptAnswer(staffPage)).toBe(true);
  });

  it("keeps no visitor's page, redirect or error", () => {
    expect(isKeptAnswer({ ...staffPage, cacheControl: "private, no-cache" })).toBe(false);
    expect(isKeptAnswer({ ...staffPage, cacheControl: null })).toBe(false);
    expect(isKeptAnswer({ ...staffPage, redirected: true })).toBe(false);
    expect(isKeptAnswer({ ...staffPage, status: 0, type: "opaqueredirect" })).toBe(false);
    // React Router's answer to a .data request that redirects (to the sign-in page).
    expect(isKeptAnswer({ ...staffPage, status: 202 })).toBe(false);
    for (const status of [302, 403, 404, 500, 503]) expect(isKeptAnswer({ ...staffPage, status })).toBe(false);
  });
});

describe("when it forgets the kept screens", () => {
  const ends = (address: string, method: string) => endsStaffSession(new URL(address, ORIGIN), method, ORIGIN);

  it("on signing out, however the form is sent, and on a new sign-in", () => {
    expect(ends("/logout", "POST")).toBe(true);
    expect(ends("/logout.data", "POST")).toBe(true);
    expect(ends("/logout", "GET")).toBe(true);
    expect(ends("/login", "POST")).toBe(true);
    expect(ends("/login.data", "POST")).toBe(true);
  });

  it("not on opening the sign-in page or any other address", () => {
    expect(ends("/login", "GET")).toBe(false);
    expect(ends("/repairs", "GET")).toBe(false);
    expect(ends("/account", "POST")).toBe(false);
    expect(endsStaffSession(new URL("https://elsewhere.example/logout"), "POST", ORIGIN)).toBe(false);
  });
});

describe("a page's data that cannot be had", () => {
  const at = (address: string) => new URL(address, ORIGIN);

  it("is React Router's data of a page, not of signing in or out, the API or a board", () => {
    expect(isPageData(at("/repairs/parts.data"), "GET", ORIGIN)).toBe(true);
    expect(isPageData(at("/_root.data"), "GET", ORIGIN)).toBe(true);
    expect(isPageData(at("/repairs/parts"), "GET", ORIGIN)).toBe(false);
    expect(isPageData(at("/repairs/parts.data"), "POST", ORIGIN)).toBe(false);
    expect(isPageData(at("/logout.data"), "GET", ORIGIN)).toBe(false);
    expect(isPageData(new URL("https://elsewhere.example/x.data"), "GET", ORIGIN)).toBe(false);
  });

  it("on a tap to another page, becomes that page's document", () => {
    expect(documentInsteadOf(at("/repairs/12.data"), at("/repairs"))).toBe("/repairs/12");
    expect(documentInsteadOf(at("/repairs/parts.data?_routes=routes%2Frepairs.parts"), at("/repairs"))).toBe(
      "/repairs/parts",
    );
    expect(documentInsteadOf(at("/_root.data"), at("/repairs"))).toBe("/");
    expect(documentInsteadOf(at("/report-issue.data?gameId=7"), at("/game/x"))).toBe("/report-issue?gameId=7");
    expect(documentInsteadOf(at("/repairs.data?status=all"), at("/repairs"))).toBe("/repairs?status=all");
  });

  it("never reloads the page asking for its own data again (a revalidation, perhaps mid-form)", () => {
    expect(documentInsteadOf(at("/repairs/12.data"), at("/repairs/12"))).toBeNull();
    expect(documentInsteadOf(at("/repairs.data?status=all&_routes=root"), at("/repairs?status=all"))).toBeNull();
    expect(documentInsteadOf(at("/repairs/12.data"), null)).toBeNull();
    expect(documentInsteadOf(at("/repairs/12"), at("/repairs"))).toBeNull();
  });
});

describe("a route discovery without a network", () => {
  const at = (address: string) => new URL(address, ORIGIN);
  const discovery = (paths: string) => at(`/__manifest?paths=${encodeURIComponent(paths)}&version=abc`);

  it("of the asking page itself (a form posting to its own page) learns nothing new", () => {
    expect(discoversItself(discovery("/repairs,/repairs/12"), at("/repairs/12"))).toBe(true);
    expect(
      discoversItself(
        discovery("/maintenance,/maintenance/cycles,/maintenance/cycles/3,/maintenance/cycles/3/7"),
        at("/maintenance/cycles/3/7?x=1"),
      ),
    ).toBe(true);
  });

  it("of another page (a tap on a link) is not the page's own", () => {
    expect(discoversItself(discovery("/repairs,/repairs/12"), at("/repairs"))).toBe(false);
    expect(discoversItself(discovery("/repairs,/repairs/12"), at("/repairs/1"))).toBe(false);
    expect(discoversItself(discovery("/game,/game/x"), at("/repairs/12"))).toBe(false);
    expect(discoversItself(discovery("/repairs,/repairs/12"), null)).toBe(false);
    expect(discoversItself(at("/repairs/12.data"), at("/repairs/12"))).toBe(false);
  });
});
