import { describe, expect, it } from "vitest";
import { htmlThemeClass, THEME_SCRIPT } from "./theme";
import { themeFromCookie } from "./theme.server";

describe("theme cookie", () => {
  it("reads an explicit choice among other cookies", () => {
    expect(themeFromCookie("theme=dark")).toBe("dark");
    expect(themeFromCookie("museum_session=abc; theme=light; other=1")).toBe("light");
  });

  it("ignores a missing, unknown or look-alike value", () => {
    expect(themeFromCookie(null)).toBeNull();
    expect(themeFromCookie("")).toBeNull();
    expect(themeFromCookie("theme=blue")).toBeNull();
    expect(themeFromCookie("theme=darker")).toBeNull();
    expect(themeFromCookie("mytheme=dark")).toBeNull();
  });

  it("leaves <html class> to the inline script only while no theme is chosen", () => {
    expect(htmlThemeClass(null)).toBeUndefined();
    expect(htmlThemeClass("dark")).toBe("dark");
    expect(htmlThemeClass("light")).toBe("");
  });
});

describe("THEME_SCRIPT", () => {
  function run({ cookie, stored, systemDark }: { cookie: string; stored: string | null; systemDark: boolean }) {
    const classes = new Set<string>();
    const document = {
      cookie,
      documentElement: {
        classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      },
    };
    const localStorage = { getItem: () => stored };
    const window = { matchMedia: () => ({ matches: systemDark }) };
    new Function("document", "localStorage", "window", THEME_SCRIPT)(document, localStorage, window);
    return classes.has("dark");
  }

  it("does nothing when the server already rendered the chosen theme", () => {
    expect(run({ cookie: "theme=light", stored: "true", systemDark: true })).toBe(false);
  });

  it("applies an older localStorage choice, else the system preference", () => {
    expect(run({ cookie: "", stored: "true", systemDark: false })).toBe(true);
    expect(run({ cookie: "", stored: "false", systemDark: true })).toBe(false);
    expect(run({ cookie: "", stored: null, systemDark: true })).toBe(true);
    expect(run({ cookie: "", stored: null, systemDark: false })).toBe(false);
  });
});
